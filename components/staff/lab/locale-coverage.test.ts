// Every word of the lab's pages exists in zh-TW, en and ko (issue #10): each queue, processing step, check value,
// blocked reason, action, audit action and role, the schema messages the forms show, and every key the lab pages
// name literally. check-locales only compares the locales with each other.
import { CorrespondCheck, GradingOrderProcessingStatus, GradingOrderStatus, Role, type ShippingMethod } from '@/lib/server/db/generated/enums';
import { AUDIT_FIELDS, auditFieldKey, auditRoleKey } from '@/lib/shared/audit/audit-changes';
import { SUBGRADES } from '@/lib/shared/grading/scale';
import { CERTIFICATE_IMAGE_KINDS } from '@/lib/shared/lab/certificate-images';
import { QUEUE_IDS } from '@/lib/shared/lab/queues';
import { BLOCKED_REASONS } from '@/lib/shared/lab/staff-actions';
import type { StaffActions } from '@/lib/shared/lab/views';
import { CHECK_RESULTS, LAB_ERRORS as SCHEMA_ERRORS } from '@/lib/shared/schemas/lab';
import { LAB_READ_ERRORS } from '@/lib/shared/schemas/lab-read';
import { literalKeys, missingKeys, sourceFiles } from '@/tests/helpers/locale-keys';
import { actionBar, receiveLabelKey } from './action-buttons';
import { LAB_ERRORS } from './lab-errors';
import { AUDIT_ACTION_KEYS, auditActionKey, blockedKey, checkKey, memberOrderStatusKey, processingKey, queueKey } from './lab-labels';

const missing = (keys: string[]) => missingKeys(keys, 'lab');

test('every queue, processing step, check value and blocked reason has words in every locale', () => {
  expect(
    missing([
      ...QUEUE_IDS.map(queueKey),
      ...Object.values(GradingOrderProcessingStatus).map(processingKey),
      ...Object.values(CorrespondCheck).map(checkKey),
      ...BLOCKED_REASONS.map(blockedKey),
      ...Object.values(GradingOrderStatus).map(memberOrderStatusKey),
    ]),
  ).toEqual([]);
});

test('every action of the bar, every audit action and role, every outcome has words in every locale', () => {
  const all: StaffActions = {
    receive: true,
    advanceTo: 'WAREHOUSE_IN',
    advanceBlockedBy: null,
    checkCards: true,
    scoreCards: true,
    uploadImages: true,
    printLabels: true,
    shipOut: true,
    markDelivered: true,
    partialCancel: true,
    fullRefund: true,
  };
  const methods: (ShippingMethod | null)[] = ['SELF_SHIPPING', 'BRG_SHIPPING', 'QUICK', 'VISIT', null];
  const kinds = ['partialCancel', 'fullRefund'];
  expect(
    missing([
      ...actionBar(all, null).buttons.map((button) => button.labelKey),
      ...methods.map(receiveLabelKey),
      ...Object.keys(AUDIT_ACTION_KEYS).map(auditActionKey),
      auditActionKey('something.new'),
      auditActionKey('payment.callback.paid'),
      // The role an audit row kept, or none (issue #24), and the fields a row's changes are worded by.
      ...[...Object.values(Role), null].map(auditRoleKey),
      ...AUDIT_FIELDS.map((field) => auditFieldKey(field)!),
      ...['change', 'detail', 'changesLabel'].map((key) => `audit:${key}`),
      ...['received', 'advanced', 'shipped', 'delivered', 'partialCancel', 'fullRefund', 'checked', 'scored', 'rescored'].map((done) => `done.${done}`),
      ...kinds.flatMap((kind) => ['title', 'amount', 'lead', 'confirm'].map((part) => `${kind}.${part}`)),
      ...[...CHECK_RESULTS, 'none'].map((check) => `check.hints.${check}`),
      ...SUBGRADES.map((subgrade) => `score.subgrades.${subgrade}`),
      ...['centeringFrontLR', 'centeringFrontTB', 'centeringBackLR', 'centeringBackTB'].map((ratio) => `score.centering.${ratio}`),
      ...CERTIFICATE_IMAGE_KINDS.map((kind) => `certificate.imageKinds.${kind}`),
      ...['page', 'current', 'first', 'last', 'next', 'previous'].map((type) => `queues.pagination.${type}`),
      'common:header.backOffice',
    ]),
  ).toEqual([]);
});

test('every message the lab forms and refusals show has words in every locale', () => {
  expect(missing([...Object.values(LAB_ERRORS), ...Object.values(SCHEMA_ERRORS), ...Object.values(LAB_READ_ERRORS)])).toEqual([]);
});

test('every key the lab pages name literally exists in every locale', () => {
  const keys = literalKeys(
    [...sourceFiles('components/staff/lab'), 'pages/admin/index.tsx', 'pages/admin/orders/[orderNumber].tsx'],
    ['lab', 'labApi', 'myorders', 'orders', 'common', 'errors'],
  );
  expect(keys.size).toBeGreaterThan(80);
  expect(missing([...keys])).toEqual([]);
});
