// /api/albums/[id]/like (issue #25): GET the live count and the member's like (null for a guest; the album page's like
// button reads it after load), POST to like, DELETE to unlike. Liking needs a login (401 "login required to like");
// a private, hidden or unknown album is the same 404. Never cached: the count is live.
import { getAlbumLikeState, likeAlbum, unlikeAlbum } from '@/lib/server/gallery/album-likes';
import { albumIdOf, likeRoute } from '@/lib/server/gallery/like-route';

export const config = { api: { bodyParser: false } };

export default likeRoute({ idOf: albumIdOf, state: getAlbumLikeState, like: likeAlbum, unlike: unlikeAlbum });
