// Every word of the back office's certificate pages exists in zh-TW, en and ko (issue #22): each flag source, status
// and decision, each label reason, every refusal and schema message, and every key the pages and their components name
// literally. check-locales only compares the locales with each other.
import { LabelReason } from '@/lib/server/db/generated/enums';
import { FLAG_SOURCES, FLAG_STATUSES } from '@/lib/shared/certificates/corrections';
import { CERT_ADMIN_ERRORS } from '@/lib/shared/schemas/certificate-admin';
import { literalKeys, missingKeys, sourceFiles } from '@/tests/helpers/locale-keys';
import { CERT_ADMIN_MESSAGES } from './cert-admin-errors';

const missing = (keys: string[]) => missingKeys(keys, 'certAdmin');
const LABELS_NAMESPACE = ['LabelSheetView.tsx', 'SlabLabel.tsx', 'CertificateImages.tsx', 'label-print-styles.ts'];
const SERVER_KEYS = [
  'notFound',
  'changedMeanwhile',
  'notPublished',
  'voided',
  'notVoided',
  'nothingChanged',
  'labelNotPrintable',
  'labelChanged',
  'flagNotFound',
  'flagChanged',
  'photoNotFound',
];

test('every source, status, decision and label reason has words in every locale', () => {
  expect(
    missing([
      ...FLAG_SOURCES.map((source) => `flags.sources.${source}`),
      ...FLAG_STATUSES.map((status) => `flags.statuses.${status}`),
      ...['CONFIRMED', 'DISMISSED', 'reopen'].flatMap((mode) => [
        `flags.done.${mode}`,
        ...['title', 'lead', 'confirm'].map((part) => `flags.dialog.${mode}.${part}`),
      ]),
      ...Object.values(LabelReason).map((reason) => `labels.reasons.${reason}`),
      ...['regrade', 'correct', 'void', 'restore'].flatMap((kind) =>
        ['open', 'title', 'lead', 'confirm'].map((part) => `${kind}.${part}`).concat(`done.${kind}`),
      ),
      'staff:nav.certificates',
      'lab:queues.search.certificate',
      'lab:certificate.backOffice',
      'lab:certificate.backOfficeLabel',
    ]),
  ).toEqual([]);
});

test('every refusal and schema message has words in every locale', () => {
  expect(missing([...Object.values(CERT_ADMIN_ERRORS), ...Object.values(CERT_ADMIN_MESSAGES), ...SERVER_KEYS.map((key) => `errors.${key}`)])).toEqual([]);
});

test('every key the certificate pages name literally exists in every locale', () => {
  const keys = literalKeys(
    // The label sheet's own components (LabelSheetView, SlabLabel, CertificateImages) speak the labels namespace.
    [
      ...sourceFiles('components/staff/certificates').filter((file) => !LABELS_NAMESPACE.some((name) => file.endsWith(name))),
      'pages/admin/certificates/[serial].tsx',
      'pages/admin/certificates/[serial]/label.tsx',
      'pages/admin/certificates/suspicious.tsx',
    ],
    ['certAdmin', 'lab', 'labApi', 'labels', 'orders', 'errors'],
  );
  expect(keys.size).toBeGreaterThan(60);
  expect(missing([...keys])).toEqual([]);
});
