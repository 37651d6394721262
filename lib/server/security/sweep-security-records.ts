// The hourly sweep of abuse-control records: spent CAPTCHA challenges past their expiry (they can no longer
// be replayed anyway) and rate-limit windows that have ended (rate-limit.ts keeps them in the database so
// every instance counts together; without this, every address ever seen would stay a row).
import type { Db } from '@/lib/server/db/client';

export async function sweepSecurityRecords(db: Db, now: Date): Promise<Record<string, number>> {
  const captchas = await db.usedCaptcha.deleteMany({ where: { expiresAt: { lt: now } } });
  const limits = await db.rateLimiterFlexible.deleteMany({ where: { expire: { lt: now } } });
  return { spentCaptchas: captchas.count, endedLimitWindows: limits.count };
}
