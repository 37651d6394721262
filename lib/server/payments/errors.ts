// The payment messages of docs/product/errors-and-messages.md#payments as AppErrors: English text from
// locales/en/payments.json (the contract's wording), the key for clients that translate, and a code of their own for
// the browser.
import type { ErrorCode } from '@/lib/shared/errors';
import { PAYMENT_ERRORS } from '@/lib/shared/payments';
import { AppError } from '../errors/app-error';
import { translateServer } from '../i18n/translate-server';

const CODES: Record<keyof typeof PAYMENT_ERRORS, ErrorCode> = {
  failed: 'PAYMENT_FAILED',
  overMax: 'ORDER_OVER_MAX',
  amountUnavailable: 'PAYMENT_AMOUNT_UNAVAILABLE',
  notFound: 'NOT_FOUND',
  alreadyPaid: 'ORDER_ALREADY_PAID',
  methodRequired: 'BAD_REQUEST',
};

export function paymentError(name: keyof typeof PAYMENT_ERRORS): AppError {
  const key = PAYMENT_ERRORS[name];
  return new AppError(CODES[name], translateServer('en', key), key);
}
