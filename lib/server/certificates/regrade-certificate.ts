// POST /api/admin/certificates/[serial]/regrade: an admin regrades a published certificate
// (docs/product/certificates.md#staff-corrections) — new subgrades, measured centering and the autograph grade, and
// the shared gradeCard() decides the grade, the centering cap and the "A" mark exactly as the lab's score does
// (docs/product/grading.md#final-grade-rule, docs/product/grading.md#minimum-grade-and-the-a-mark: with the minimum
// the member asked for on the card's line). One transaction on the locked certificate (certificate-action.ts): the
// record, its labels superseded at once when the grade they sign changed (label-generations.ts: a scan of one then
// says "superseded on D" with the new grade), the population moved (population-counters.ts) and an AuditLog row with
// the old and new values and the reason. gradedAt stays the date the card was graded; the regrade's date is the
// audit row's and the superseded label's (docs/decisions/0023-certificate-corrections.md). The public page is
// regenerated after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { gradeCard } from '@/lib/shared/grading/final-grade';
import type { Grade } from '@/lib/shared/grading/scale';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import type { RegradeInput } from '@/lib/shared/schemas/certificate-admin';
import { fieldErrors } from '../orders/order-errors';
import { type CertificateSession, runCertificateAction } from './certificate-action';
import { certificateVoided, nothingChanged, notPublished } from './certificate-errors';
import { revalidateCertificatePages } from './certificate-pages';
import { getStaffCertificate } from './get-staff-certificate';
import { supersedeLabels } from './label-generations';
import { gradeText, labelFacts } from './label-signature';
import { updateCounts } from './population-counters';

const GRADED_FIELDS = [
  'grade',
  'authentic',
  'surface',
  'edges',
  'corners',
  'centering',
  'centeringFrontLR',
  'centeringFrontTB',
  'centeringBackLR',
  'centeringBackTB',
  'autoGrade',
] as const;
type Graded = Record<(typeof GRADED_FIELDS)[number], unknown>;
const gradedOf = (record: Graded) => Object.fromEntries(GRADED_FIELDS.map((field) => [field, record[field]])) as Graded;

export async function regradeCertificate(
  db: Db,
  session: CertificateSession,
  serial: string,
  input: RegradeInput,
  now = new Date(),
): Promise<StaffCertificateDetail> {
  await runCertificateAction(db, session, serial, input.expectedState, 'admin', async (tx, { certificate, actor }) => {
    if (certificate.publishedAt === null) throw notPublished();
    if (certificate.voidedAt !== null) throw certificateVoided();
    // The autograph has its own grade exactly when the card was submitted for one (docs/product/grading.md#autograph-grade).
    if (certificate.isAuto && input.autoGrade == null) throw fieldErrors([{ path: 'autoGrade', key: 'labApi:errors.autoGradeRequired' }]);
    if (!certificate.isAuto && input.autoGrade != null) throw fieldErrors([{ path: 'autoGrade', key: 'labApi:errors.autoGradeNotAuto' }]);

    const measured = Boolean(input.centeringFrontLR && input.centeringFrontTB);
    const result = gradeCard({
      subgrades: { surface: input.surface, edges: input.edges, corners: input.corners, centering: input.centering },
      centering: measured
        ? { frontLR: input.centeringFrontLR, frontTB: input.centeringFrontTB, backLR: input.centeringBackLR, backTB: input.centeringBackTB }
        : null,
      minimumGrade: (certificate.gradingOrderItem?.minimumGrade ?? null) as Grade | null,
      autograph: input.autoGrade ?? null,
    });
    const regraded = {
      grade: result.grade,
      authentic: result.authentic,
      ...result.subgrades,
      centeringFrontLR: measured ? input.centeringFrontLR : null,
      centeringFrontTB: measured ? input.centeringFrontTB : null,
      centeringBackLR: measured ? input.centeringBackLR || null : null,
      centeringBackTB: measured ? input.centeringBackTB || null : null,
      autoGrade: result.autoGrade,
    };
    const before = gradedOf(certificate);
    if (JSON.stringify(before) === JSON.stringify(gradedOf(regraded))) throw nothingChanged();

    const updated = await tx.certificate.update({ where: { id: certificate.id }, data: regraded });
    // The label signs the grade only (decision 0012): new subgrades under the same grade leave it verifying.
    const resigned = gradeText(certificate) !== gradeText(updated);
    if (resigned) await supersedeLabels(tx, { ...certificate, ...labelFacts(certificate) }, 'REGRADE', now);
    await updateCounts(tx, [updated], now);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.regraded,
      entity: 'Certificate',
      entityId: serial,
      data: {
        from: gradeText(certificate),
        to: gradeText(updated),
        reason: input.reason,
        regradedAt: now.toISOString(),
        labelsSuperseded: resigned,
        numericGrade: result.numericGrade,
        centeringCap: result.centeringCap,
        capped: result.capped,
        before,
        after: gradedOf(updated),
      } as Prisma.InputJsonObject,
    });
  });
  await revalidateCertificatePages([serial]);
  return getStaffCertificate(db, session, serial);
}
