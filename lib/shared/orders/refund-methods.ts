// Which payments are refunded to a bank account the member gives us, and which go back by themselves
// (docs/product/payments.md#refunds; decision 0009): cards and wallets are refunded by the gateway to the
// card or wallet; bank-based payments need the member's refund account, and so does cash paid at a store's counter
// with ECPay's payment code (EC_PAY, decision 0037: nothing can return cash to a store payer).
import type { PaymentMethod } from '@/lib/server/db/generated/enums';

export const BANK_BASED_METHODS: readonly PaymentMethod[] = ['VIRTUAL_ACCOUNT', 'BANK_TRANSFER', 'REALTIME_BANK_TRANSFER', 'EC_PAY'];

export function needsRefundAccount(method: PaymentMethod): boolean {
  return BANK_BASED_METHODS.includes(method);
}
