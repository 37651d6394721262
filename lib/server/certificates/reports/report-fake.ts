// POST /api/certificates/[serial]/reports (docs/product/certificates.md#reports-of-suspected-fakes): anyone reports a
// suspected fake of a published certificate — where it was offered, what they noticed, optionally an e-mail for
// staff's questions. A solved proof of work (good once) and LIMITS.fakeReportIp per address keep floods out; the
// report is an entry of the suspicious-certificates queue (CertificateFlag REPORT) with an audit row, in one
// transaction. While it is open the page's verdict on a genuine code is "reported", so the page is regenerated after
// the commit. The answer carries a short-lived token for the photos (add-report-photo.ts).
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { FakeReportInput, FakeReportReceipt } from '@/lib/shared/schemas/fake-report';
import { FAKE_REPORT_ERRORS } from '@/lib/shared/schemas/fake-report';
import type { RequestMeta } from '../../api/route';
import { AppError } from '../../errors/app-error';
import { spendCaptcha } from '../../security/captcha';
import { consume } from '../../security/rate-limit';
import { revalidateCertificatePages } from '../certificate-pages';
import { reportPhotoToken } from './report-photo-token';

export const certificateNotFound = () => new AppError('NOT_FOUND', 'No certificate with this serial.', 'cert:errors.notFoundTitle');
const captchaRefused = () => new AppError('BAD_REQUEST', 'CAPTCHA required', FAKE_REPORT_ERRORS.captchaRequired);

export async function reportFake(db: Db, serial: string, input: FakeReportInput, meta: Pick<RequestMeta, 'ip'>, now = new Date()): Promise<FakeReportReceipt> {
  const certificate = await db.certificate.findFirst({ where: { serial, publishedAt: { not: null } }, select: { id: true } });
  if (!certificate) throw certificateNotFound();
  await consume('fakeReportIp', meta.ip);
  if (!(await spendCaptcha(db, input.captcha, 'report', now.getTime()))) throw captchaRefused();
  const report = await db.$transaction(async (tx) => {
    const flag = await tx.certificateFlag.create({
      data: {
        certificateId: certificate.id,
        source: 'REPORT',
        offeredAt: input.offeredAt,
        note: input.note ?? null,
        contactEmail: input.contactEmail ?? null,
        createdAt: now,
      },
      select: { id: true },
    });
    // The audit row names the report, not the reporter: the e-mail stays in one place.
    await recordAudit(tx, { actor: null, action: AUDIT_ACTIONS.fakeReported, entity: 'Certificate', entityId: serial, data: { flagId: flag.id } });
    return flag;
  });
  await revalidateCertificatePages([serial]);
  return { reportId: report.id, ...reportPhotoToken(report.id, now) };
}
