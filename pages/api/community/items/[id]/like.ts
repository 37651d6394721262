// /api/community/items/[id]/like (issue #25): GET the live count and the member's like (null for a guest), POST to like,
// DELETE to unlike a card or post of the community feed. Liking needs a login (401 "login required to like", the
// gallery's words); a hidden, invisible, unknown or album item is the same 404 (an album is liked at
// /api/albums/[id]/like). Never cached: the count is live.
import { feedItemIdOf, getFeedLikeState, likeFeedItem, unlikeFeedItem } from '@/lib/server/feed/feed-likes';
import { likeRoute } from '@/lib/server/gallery/like-route';

export const config = { api: { bodyParser: false } };

export default likeRoute({ idOf: feedItemIdOf, state: getFeedLikeState, like: likeFeedItem, unlike: unlikeFeedItem });
