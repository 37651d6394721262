// Staff hide an album or a feed item from the public, or show it again (issue #25). A hidden album leaves the gallery,
// its page and the feed (VISIBLE_ALBUM, visible-items.ts) but stays its owner's, who sees it on /account/albums with
// the reason; a hidden item leaves the feed only. One transaction each: the row, its audit row (who, why, the state
// before), and the owner's e-mail in their language through the outbox (decision 0026; none for the lab's own posts,
// nor for a withdrawn owner), and the page invalidations that tell every instance (decision 0027). After the commit
// this instance regenerates the pages showing it. Hiding what is hidden, or showing what is shown, changes nothing and
// tells nobody. Staff roles only (the route's, and checked here again).
import type { Db, Tx } from '@/lib/server/db/client';
import { type AuditActor, recordAudit } from '@/lib/server/audit/record-audit';
import { COMMUNITY_PATH, albumPath, galleryFirstPages } from '@/lib/shared/albums/paths';
import { isWithdrawn } from '@/lib/shared/members/standing';
import { localizedPath } from '@/lib/shared/routes';
import { inEveryLocale } from '@/lib/shared/static-pages';
import { STAFF_ROLES } from '@/lib/shared/staff/roles';
import type { Role } from '@/lib/server/db/generated/enums';
import { AppError } from '../../errors/app-error';
import { enqueueEmail } from '../../messaging/enqueue-message';
import { greetingName } from '../../messaging/order-email';
import { siteUrl } from '../../messaging/render-message';
import { recordPageInvalidations } from '../../static-pages/page-invalidations';
import { revalidatePages } from '../../static-pages/revalidate-pages';

const MY_ALBUMS = '/account/albums';

/** The cached pages an album shows on (revalidateAlbumPages' list): its page, the gallery's first pages, the feed. */
const albumPages = (albumId: number) => inEveryLocale([...galleryFirstPages(), COMMUNITY_PATH, albumPath(albumId)]);
const feedPages = () => inEveryLocale([COMMUNITY_PATH]);
const notFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

export interface ModerationSession {
  memberId: number;
  role: Role;
}

function staffActor(session: ModerationSession): AuditActor {
  if (!(STAFF_ROLES as readonly Role[]).includes(session.role)) throw new AppError('FORBIDDEN', 'Wrong access', 'errors:forbidden');
  return { id: session.memberId, role: session.role };
}

interface Owner {
  mbEmail: string;
  mbName: string | null;
  mbNick: string;
  language: string;
  mbStatus: string;
}
const OWNER_SELECT = { mbEmail: true, mbName: true, mbNick: true, language: true, mbStatus: true } as const;

async function tellOwner(tx: Tx, owner: Owner | null, template: string, params: Record<string, string>): Promise<void> {
  if (!owner || isWithdrawn(owner.mbStatus)) return;
  await enqueueEmail(tx, {
    to: owner.mbEmail,
    locale: owner.language,
    template,
    params: { name: greetingName(owner), url: siteUrl(localizedPath(MY_ALBUMS, owner.language)), ...params },
  });
}

/** Hides (reason given) or shows again (reason null) an album; answers whether anything changed. */
export async function setAlbumHidden(db: Db, session: ModerationSession, albumId: number, reason: string | null): Promise<{ changed: boolean }> {
  const actor = staffActor(session);
  const changed = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "Album" WHERE "id" = ${albumId} FOR UPDATE`;
    const album = await tx.album.findUnique({
      where: { id: albumId },
      select: { name: true, hiddenAt: true, hiddenReason: true, member: { select: OWNER_SELECT } },
    });
    if (!album) throw notFound();
    if ((reason !== null) === (album.hiddenAt !== null)) return false;
    await tx.album.update({
      where: { id: albumId },
      data: reason !== null ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
    });
    await recordAudit(tx, {
      actor,
      action: reason !== null ? 'album.hidden' : 'album.shownAgain',
      entity: 'Album',
      entityId: albumId,
      data: reason !== null ? { reason, name: album.name } : { name: album.name, previousReason: album.hiddenReason },
    });
    await tellOwner(tx, album.member, reason !== null ? 'albumHidden' : 'albumShownAgain', { album: album.name, ...(reason !== null ? { reason } : {}) });
    // Every instance's cache is told in the change's transaction (decision 0027), this one's regenerated after it.
    await recordPageInvalidations(tx, albumPages(albumId));
    return true;
  });
  if (changed) await revalidatePages(albumPages(albumId), { recordedInChange: true });
  return { changed };
}

/** Hides (reason given) or shows again (reason null) one feed item; answers whether anything changed. */
export async function setFeedItemHidden(db: Db, session: ModerationSession, itemId: number, reason: string | null): Promise<{ changed: boolean }> {
  const actor = staffActor(session);
  const changed = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT "id" FROM "FeedItem" WHERE "id" = ${itemId} FOR UPDATE`;
    const item = await tx.feedItem.findUnique({
      where: { id: itemId },
      select: {
        kind: true,
        hiddenAt: true,
        hiddenReason: true,
        member: { select: OWNER_SELECT },
        album: { select: { name: true } },
        certificate: { select: { playerName: true, serial: true } },
        post: { select: { slug: true } },
      },
    });
    if (!item) throw notFound();
    if ((reason !== null) === (item.hiddenAt !== null)) return false;
    await tx.feedItem.update({
      where: { id: itemId },
      data: reason !== null ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
    });
    const subject = item.certificate ? `${item.certificate.playerName} #${item.certificate.serial}` : (item.album?.name ?? item.post?.slug ?? '');
    await recordAudit(tx, {
      actor,
      action: reason !== null ? 'feedItem.hidden' : 'feedItem.shownAgain',
      entity: 'FeedItem',
      entityId: itemId,
      data: reason !== null ? { reason, kind: item.kind, subject } : { kind: item.kind, subject, previousReason: item.hiddenReason },
    });
    // The lab's own posts have no owner to tell.
    await tellOwner(tx, item.member, reason !== null ? 'feedItemHidden' : 'feedItemShownAgain', { subject, ...(reason !== null ? { reason } : {}) });
    await recordPageInvalidations(tx, feedPages());
    return true;
  });
  if (changed) await revalidatePages(feedPages(), { recordedInChange: true });
  return { changed };
}
