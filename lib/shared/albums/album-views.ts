// A member's own albums as /account/albums shows them (issue #25): browser-safe shapes the server fills
// (lib/server/albums/my-albums.ts). Unlike the public page (gallery-views.ts) they say what only the owner may know:
// private albums, why an album is hidden, which cards are shown in the feed.
import type { CardCategory } from '@/lib/server/db/generated/enums';
import type { PublishRefusal } from './album-rules';

export interface MyAlbum {
  id: number;
  name: string;
  description: string;
  isPublic: boolean;
  /** Staff hid it from the gallery and the feed (the owner still sees it), with their reason. */
  hidden: { at: string; reason: string | null } | null;
  cardCount: number;
  likeCount: number;
  thumbnailCertificateId: number | null;
  thumbUrl: string | null;
  publishedAt: string | null;
  updatedAt: string;
  /** Why the album cannot be public now (album-rules.ts), or null. */
  publishRefusal: PublishRefusal | null;
}

export interface MyAlbumCard {
  certificateId: number;
  serial: string;
  name: string;
  year: number | null;
  setName: string | null;
  category: CardCategory;
  /** As the label prints it: "10", "8.5", "A". */
  grade: string;
  voided: boolean;
  thumbUrl: string | null;
  /** Shown in the community feed (only while the album is public). */
  featured: boolean;
}

export interface MyAlbumDetail extends MyAlbum {
  cards: MyAlbumCard[];
}

/** One of the member's certificates that can be added (not yet in the album). */
export interface AlbumCandidate {
  certificateId: number;
  serial: string;
  name: string;
  grade: string;
  category: CardCategory;
  year: number | null;
}
