// Every action an AuditLog row can name (issue #24), in one table: the writer (lib/server/audit/record-audit.ts) takes
// only these, so a typo is a type error, and the trail's readers word them. The lab's own names (an order, its cards
// and their certificates) stay in lib/shared/lab/audit-actions.ts, where the lab page's words are checked; the rest
// are here. Browser-safe.
import { AUDIT_ACTIONS } from '../lab/audit-actions';

/** A payment gateway's callback kinds (lib/server/payments/types.ts CALLBACK_EVENT_TYPES). */
type CallbackKind = 'payment.approved' | 'payment.failed' | 'virtual_account.issued' | 'virtual_account.deposited';

export const OTHER_AUDIT_ACTIONS = [
  // A member's account (lib/server/{members,account,auth,oauth,dormancy,phone}).
  'member.signup',
  'member.login',
  'member.email-verified',
  'member.password-reset',
  'member.passwordChanged',
  'member.phoneVerified',
  'member.photoChanged',
  'member.photoRemoved',
  'member.profileUpdated',
  'member.social.link',
  'member.dormant',
  'member.reactivated',
  'member.withdrawn',
  'address.created',
  'address.updated',
  'address.deleted',
  'address.defaultChanged',
  'photo.uploaded',
  'photo.deleted',
  'photos.attached',
  'api-key.created',
  'api-key.revoked',
  'partner-inquiry.create',
  // Payments and refunds (lib/server/payments).
  'payment.started',
  'payment.expired',
  'refund.requested',
  'refund.completed',
  'refund.failed',
  'refund.accountRejected',
  'refund.manualTransfer',
  'refund.retryRequested',
  'refund.attemptFailed',
  // Coupons (lib/server/coupons, decision 0039): staff's changes, and each use applied, removed or returned.
  'coupon.created',
  'coupon.updated',
  'coupon.applied',
  'coupon.removed',
  'coupon.returned',
  // The back office (lib/server/admin, lib/server/admin-content).
  'admin.member.role',
  'admin.member.membership',
  'admin.inquiry.status',
  'admin.pricePolicy.update',
  'admin.message.resend',
  'post.created',
  'post.updated',
  'post.deleted',
  'faq.created',
  'faq.updated',
  'faq.deleted',
  'faq.reordered',
  'partnerShop.created',
  'partnerShop.updated',
  'partnerShop.activated',
  'partnerShop.deactivated',
  // A member's albums (lib/server/albums, issue #25).
  'album.created',
  'album.updated',
  'album.deleted',
  'album.cardsAdded',
  'album.cardRemoved',
  'album.cardsReordered',
  'album.cardFeatured',
  // A member's like of a public album or a feed item, and its undoing (lib/server/gallery, lib/server/feed, issue #25).
  'album.liked',
  'album.unliked',
  'feedItem.liked',
  'feedItem.unliked',
  // Staff hiding an album or a feed item from the public, and showing it again (lib/server/feed/moderation, issue #25).
  'album.hidden',
  'album.shownAgain',
  'feedItem.hidden',
  'feedItem.shownAgain',
  // Stored files deleted after the commit (lib/server/jobs/file-deletions.ts, decision 0027).
  'files.deletePending',
  'files.deleted',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS] | (typeof OTHER_AUDIT_ACTIONS)[number] | `payment.callback.${CallbackKind}`;

/** What a row is about: a model's name, or the file-deletion ticket. */
export const AUDIT_ENTITIES = [
  'Member',
  'GradingOrder',
  'GradingOrderItem',
  'Certificate',
  'Payment',
  'Image',
  'ShippingAddress',
  'ApiKey',
  'PartnerInquiry',
  'CostPolicy',
  'OutboxMessage',
  'Post',
  'FaqEntry',
  'PartnerShop',
  'Coupon',
  'Album',
  'FeedItem',
  'StoredFiles',
] as const;

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
