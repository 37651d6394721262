// The next moment the public notices or events change without an edit (docs/product/storefront.md#content-pages): a
// scheduled post goes public at publishedAt, an event becomes ongoing at startsAt and ended after endsAt. Cached pages
// are regenerated then (docs/decisions/0014-static-pages.md).
import type { DbOrTx } from '@/lib/server/db/client';
import type { PostKind } from '@/lib/server/db/generated/enums';

export async function nextPostChange(db: DbOrTx, kind: PostKind, now: Date): Promise<Date | null> {
  const after = { gt: now };
  const [published, starts, ends] = await Promise.all([
    db.post.findFirst({ where: { kind, publishedAt: after }, orderBy: { publishedAt: 'asc' }, select: { publishedAt: true } }),
    kind === 'EVENT' ? db.post.findFirst({ where: { kind, startsAt: after }, orderBy: { startsAt: 'asc' }, select: { startsAt: true } }) : null,
    kind === 'EVENT' ? db.post.findFirst({ where: { kind, endsAt: after }, orderBy: { endsAt: 'asc' }, select: { endsAt: true } }) : null,
  ]);
  const moments = [published?.publishedAt, starts?.startsAt, ends?.endsAt].filter((moment): moment is Date => moment instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((moment) => moment.getTime()))) : null;
}
