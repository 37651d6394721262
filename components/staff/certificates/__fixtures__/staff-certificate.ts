// A certificate as the back office shows it (issue #22), for the component tests: a published Charizard 9 with one
// label, and an open report of a suspected fake with one photo.
import { certificateActions } from '@/lib/shared/certificates/corrections';
import type { CertificateFlagView, StaffCertificateDetail } from '@/lib/shared/certificates/staff-views';

export function reportFlag(overrides: Partial<CertificateFlagView> = {}): CertificateFlagView {
  return {
    id: 7,
    source: 'REPORT',
    status: 'OPEN',
    createdAt: '2026-11-20T02:00:00.000Z',
    detail: { networks: null, windowHours: null, lastScanAt: null },
    offeredAt: 'https://auction.example/item/1',
    note: 'The hologram looks flat',
    contactEmail: 'buyer@example.com',
    photos: [
      { id: 3, url: '/api/admin/certificate-flags/7/photos/3', thumbUrl: '/api/admin/certificate-flags/7/photos/3?size=thumb', width: 800, height: 600 },
    ],
    decidedAt: null,
    decidedBy: null,
    decisionNote: null,
    certificate: { serial: '4829173', grade: '9', cardLine: '1999 Wizards of the Coast Base Set #4/102 Charizard', voided: false },
    ...overrides,
  };
}

export function staffCertificate(role: 'STAFF' | 'ADMIN', overrides: Partial<StaffCertificateDetail> = {}): StaffCertificateDetail {
  return {
    serial: '4829173',
    state: 'AbCdEfGhIjKlMnOp',
    record: {
      serial: '4829173',
      grade: 9,
      authentic: false,
      surface: 9,
      edges: 9,
      corners: 9,
      centering: 9,
      centeringFrontLR: null,
      centeringFrontTB: null,
      centeringBackLR: null,
      centeringBackTB: null,
      autoGrade: null,
      gradedAt: '2026-11-01T02:00:00.000Z',
      gradedBy: 'grader',
      labelPrintedAt: '2026-11-02T02:00:00.000Z',
      images: [],
      card: {
        cardCategory: 'POKEMON',
        sportsType: 'ETC',
        year: 1999,
        brand: 'Wizards of the Coast',
        setName: 'Base Set',
        cardNumber: '4/102',
        playerName: 'Charizard',
        description: null,
      },
      isAuto: false,
      minimumGrade: null,
      orderNumber: 'G261101000001',
      publishedAt: '2026-11-01T03:00:00.000Z',
      voided: null,
    },
    population: { grade: '9', sameGrade: 3, total: 10 },
    labels: [
      {
        generation: 1,
        format: 2,
        reason: 'FIRST',
        grade: '9',
        orderNumber: 'G261101000001',
        issuedAt: '2026-11-02T02:00:00.000Z',
        supersededAt: null,
        supersededBy: null,
      },
    ],
    nextLabel: { generation: 1, reason: null },
    scanDays: [
      { day: '2026-11-19', scans: 0 },
      { day: '2026-11-20', scans: 4 },
    ],
    flags: [reportFlag()],
    audit: [],
    actions: certificateActions(role, { published: true, voided: false }),
    ...overrides,
  };
}
