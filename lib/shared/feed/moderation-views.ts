// The back office's community page (issue #25): recent feed items and public albums, hidden or not, with what staff
// need to decide — browser-safe shapes the server fills (lib/server/feed/moderation/).
import type { FeedItemKind } from '@/lib/server/db/generated/enums';

export interface ModerationItem {
  id: number;
  kind: FeedItemKind;
  createdAt: string;
  /** The album's name, the card's name, or the post's zh-TW title. */
  title: string;
  /** The public page it links to (album, certificate, notice or event). */
  href: string;
  /** The owner's nickname and member id (staff see whose it is); null for the lab's posts. */
  owner: { nickname: string; mbId: string } | null;
  likeCount: number;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface ModerationAlbum {
  id: number;
  name: string;
  href: string;
  owner: { nickname: string; mbId: string };
  publishedAt: string | null;
  likeCount: number;
  hiddenAt: string | null;
  hiddenReason: string | null;
}

export interface CommunityModerationView {
  items: ModerationItem[];
  albums: ModerationAlbum[];
}

export const MODERATION_LIST_SIZE = 50;
