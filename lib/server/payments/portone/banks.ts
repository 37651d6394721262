// Our Korean bank ids (lib/shared/orders/banks.ts, decision 0009: "KR-" + the 금융결제원 three-digit code) and PortOne's
// Bank names (the SDK's common/Bank type, e.g. KOOKMIN): a refund account goes to PortOne by its name
// (cancelPayment's refundAccount.bank), and a virtual account PortOne issued is shown by our name for the bank.
import type { Bank } from '@portone/server-sdk/common';
import { bankById } from '@/lib/shared/orders/banks';

const PORTONE_BANK: Readonly<Record<string, Bank>> = {
  'KR-002': 'KDB',
  'KR-003': 'IBK',
  'KR-004': 'KOOKMIN',
  'KR-007': 'SUHYUP',
  'KR-011': 'NONGHYUP',
  'KR-020': 'WOORI',
  'KR-023': 'STANDARD_CHARTERED',
  'KR-027': 'CITI',
  'KR-031': 'DAEGU',
  'KR-032': 'BUSAN',
  'KR-034': 'KWANGJU',
  'KR-035': 'JEJU',
  'KR-037': 'JEONBUK',
  'KR-039': 'KYONGNAM',
  'KR-045': 'KFCC',
  'KR-048': 'SHINHYUP',
  'KR-071': 'POST',
  'KR-081': 'HANA',
  'KR-088': 'SHINHAN',
  'KR-089': 'K_BANK',
  'KR-090': 'KAKAO',
  'KR-092': 'TOSS',
};

/** PortOne's name for one of our bank ids; undefined for a bank PortOne cannot pay into (a Taiwanese one). */
export function portoneBank(bankId: string): Bank | undefined {
  return Object.hasOwn(PORTONE_BANK, bankId) ? PORTONE_BANK[bankId] : undefined;
}

/** How a virtual account's bank is shown ("004 KB Kookmin Bank", as the sandbox's); PortOne's own name otherwise. */
export function bankLabel(bank: string | undefined): string {
  const id = Object.keys(PORTONE_BANK).find((key) => PORTONE_BANK[key] === bank);
  const known = id ? bankById(id) : undefined;
  return known && id ? `${id.slice(3)} ${known.names.en}` : (bank ?? 'unknown bank');
}
