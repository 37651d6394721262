// Couriers of the inbound parcel by the order's currency (decision 0009): unique ids, named in every language,
// each list ending with "other"; tracking numbers 4–200 letters, digits, spaces and dashes.
import { Currency } from '@/lib/server/db/generated/enums';
import { LOCALES } from '../locale';
import { INTERNATIONAL_COURIERS, KOREAN_COURIERS, TAIWAN_COURIERS, TRACKING_NOTE_MAX, TRACKING_NUMBER_PATTERN, courierById, couriersFor } from './couriers';

const LISTS = [KOREAN_COURIERS, TAIWAN_COURIERS, INTERNATIONAL_COURIERS];

test('ids are unique across the lists (only "other" is shared) and every courier is named in every language', () => {
  const ids = LISTS.flatMap((list) => list.map((courier) => courier.id)).filter((id) => id !== 'OTHER');
  expect(new Set(ids).size).toBe(ids.length);
  for (const list of LISTS) {
    expect(new Set(list.map((courier) => courier.id)).size).toBe(list.length);
    for (const courier of list) {
      expect(courier.id).toMatch(/^[A-Z0-9_]+$/);
      expect(Object.keys(courier.names).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) expect(courier.names[locale].trim()).not.toBe('');
    }
  }
});

test('the list follows the currency and ends with "other"', () => {
  expect(couriersFor('KRW')).toBe(KOREAN_COURIERS);
  expect(couriersFor('TWD')).toBe(TAIWAN_COURIERS);
  expect(couriersFor('USD')).toBe(INTERNATIONAL_COURIERS);
  for (const currency of Object.values(Currency)) {
    const list = couriersFor(currency);
    expect(list.at(-1)?.id).toBe('OTHER');
    expect(list.filter((courier) => courier.id === 'OTHER')).toHaveLength(1);
  }
});

test('courierById knows every list and nothing else', () => {
  for (const list of LISTS) for (const courier of list) expect(courierById(courier.id)).toBe(courier);
  for (const id of ['cj_logistics', 'DHL ', '', 'UNKNOWN']) expect(courierById(id)).toBeUndefined();
});

test('tracking numbers: 4 to 200 characters of letters, digits, spaces and dashes, starting and ending with a letter or digit', () => {
  for (const good of ['1234', '6789-1234-5678', 'RR 123 456 789 TW', 'A'.repeat(200)]) expect(TRACKING_NUMBER_PATTERN.test(good)).toBe(true);
  for (const bad of ['123', 'A'.repeat(201), '-1234', '1234-', '1234/5678', '１２３４', '12_34', '']) expect(TRACKING_NUMBER_PATTERN.test(bad)).toBe(false);
  expect(TRACKING_NOTE_MAX).toBe(200);
});
