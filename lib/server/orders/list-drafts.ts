// GET /api/orders/drafts: the member's drafts saved on the server (TEMP_SAVED orders), newest first, in
// the wizard's draft shape so another device can resume one. Photos stay with the device that uploaded
// them: a resumed draft asks for its photos again.
import type { DbOrTx } from '@/lib/server/db/client';
import type { Currency, SubmitType } from '@/lib/server/db/generated/enums';
import { type DraftCardLine, type DraftOrderType, type OrderDraft, newCardLine } from '@/lib/shared/orders/draft';
import type { Actor } from '../auth/access-token';
import { cardSummary } from './check-reholder-serial';
import { MAX_DRAFTS } from './save-draft';

export type ResumableDraft = Omit<OrderDraft, 'version' | 'idempotencyKey' | 'submittedOrderNumber' | 'photos'>;

export interface DraftSummary {
  id: number;
  orderNumber: string;
  submitType: SubmitType;
  currency: Currency;
  totalQt: number;
  totalAmount: number;
  updatedAt: string;
  draft: ResumableDraft;
}

export async function listDrafts(db: DbOrTx, session: Actor): Promise<DraftSummary[]> {
  const orders = await db.gradingOrder.findMany({
    where: { memberId: session.memberId, gradingOrderStatus: 'TEMP_SAVED' },
    include: { gradingOrderItems: { orderBy: { position: 'asc' } } },
    orderBy: [{ updatedAt: 'desc' }, { id: 'desc' }],
    take: MAX_DRAFTS,
  });
  const serials = orders.flatMap((order) => order.gradingOrderItems.flatMap((item) => (item.serialNumber ? [item.serialNumber] : [])));
  const certificates = serials.length ? await db.certificate.findMany({ where: { serial: { in: serials } } }) : [];
  const bySerial = new Map(certificates.map((certificate) => [certificate.serial, certificate]));

  return orders.map((order) => {
    const reholder = order.submitType === 'REHOLDER';
    const lines: DraftCardLine[] = reholder
      ? []
      : order.gradingOrderItems.map((item) =>
          newCardLine({
            cardCategory: item.cardCategory,
            sportsType: item.sportsType,
            year: item.year,
            cardNumber: item.cardNumber ?? '',
            setName: item.setName ?? '',
            brand: item.brand ?? '',
            playerName: item.playerName ?? '',
            description: item.description ?? '',
            signer: item.signer ?? '',
            quantity: item.quantity,
            minimumGrade: item.minimumGrade,
            isAuto: item.isAuto,
            casing: item.casing,
          }),
        );
    const reholderCards = reholder
      ? order.gradingOrderItems.flatMap((item) => {
          const certificate = item.serialNumber ? bySerial.get(item.serialNumber) : undefined;
          return item.serialNumber ? [{ serialNumber: item.serialNumber, card: certificate ? cardSummary(certificate) : null }] : [];
        })
      : [];
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      submitType: order.submitType,
      currency: order.currency,
      totalQt: order.totalQt,
      totalAmount: order.totalAmount,
      updatedAt: order.updatedAt.toISOString(),
      draft: {
        draftId: order.id,
        submitType: order.submitType,
        orderType: (['REG', 'EXP', 'BULK'].includes(order.gradingOrderType) ? order.gradingOrderType : 'REG') as DraftOrderType,
        currency: order.currency,
        lines,
        reholderCards,
        photoUploadAgreement: false,
        shippingMethod: order.shippingMethod,
        shippingAddressId: order.shippingAddressId,
        cautionAgreement: order.cautionAgreement,
        paymentMethod: order.paymentMethod,
        serviceAgreementChecked: order.serviceAgreementChecked,
      },
    };
  });
}
