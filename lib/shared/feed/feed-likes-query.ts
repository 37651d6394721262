// GET /api/community/likes?items=1,2&albums=3 (issue #25): the signed-in member's likes and the live counts of the feed
// items on their screen, asked once per page of the feed rather than once per heart (decision 0036 "Likes"). Ids come
// as comma-separated text, at most FEED_LIKES_MAX of each — two pages' worth; anything else is refused (400).
import { type InferType, object, string } from 'yup';
import type { FeedLikeState } from './feed-views';

export const FEED_LIKES_PATH = '/api/community/likes';
export const FEED_LIKES_MAX = 40;

const ID = '[1-9]\\d{0,9}';
const ID_LIST = new RegExp(`^(${ID}(,${ID}){0,${FEED_LIKES_MAX - 1}})?$`);
const INVALID = 'errors:invalidRequest';

const idList = () => string().default('').matches(ID_LIST, INVALID);

export const feedLikesQuerySchema = object({ items: idList(), albums: idList() });
export type FeedLikesQuery = InferType<typeof feedLikesQuerySchema>;

/** The ids of a list as the query spells it ('' → none); ids beyond a 32-bit integer are dropped (they match nothing). */
export function idsOf(list: string): number[] {
  return list === '' ? [] : [...new Set(list.split(',').map(Number))].filter((id) => id <= 2_147_483_647);
}

/** The query for the items on screen: card and post items by their own id, album items by their album's. */
export function feedLikesQuery(ids: { items: readonly number[]; albums: readonly number[] }): Record<'items' | 'albums', string> {
  return { items: ids.items.join(','), albums: ids.albums.join(',') };
}

/** The answer, keyed by id: only what the world may see is there (a hidden or unknown id is left out). */
export interface FeedLikesAnswer {
  items: Record<string, FeedLikeState>;
  albums: Record<string, FeedLikeState>;
}
