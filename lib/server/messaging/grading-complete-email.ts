// The member's gradingComplete e-mail (docs/product/order-lifecycle.md#order-events-and-notifications): besides the
// link to the order, every certificate of the order with its card and grade — "A" said in words (authentic, below
// the minimum grade asked for) — so the member reads the result in the e-mail itself (issue #24). Written to the
// outbox in the scoring step's transaction (advance-order.ts, decision 0026).
import type { DbOrTx } from '@/lib/server/db/client';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import type { Locale } from '@/lib/shared/locale';
import { cardTitle } from '@/lib/shared/orders/card-title';
import { translateServer } from '../i18n/translate-server';
import { enqueueOrderEmail } from './order-email';

interface CertificateLine {
  serial: string;
  grade: number | null;
  authentic: boolean;
  autoGrade: number | null;
  /** Null only for a certificate without an order line, which this order's query never returns. */
  gradingOrderItem: {
    position: number;
    year: number | null;
    brand: string | null;
    setName: string | null;
    playerName: string | null;
    cardNumber: string | null;
    description: string | null;
    minimumGrade: number | null;
  } | null;
}

/** One line per certificate: "1. 1999 Pokémon Base Charizard #4 — 7000001: 9.5" in the member's language. */
export function resultLines(certificates: readonly CertificateLine[], locale: Locale): string {
  return certificates
    .flatMap((certificate) => {
      const item = certificate.gradingOrderItem;
      if (!item) return [];
      const card = cardTitle(item);
      const grade =
        certificate.grade !== null
          ? certificate.grade.toString()
          : certificate.authentic
            ? item.minimumGrade !== null
              ? translateServer(locale, 'mail:gradingComplete.authentic', { mark: AUTHENTIC_MARK, minimum: item.minimumGrade.toString() })
              : translateServer(locale, 'mail:gradingComplete.authenticOnly', { mark: AUTHENTIC_MARK })
            : '—';
      const auto = certificate.autoGrade !== null ? translateServer(locale, 'mail:gradingComplete.autoGrade', { grade: certificate.autoGrade.toString() }) : '';
      return [`${item.position + 1}. ${card} — ${certificate.serial}: ${grade}${auto}`];
    })
    .join('\n');
}

export async function enqueueGradingComplete(db: DbOrTx, orderId: number): Promise<boolean> {
  const certificates = await db.certificate.findMany({
    where: { gradingOrderItem: { gradingOrderId: orderId } },
    orderBy: [{ gradingOrderItem: { position: 'asc' } }, { id: 'asc' }],
    select: {
      serial: true,
      grade: true,
      authentic: true,
      autoGrade: true,
      gradingOrderItem: {
        select: { position: true, year: true, brand: true, setName: true, playerName: true, cardNumber: true, description: true, minimumGrade: true },
      },
    },
  });
  return enqueueOrderEmail(db, orderId, 'gradingComplete', (_order, locale) => ({ results: resultLines(certificates, locale), count: certificates.length }));
}
