// Couriers a member can name for the inbound parcel, by the order's currency (decision 0009): Korean
// couriers for KRW orders, Taiwanese ones for TWD orders, international ones for USD; each list ends with
// "other". Names are proper nouns written for each language here.
import type { Currency } from '@/lib/server/db/generated/enums';
import type { Locale } from '../locale';

export interface Courier {
  id: string;
  names: Record<Locale, string>;
}

const courier = (id: string, zh: string, en: string, ko: string): Courier => ({ id, names: { 'zh-TW': zh, en, ko } });

const OTHER = courier('OTHER', '其他', 'Other', '기타');

export const KOREAN_COURIERS: readonly Courier[] = [
  courier('CJ_LOGISTICS', 'CJ 大韓通運', 'CJ Logistics', 'CJ대한통운'),
  courier('KOREA_POST', '韓國郵政快遞', 'Korea Post Parcel', '우체국택배'),
  courier('HANJIN', '韓進快遞', 'Hanjin Express', '한진택배'),
  courier('LOTTE', '樂天快遞', 'Lotte Global Logistics', '롯데택배'),
  courier('LOGEN', 'Logen 快遞', 'Logen', '로젠택배'),
  courier('KYUNGDONG', '慶東快遞', 'Kyungdong Express', '경동택배'),
  OTHER,
];

export const TAIWAN_COURIERS: readonly Courier[] = [
  courier('TCAT', '黑貓宅急便', 'T-Cat', '흑묘택배(T-Cat)'),
  courier('HCT', '新竹物流', 'HCT Logistics', '신죽물류(HCT)'),
  courier('CHUNGHWA_POST', '中華郵政', 'Chunghwa Post', '중화우정'),
  courier('KERRY_TJ', '嘉里大榮', 'Kerry TJ Logistics', '케리 TJ'),
  courier('PELICAN', '宅配通', 'Pelican Express', '펠리칸 익스프레스'),
  courier('SEVEN_ELEVEN', '7-ELEVEN 交貨便', '7-ELEVEN parcel', '세븐일레븐 택배'),
  courier('FAMILY_MART', '全家店到店', 'FamilyMart parcel', '패밀리마트 택배'),
  OTHER,
];

export const INTERNATIONAL_COURIERS: readonly Courier[] = [
  courier('DHL', 'DHL', 'DHL', 'DHL'),
  courier('FEDEX', 'FedEx', 'FedEx', 'FedEx'),
  courier('UPS', 'UPS', 'UPS', 'UPS'),
  courier('EMS', 'EMS 國際快捷', 'EMS', 'EMS'),
  OTHER,
];

export function couriersFor(currency: Currency): readonly Courier[] {
  if (currency === 'KRW') return KOREAN_COURIERS;
  if (currency === 'TWD') return TAIWAN_COURIERS;
  return INTERNATIONAL_COURIERS;
}

export function courierById(id: string): Courier | undefined {
  return [...KOREAN_COURIERS, ...TAIWAN_COURIERS, ...INTERNATIONAL_COURIERS].find((candidate) => candidate.id === id);
}

/** docs/product/constants.md: tracking number up to 200 characters; at least 4 (no real tracking number is shorter). */
export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{2,198}[A-Za-z0-9]$/;
export const TRACKING_NOTE_MAX = 200;
