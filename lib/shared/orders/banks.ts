// Banks a refund can be sent to, by the order's currency (decision 0009): Korean banks for KRW orders
// (국민 first and preselected: docs/product/payments.md#refund-account), Taiwanese banks with their
// three-digit codes for TWD orders. Names are proper nouns written for each language here (data, not UI
// copy). The stored value is the id ("KR-004"): the same code means different banks in the two countries.
import type { Currency } from '@/lib/server/db/generated/enums';
import type { Locale } from '../locale';

export interface Bank {
  id: string;
  names: Record<Locale, string>;
}

const bank = (id: string, zh: string, en: string, ko: string): Bank => ({ id, names: { 'zh-TW': zh, en, ko } });

export const KOREAN_BANKS: readonly Bank[] = [
  bank('KR-004', '國民銀行', 'KB Kookmin Bank', '국민'),
  bank('KR-088', '新韓銀行', 'Shinhan Bank', '신한'),
  bank('KR-020', '友利銀行', 'Woori Bank', '우리'),
  bank('KR-081', '韓亞銀行', 'Hana Bank', '하나'),
  bank('KR-011', '農協銀行', 'NongHyup Bank', '농협'),
  bank('KR-003', '企業銀行', 'IBK Industrial Bank of Korea', '기업'),
  bank('KR-023', '渣打銀行（韓國）', 'SC First Bank', 'SC제일'),
  bank('KR-027', '花旗銀行（韓國）', 'Citibank Korea', '씨티'),
  bank('KR-031', 'iM 銀行（大邱）', 'iM Bank (Daegu)', 'iM뱅크(대구)'),
  bank('KR-032', '釜山銀行', 'Busan Bank', '부산'),
  bank('KR-034', '光州銀行', 'Gwangju Bank', '광주'),
  bank('KR-035', '濟州銀行', 'Jeju Bank', '제주'),
  bank('KR-037', '全北銀行', 'Jeonbuk Bank', '전북'),
  bank('KR-039', '慶南銀行', 'Kyongnam Bank', '경남'),
  bank('KR-007', '水協銀行', 'Suhyup Bank', '수협'),
  bank('KR-002', '產業銀行', 'Korea Development Bank', '산업'),
  bank('KR-045', '新村金庫', 'MG Saemaul Geumgo', '새마을금고'),
  bank('KR-048', '信協', 'Shinhyup', '신협'),
  bank('KR-071', '韓國郵政', 'Korea Post', '우체국'),
  bank('KR-089', 'K Bank', 'K Bank', '케이뱅크'),
  bank('KR-090', 'Kakao Bank', 'KakaoBank', '카카오뱅크'),
  bank('KR-092', 'Toss Bank', 'Toss Bank', '토스뱅크'),
];

export const TAIWAN_BANKS: readonly Bank[] = [
  bank('TW-004', '004 臺灣銀行', '004 Bank of Taiwan', '004 대만은행'),
  bank('TW-005', '005 土地銀行', '005 Land Bank of Taiwan', '005 토지은행'),
  bank('TW-006', '006 合作金庫', '006 Taiwan Cooperative Bank', '006 합작금고은행'),
  bank('TW-007', '007 第一銀行', '007 First Bank', '007 제일은행'),
  bank('TW-008', '008 華南銀行', '008 Hua Nan Bank', '008 화남은행'),
  bank('TW-009', '009 彰化銀行', '009 Chang Hwa Bank', '009 창화은행'),
  bank('TW-012', '012 台北富邦', '012 Taipei Fubon Bank', '012 타이베이 푸본'),
  bank('TW-013', '013 國泰世華', '013 Cathay United Bank', '013 캐세이 유나이티드'),
  bank('TW-017', '017 兆豐銀行', '017 Mega Bank', '017 메가은행'),
  bank('TW-700', '700 中華郵政', '700 Chunghwa Post', '700 중화우정'),
  bank('TW-803', '803 聯邦銀行', '803 Union Bank of Taiwan', '803 연방은행'),
  bank('TW-806', '806 元大銀行', '806 Yuanta Bank', '806 위안타은행'),
  bank('TW-807', '807 永豐銀行', '807 Bank SinoPac', '807 시노팩'),
  bank('TW-808', '808 玉山銀行', '808 E.SUN Bank', '808 E.SUN 은행'),
  bank('TW-809', '809 凱基銀行', '809 KGI Bank', '809 KGI 은행'),
  bank('TW-812', '812 台新銀行', '812 Taishin Bank', '812 타이신은행'),
  bank('TW-822', '822 中國信託', '822 CTBC Bank', '822 CTBC 은행'),
  bank('TW-824', '824 連線銀行', '824 LINE Bank', '824 라인뱅크'),
  bank('TW-823', '823 將來銀行', '823 NEXT Bank', '823 넥스트뱅크'),
];

/** The list offered for an order paid in this currency (USD orders are refunded to Korean or Taiwanese accounts alike). */
export function banksFor(currency: Currency): readonly Bank[] {
  if (currency === 'KRW') return KOREAN_BANKS;
  if (currency === 'TWD') return TAIWAN_BANKS;
  return [...KOREAN_BANKS, ...TAIWAN_BANKS];
}

/** 국민 for KRW (the contract's default); no preselection elsewhere. */
export function defaultBankFor(currency: Currency): string | null {
  return currency === 'KRW' ? 'KR-004' : null;
}

export function bankById(id: string): Bank | undefined {
  return [...KOREAN_BANKS, ...TAIWAN_BANKS].find((candidate) => candidate.id === id);
}

/** Account numbers: digits only, no dashes (docs/product/payments.md#refund-account); 6–20 digits (decision 0009). */
export const ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;

/** What the member sees after entry: the last four digits only. */
export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}
