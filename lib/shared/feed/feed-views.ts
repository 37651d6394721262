// What the community feed shows (issue #25): browser-safe shapes the server fills (lib/server/feed/) and the page and
// its "more" island draw. Members are named by nickname only: no e-mail, name or id.
import type { PostKind } from '@/lib/server/db/generated/enums';

interface FeedEntryBase {
  id: number;
  /** ISO time the item joined the feed (a post: its publishedAt). */
  createdAt: string;
  likeCount: number;
}

/** An album made public: the like is the album's own (/api/albums/[id]/like). */
export interface FeedAlbumEntry extends FeedEntryBase {
  kind: 'ALBUM';
  album: { id: number; name: string; nickname: string; cardCount: number; thumbUrl: string | null };
}

/** A card its owner shows, from one of their public albums. */
export interface FeedCardEntry extends FeedEntryBase {
  kind: 'CARD';
  card: { serial: string; name: string; grade: string; voided: boolean; thumbUrl: string | null };
  album: { id: number; name: string };
  nickname: string;
}

/** A notice or event of the lab, in the reader's language (else zh-TW). */
export interface FeedPostEntry extends FeedEntryBase {
  kind: 'POST';
  post: { kind: PostKind; slug: string; title: string; summary: string };
}

export type FeedEntry = FeedAlbumEntry | FeedCardEntry | FeedPostEntry;

export interface FeedPage {
  items: FeedEntry[];
  /** The next page's cursor (GET /api/community?cursor=…), or null at the end. */
  nextCursor: string | null;
}

export const FEED_PAGE_SIZE = 20;
export const COMMUNITY_API_PATH = '/api/community';

export function feedLikeApiPath(itemId: number): string {
  return `/api/community/items/${itemId}/like`;
}

/** A notice's or event's public address. */
export function postPath(post: { kind: PostKind; slug: string }): string {
  return `/${post.kind === 'EVENT' ? 'events' : 'notices'}/${post.slug}`;
}

/** GET/POST/DELETE /api/community/items/[id]/like: the member's like (null for a guest) and the live count. */
export interface FeedLikeState {
  liked: boolean | null;
  likeCount: number;
}

/** The keyset cursor: the last item's (createdAt, id), as `<epoch ms>-<id>`. */
export function encodeFeedCursor(item: { createdAt: string | Date; id: number }): string {
  return `${new Date(item.createdAt).getTime()}-${item.id}`;
}

/** The cursor's position, or null for anything that is not one (the API then answers the first page's 400). */
export function decodeFeedCursor(value: unknown): { createdAt: Date; id: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,15})-([1-9]\d{0,9})$/.exec(value);
  if (!match) return null;
  const id = Number(match[2]);
  const createdAt = new Date(Number(match[1]));
  if (id > 2_147_483_647 || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/** A feed item's id as its address spells it, or null. */
export function parseFeedItemId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
