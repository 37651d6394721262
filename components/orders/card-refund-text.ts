// "Refunded N for this card: <reason>" (issue #24): the card's line and its refund say the same sentence, in the
// page's language (myorders items.cardRefund, refund.reasons.*).
import type { Translate } from '@/lib/shared/i18n/translate';
import type { Locale } from '@/lib/shared/locale';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { CardRefundView } from '@/lib/shared/orders/card-refunds';
import { formatMoney } from '@/lib/shared/money';

export function cardRefundText(t: Translate, card: Pick<CardRefundView, 'amount' | 'reason'>, currency: Currency, locale: Locale): string {
  return t('items.cardRefund', { amount: formatMoney(card.amount, currency, locale), reason: t(`refund.reasons.${card.reason}`) });
}
