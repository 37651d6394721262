// Shared by the collection's integration tests (issue #25): published certificates owned by a member, with or without
// scans, and the three routes called as a browser would.
import { randomUUID } from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createMocks } from 'node-mocks-http';
import type { Db } from '@/lib/server/db/client';
import type { Prisma } from '@/lib/server/db/generated/client';
import type { CollectionPage, PortfolioView } from '@/lib/shared/collection/views';
import exportRoute from '@/pages/api/member/collection/export';
import listRoute from '@/pages/api/member/collection/index';
import portfolioRoute from '@/pages/api/member/collection/portfolio';
import { createCertificate } from '@/tests/factories/certificate';
import { callApi } from '@/tests/helpers/api';

export const PUBLISHED = new Date('2026-06-01T00:00:00Z');

/** A certificate `memberId` owns, public (its order reached CARD_SCORED) unless `publishedAt: null` is given. */
export function ownedCertificate(db: Db, memberId: number, overrides: Partial<Prisma.CertificateUncheckedCreateInput> = {}) {
  return createCertificate(db, { memberId, publishedAt: PUBLISHED, ...overrides });
}

/** A front (and optionally a back) scan row of the certificate; the files themselves are not needed to list it. */
export async function addScans(db: Db, certificateId: number, ownerId: number, sides: ('CARD_FRONT' | 'CARD_BACK')[] = ['CARD_FRONT', 'CARD_BACK']) {
  const images = [];
  for (const kind of sides) {
    const key = `test/${randomUUID()}`;
    images.push(
      await db.image.create({
        data: {
          ownerId,
          certificateId,
          kind,
          storageKey: `${key}.jpg`,
          thumbKey: `${key}-thumb.webp`,
          zoomKey: `${key}-zoom.webp`,
          mimeType: 'image/jpeg',
          width: 1200,
          height: 1600,
          bytes: 1000,
        },
      }),
    );
  }
  return images;
}

export const listCollectionApi = (cookies: Record<string, string>, query: Record<string, string> = {}) =>
  callApi<CollectionPage>(listRoute, { query, cookies });
export const portfolioApi = (cookies: Record<string, string>) => callApi<PortfolioView>(portfolioRoute, { cookies });
/** The CSV route, read as text (callApi reads JSON): the status, the headers and the body as sent. */
export async function exportApi(cookies: Record<string, string>, query: Record<string, string> = {}) {
  const { req, res } = createMocks<NextApiRequest, NextApiResponse>({
    method: 'GET',
    query,
    cookies,
    headers: { host: 'localhost:3000', origin: 'http://localhost:3000', 'user-agent': 'jest' },
  });
  Object.defineProperty(req, 'socket', { value: { remoteAddress: '127.0.0.1' } });
  await exportRoute(req, res);
  return { status: res._getStatusCode(), headers: res._getHeaders(), text: String(res._getData()) };
}
