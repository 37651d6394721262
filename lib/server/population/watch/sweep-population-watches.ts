// Pop watch's e-mails (issue #25): run with the hourly sweeps (lib/server/jobs/sweeps.ts), it tells each member whose
// followed cards' populations changed since they were last told — in one e-mail listing every such card (old → new
// total, a link to the report) — and never more than once in 24 hours: a member told within the last day waits, and
// the changes gather into the next e-mail. Only active members are written to (not dormant, withdrawn or unverified).
// Safe on several instances at once: each member is handled in one transaction that locks their watches
// (`FOR UPDATE`, in id order) and then checks again that they are due, so a second instance that waited on the lock
// sees the first one's notifiedAt and sends nothing. The e-mail goes to the outbox in that same transaction
// (decision 0026): the watches are marked told if and only if the e-mail is queued.
import type { Db, Tx } from '@/lib/server/db/client';
import { populationSearchFor } from '@/lib/shared/certificates/population-report';
import { POPULATION_PATH } from '@/lib/shared/certificate';
import { cardTitle } from '@/lib/shared/orders/card-title';
import { WATCHING_PAGE } from '@/lib/shared/population-watch';
import { localizedPath } from '@/lib/shared/routes';
import { enqueueEmail } from '../../messaging/enqueue-message';
import { siteUrl } from '../../messaging/render-message';
import { greetingName } from '../../messaging/order-email';

export const WATCH_EMAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** Members per run; the rest wait for the next hour. */
const BATCH = 500;

function dayBefore(now: Date): string {
  return new Date(now.getTime() - WATCH_EMAIL_INTERVAL_MS).toISOString();
}

/** Members with a changed followed card and no pop-watch e-mail in the last 24 hours. */
async function dueMembers(db: Db, now: Date): Promise<number[]> {
  const rows = await db.$queryRaw<{ memberId: number }[]>`
    SELECT DISTINCT w."memberId" FROM "PopulationWatch" w
    JOIN "PopulationCard" c ON c."id" = w."populationCardId"
    JOIN "Member" m ON m."id" = w."memberId"
    WHERE c."lastChangedAt" > w."notifiedChangeAt" AND m."mbStatus" = 'APPROVED' AND m."withdrawnAt" IS NULL
      AND NOT EXISTS (SELECT 1 FROM "PopulationWatch" r WHERE r."memberId" = w."memberId" AND r."notifiedAt" > ${dayBefore(now)}::timestamp)
    ORDER BY w."memberId" LIMIT ${BATCH}`;
  return rows.map((row) => row.memberId);
}

/** Tells one member, if still due once their watches are locked; true when an e-mail was queued. */
async function tellMember(tx: Tx, memberId: number, now: Date): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 FROM "PopulationWatch" WHERE "memberId" = ${memberId} ORDER BY "populationCardId" FOR UPDATE`;
  const member = await tx.member.findFirst({
    where: { id: memberId, mbStatus: 'APPROVED', withdrawnAt: null },
    select: { mbEmail: true, mbName: true, mbNick: true, language: true },
  });
  if (!member) return false;
  const recent = await tx.populationWatch.count({ where: { memberId, notifiedAt: { gt: new Date(now.getTime() - WATCH_EMAIL_INTERVAL_MS) } } });
  if (recent > 0) return false;
  const watches = await tx.populationWatch.findMany({
    where: { memberId },
    orderBy: { populationCardId: 'asc' },
    select: {
      populationCardId: true,
      notifiedTotal: true,
      notifiedChangeAt: true,
      populationCard: {
        select: { cardCategory: true, year: true, brand: true, setName: true, cardNumber: true, playerName: true, total: true, lastChangedAt: true },
      },
    },
  });
  const changed = watches.filter((watch) => watch.populationCard.lastChangedAt > watch.notifiedChangeAt);
  if (changed.length === 0) return false;
  const lines = changed.map(({ notifiedTotal, populationCard: card }) => {
    const query = new URLSearchParams(
      populationSearchFor({ category: card.cardCategory, year: card.year, setName: card.setName, cardNumber: card.cardNumber, name: card.playerName }),
    );
    const title = cardTitle({ ...card, description: null });
    const link = siteUrl(`${localizedPath(POPULATION_PATH, member.language)}?${query}`);
    return `• ${title}: ${notifiedTotal} → ${card.total}\n  ${link}`;
  });
  await enqueueEmail(tx, {
    to: member.mbEmail,
    locale: member.language,
    template: 'popWatch',
    params: { name: greetingName(member), count: changed.length, cards: lines.join('\n'), stopUrl: siteUrl(localizedPath(WATCHING_PAGE, member.language)) },
  });
  for (const watch of changed) {
    await tx.populationWatch.update({
      where: { memberId_populationCardId: { memberId, populationCardId: watch.populationCardId } },
      data: { notifiedAt: now, notifiedTotal: watch.populationCard.total, notifiedChangeAt: watch.populationCard.lastChangedAt },
    });
  }
  return true;
}

/** The sweep: one e-mail per due member. Answers how many e-mails were queued. */
export async function sweepPopulationWatches(db: Db, now = new Date()): Promise<{ emails: number }> {
  let emails = 0;
  for (const memberId of await dueMembers(db, now)) {
    if (await db.$transaction((tx) => tellMember(tx, memberId, now))) emails += 1;
  }
  return { emails };
}
