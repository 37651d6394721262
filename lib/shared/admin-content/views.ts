// What the content tools' API answers and their pages receive (issue #10): dates as ISO strings, every language's
// texts present ('' where a language is not written), so the forms start from them as they are.
import type { PartnerShopInput } from '@/lib/shared/schemas/admin-content/partner-shop';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import type { FaqEntryInput, FaqTopic } from '@/lib/shared/schemas/admin-content/faq';
import type { EventStatus } from '../content';
import type { Locale } from '../locale';

/** A notice or event in the admin list. */
export interface AdminPostRow {
  id: number;
  kind: PostInput['kind'];
  slug: string;
  pinned: boolean;
  publishedAt: string;
  startsAt: string | null;
  endsAt: string | null;
  updatedAt: string;
  /** The zh-TW title (the one every post has). */
  title: string;
  /** The languages it is written in. */
  languages: Locale[];
  /** Dated in the future: not yet on the public pages. */
  scheduled: boolean;
  /** Events only. */
  eventStatus: EventStatus | null;
}

export interface AdminPostList {
  kind: PostInput['kind'];
  page: number;
  pageSize: number;
  total: number;
  posts: AdminPostRow[];
}

/** One post as the editor loads it. */
export interface AdminPost extends PostInput {
  id: number;
  createdAt: string;
  updatedAt: string;
}

export interface AdminFaqEntry extends FaqEntryInput {
  id: number;
  sortOrder: number;
}

export interface AdminFaqGroup {
  topic: FaqTopic | string;
  entries: AdminFaqEntry[];
}

export interface AdminPartnerShop extends Omit<PartnerShopInput, 'country'> {
  id: number;
  /** ISO 3166 code; rows written before the tools may hold one the form does not offer. */
  country: string;
}
