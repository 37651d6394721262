// A certificate's scans (issue #10): their public address and when staff may change them.
import { GradingOrderProcessingStatus } from '@/lib/server/db/generated/enums';
import { certificateImagePath, mayChangeCertificateImages } from './certificate-images';

test('the public address of a scan, by serial and image id', () => {
  expect(certificateImagePath('4829173', 12)).toBe('/api/certificates/4829173/images/12');
  expect(certificateImagePath('4829173', 12, 'thumb')).toBe('/api/certificates/4829173/images/12?size=thumb');
});

test('scans change from scoring on (delivered cards included), or any time for a certificate without an order', () => {
  const allowed = Object.values(GradingOrderProcessingStatus).filter((status) => mayChangeCertificateImages(status));
  expect(allowed).toEqual(['CARD_SCORED', 'CASING_COMPLETE', 'WAREHOUSE_OUT', 'SHIPPING_OUT', 'SHIPPING_OUT_COMPLETE']);
  expect(mayChangeCertificateImages(null)).toBe(true);
});
