// What the public gallery and an album's page show (issue #25): browser-safe shapes the server fills
// (lib/server/gallery/) and the components draw. The owner is named by nickname only: no e-mail, name or id.
import type { CardCategory } from '@/lib/server/db/generated/enums';
import type { GalleryView } from './paths';

/** One album on the gallery's page. */
export interface GalleryAlbum {
  id: number;
  name: string;
  nickname: string;
  likeCount: number;
  cardCount: number;
  /** The thumbnail card's front scan (its small size), or null when it has no scan yet. */
  thumbUrl: string | null;
}

export interface GalleryPage {
  view: GalleryView;
  albums: GalleryAlbum[];
  total: number;
  pageCount: number;
}

/** One card of a public album, as its page shows it. */
export interface PublicAlbumCard {
  serial: string;
  name: string;
  year: number | null;
  brand: string | null;
  setName: string | null;
  category: CardCategory;
  /** The grade as the label prints it: "10", "8.5", or "A" for authentic. */
  grade: string;
  voided: boolean;
  thumbUrl: string | null;
}

export interface PublicAlbum {
  id: number;
  name: string;
  description: string | null;
  nickname: string;
  /** The count when the page was cached; the like button shows the live one. */
  likeCount: number;
  publishedAt: string | null;
  thumbUrl: string | null;
  cards: PublicAlbumCard[];
}

/** GET/POST/DELETE /api/albums/[id]/like: the member's like (null for a guest) and the live count. */
export interface AlbumLikeState {
  liked: boolean | null;
  likeCount: number;
}
