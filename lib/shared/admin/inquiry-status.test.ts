import type { InquiryStatus } from '@/lib/server/db/generated/enums';
import { INQUIRY_STATUSES } from '../schemas/admin/inquiries';
import { INQUIRY_TRANSITIONS, canChangeInquiry, nextInquiryStatuses } from './inquiry-status';

const ALLOWED: [InquiryStatus, InquiryStatus][] = [
  ['NEW', 'IN_PROGRESS'],
  ['NEW', 'CLOSED'],
  ['IN_PROGRESS', 'CLOSED'],
];

test('the whole table: only forward, CLOSED is final, no change to the same status', () => {
  for (const from of INQUIRY_STATUSES) {
    for (const to of INQUIRY_STATUSES) {
      const allowed = ALLOWED.some(([a, b]) => a === from && b === to);
      expect([from, to, canChangeInquiry(from, to)]).toEqual([from, to, allowed]);
    }
  }
});

test('every status has a row, and the buttons follow the table', () => {
  expect(Object.keys(INQUIRY_TRANSITIONS).sort()).toEqual([...INQUIRY_STATUSES].sort());
  expect(nextInquiryStatuses('NEW')).toEqual(['IN_PROGRESS', 'CLOSED']);
  expect(nextInquiryStatuses('IN_PROGRESS')).toEqual(['CLOSED']);
  expect(nextInquiryStatuses('CLOSED')).toEqual([]);
});
