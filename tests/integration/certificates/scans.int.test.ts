/** @jest-environment node */
// Scans that notice fakes (issue #22; docs/product/certificates.md#scans,
// docs/product/certificates.md#suspicious-certificates): a verification is counted per certificate and day; only a
// salted hash of the caller's network is kept, for 48 hours; three distant networks within 48 hours, or a superseded
// label, open one queue entry per kind; the scanned label's page counts and answers with its verdict.
import type { GetServerSidePropsContext } from 'next';
import { certificateLabelProps, type LabelPageProps } from '@/lib/server/certificates/certificate-page-props';
import { labelFacts, signLabel } from '@/lib/server/certificates/label-signature';
import { networkHash, networkOf } from '@/lib/server/certificates/scans/network-hash';
import { recordVerification, scanDay, sweepScanNetworks } from '@/lib/server/certificates/scans/record-verification';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { publishedCertificate as publishedCertificateIn } from './scan-helpers';

let testDb: TestDb;
beforeAll(async () => {
  testDb = await createTestDb();
}, 60_000);
afterAll(() => testDb.close());

const publishedCertificate = () => publishedCertificateIn(testDb.db);

const flagsOf = (certificateId: number) => testDb.db.certificateFlag.findMany({ where: { certificateId }, orderBy: { id: 'asc' } });

test('networks: the /16 of IPv4 (IPv4-mapped too), the /32 of IPv6; hashed, never the address', () => {
  expect(networkOf('203.0.113.7')).toBe('203.0');
  expect(networkOf('::ffff:203.0.113.7')).toBe('203.0');
  expect(networkOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8');
  expect(networkOf('2001:0db8:0000:0042::1')).toBe('2001:db8');
  expect(networkOf('unknown')).toBeNull();
  expect(networkHash('203.0.113.7')).toBe(networkHash('203.0.200.1'));
  expect(networkHash('203.0.113.7')).not.toBe(networkHash('203.1.113.7'));
  expect(networkHash('203.0.113.7')).toMatch(/^[A-Za-z0-9_-]{22}$/);
  expect(networkHash('203.0.113.7')).not.toContain('203');
});

test('each verification is counted per day; three distant networks in 48 hours open one queue entry', async () => {
  const certificate = await publishedCertificate();
  const now = new Date('2026-11-28T10:00:00Z');
  const verify = (ip: string, at: Date, labelCheck: 'valid' | 'superseded' = 'valid') =>
    recordVerification(testDb.db, { certificateId: certificate.id, ip, labelCheck, now: at });

  await verify('203.0.113.7', now);
  await verify('203.0.99.1', new Date(now.getTime() + 60_000)); // the same /16: the same network
  await verify('198.51.100.4', new Date(now.getTime() + 120_000));
  expect(await flagsOf(certificate.id)).toEqual([]);
  expect(await testDb.db.certificateScanDay.findMany({ where: { certificateId: certificate.id } })).toEqual([
    { certificateId: certificate.id, day: scanDay(now), scans: 3 },
  ]);
  const networks = await testDb.db.certificateScanNetwork.findMany({ where: { certificateId: certificate.id } });
  expect(networks).toHaveLength(2);
  expect(JSON.stringify(networks)).not.toMatch(/203\.0|198\.51/);

  await verify('2001:db8:1::1', new Date(now.getTime() + 30 * 3600_000));
  await verify('192.0.2.10', new Date(now.getTime() + 31 * 3600_000));
  const flags = await flagsOf(certificate.id);
  expect(flags).toEqual([
    expect.objectContaining({ source: 'SCANS_SPREAD', status: 'OPEN', detail: expect.objectContaining({ networks: 4, windowHours: 48 }) }),
  ]);
  expect(await testDb.db.certificateScanDay.findMany({ where: { certificateId: certificate.id }, orderBy: { day: 'asc' } })).toEqual([
    { certificateId: certificate.id, day: scanDay(now), scans: 3 },
    { certificateId: certificate.id, day: scanDay(new Date(now.getTime() + 30 * 3600_000)), scans: 2 },
  ]);

  // A superseded label scanned: an entry of its own kind, once however often it is scanned.
  await verify('203.0.113.7', new Date(now.getTime() + 32 * 3600_000), 'superseded');
  await verify('203.0.113.7', new Date(now.getTime() + 33 * 3600_000), 'superseded');
  expect((await flagsOf(certificate.id)).map((flag) => flag.source)).toEqual(['SCANS_SPREAD', 'SUPERSEDED_SCAN']);

  // 48 hours after their last scan, the networks are gone; the day counts stay.
  const swept = await sweepScanNetworks(testDb.db, new Date(now.getTime() + (33 + 49) * 3600_000));
  expect(swept.deleted).toBeGreaterThanOrEqual(4);
  expect(await testDb.db.certificateScanNetwork.count({ where: { certificateId: certificate.id } })).toBe(0);
  expect((await testDb.db.certificateScanDay.findMany({ where: { certificateId: certificate.id }, orderBy: { day: 'asc' } })).map((row) => row.scans)).toEqual([
    3, 4,
  ]);
});

test('networks seen more than 48 hours apart are not a spread', async () => {
  const certificate = await publishedCertificate();
  const start = new Date('2026-11-01T00:00:00Z');
  for (const [index, ip] of ['203.0.113.7', '198.51.100.4', '192.0.2.10'].entries()) {
    await recordVerification(testDb.db, { certificateId: certificate.id, ip, labelCheck: 'valid', now: new Date(start.getTime() + index * 30 * 3600_000) });
  }
  expect(await flagsOf(certificate.id)).toEqual([]);
});

test("the scanned label's page answers with the verdict and counts every check, genuine or not", async () => {
  const certificate = await publishedCertificate();
  const code = signLabel(labelFacts(certificate), 1);
  const page = async (query: Record<string, string>, ip: string) => {
    const headers = new Map<string, unknown>();
    const res = {
      statusCode: 200,
      getHeader: (n: string) => headers.get(n.toLowerCase()),
      setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v),
    };
    const context = {
      req: { headers: {}, socket: { remoteAddress: ip } },
      res,
      locale: 'en',
      params: { serial: certificate.serial },
      query: { serial: certificate.serial, ...query },
    };
    const result = (await certificateLabelProps(context as unknown as GetServerSidePropsContext)) as { props?: LabelPageProps; notFound?: true };
    return { result, status: res.statusCode, headers };
  };
  const valid = await page({ k: code.kid, s: code.sig }, '203.0.113.50');
  expect(valid.result.props && 'verdict' in valid.result.props ? valid.result.props.verdict?.verdict : null).toBe('valid');
  expect(valid.headers.get('cache-control')).toBe('private, no-store');
  const forged = await page({ k: code.kid, s: `${code.sig.slice(0, 21)}${code.sig.endsWith('A') ? 'B' : 'A'}` }, '203.0.113.50');
  expect(forged.result.props && 'verdict' in forged.result.props ? forged.result.props.verdict?.verdict : null).toBe('not-verified');
  expect((await testDb.db.certificateScanDay.findFirstOrThrow({ where: { certificateId: certificate.id } })).scans).toBe(2);
  // An unknown serial is not found; nothing is counted for it.
  const unknown = await certificateLabelProps({
    req: { headers: {}, socket: { remoteAddress: '203.0.113.51' } },
    res: { setHeader() {}, statusCode: 200 },
    locale: 'en',
    params: { serial: '1000000' },
    query: { k: '1', s: 'x' },
  } as unknown as GetServerSidePropsContext);
  expect(unknown).toEqual({ notFound: true });
});

test('too many look-ups from one address: 429 with Retry-After, the busy page, nothing counted', async () => {
  const certificate = await publishedCertificate();
  const code = signLabel(labelFacts(certificate), 1);
  const statuses: number[] = [];
  let retryAfter: unknown;
  for (let i = 0; i < 35; i += 1) {
    const headers = new Map<string, unknown>();
    const res = { statusCode: 200, setHeader: (n: string, v: unknown) => headers.set(n.toLowerCase(), v) };
    const result = (await certificateLabelProps({
      req: { headers: {}, socket: { remoteAddress: '198.18.7.7' } },
      res,
      locale: 'en',
      params: { serial: certificate.serial },
      query: { k: code.kid, s: code.sig },
    } as unknown as GetServerSidePropsContext)) as { props?: LabelPageProps };
    statuses.push(res.statusCode);
    if (res.statusCode === 429) {
      retryAfter = headers.get('retry-after');
      expect(result.props).toMatchObject({ busySeconds: expect.any(Number) });
    }
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(30);
  expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  expect((await testDb.db.certificateScanDay.findFirstOrThrow({ where: { certificateId: certificate.id } })).scans).toBe(30);
});
