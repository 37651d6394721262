// POST /api/admin/certificates/[serial]/correct: an admin corrects the card a published certificate names
// (docs/product/certificates.md#staff-corrections) — category, sports type, year, brand, set, number, player or card
// name. When the canonical card changes (docs/product/certificates.md#same-card) the labels out there no longer sign
// what the record says: they are superseded at once (CORRECTION) and the certificate moves to the other card's
// population (population-counters.ts). A change of spacing or letter case (or of the sports type, which no label
// signs) keeps the card: nothing is superseded or moved (docs/decisions/0012-label-signature.md). One transaction on
// the locked certificate (certificate-action.ts) with an AuditLog row of the old and new card and the reason; the
// public page is regenerated after the commit.
import { recordAudit } from '@/lib/server/audit/record-audit';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import { canonicalCard } from '@/lib/shared/certificates/same-card';
import type { StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';
import { AUDIT_ACTIONS } from '@/lib/shared/lab/audit-actions';
import { cardLine } from '@/lib/shared/lab/label-text';
import type { CorrectionInput } from '@/lib/shared/schemas/certificate-admin';
import { type CertificateSession, runCertificateAction } from './certificate-action';
import { certificateVoided, nothingChanged, notPublished } from './certificate-errors';
import { revalidateCertificatePages } from './certificate-pages';
import { getStaffCertificate } from './get-staff-certificate';
import { supersedeLabels } from './label-generations';
import { labelFacts } from './label-signature';
import { updateCounts } from './population-counters';

const CARD_FIELDS = ['cardCategory', 'sportsType', 'year', 'brand', 'setName', 'cardNumber', 'playerName'] as const;

/** The card as the audit trail names it: category, then the label's card line. */
const cardText = (card: Parameters<typeof cardLine>[0] & { cardCategory: string }) => `${card.cardCategory} · ${cardLine(card)}`;

/** A blank text field is no value, as the certificate records it. */
const orNull = (text: string | null | undefined) => (text ? text : null);

export async function correctCertificate(
  db: Db,
  session: CertificateSession,
  serial: string,
  input: CorrectionInput,
  now = new Date(),
): Promise<StaffCertificateDetail> {
  await runCertificateAction(db, session, serial, input.expectedState, 'admin', async (tx, { certificate, actor }) => {
    if (certificate.publishedAt === null) throw notPublished();
    if (certificate.voidedAt !== null) throw certificateVoided();
    const corrected = {
      cardCategory: input.cardCategory,
      sportsType: input.sportsType,
      year: input.year ?? null,
      brand: orNull(input.brand),
      setName: orNull(input.setName),
      cardNumber: orNull(input.cardNumber),
      playerName: input.playerName,
    };
    const before = Object.fromEntries(CARD_FIELDS.map((field) => [field, certificate[field]]));
    if (CARD_FIELDS.every((field) => before[field] === corrected[field])) throw nothingChanged();

    const updated = await tx.certificate.update({ where: { id: certificate.id }, data: corrected });
    const otherCard = canonicalCard(certificate) !== canonicalCard(updated);
    if (otherCard) {
      await supersedeLabels(tx, { ...certificate, ...labelFacts(certificate) }, 'CORRECTION', now);
      await updateCounts(tx, [updated], now);
    }
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.corrected,
      entity: 'Certificate',
      entityId: serial,
      data: {
        from: cardText(certificate),
        to: cardText(updated),
        reason: input.reason,
        otherCard,
        labelsSuperseded: otherCard,
        before,
        after: corrected,
      } as Prisma.InputJsonObject,
    });
  });
  await revalidateCertificatePages([serial]);
  return getStaffCertificate(db, session, serial);
}
