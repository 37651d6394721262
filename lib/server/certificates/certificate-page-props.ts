// The data functions of the certificate pages (docs/product/certificates.md#certificate-page, issue #22):
// - /certification/NNNNNNN is the same for everyone: generated on its first request, then served from the cache
//   (decision 0014), regenerated when the certificate changes (certificate-pages.ts) and at least hourly, so the
//   population's "as of" stays fresh. An unknown serial is a 404 (cached a few minutes too).
// - /certification/label/NNNNNNN?k=&s= (the proxy's rewrite of a scanned QR code) is rendered per request: the verdict
//   is about this code, and each check is counted (scans/record-verification.ts). Look-ups per address are limited.
// - /certification/lookup answers what the proxy refused: a malformed serial (400) or too many look-ups (429).
// The label and report pages read the database per request: while it cannot be reached they answer 503 with the
// message (issue #23, db/unavailable-page.ts); the certificate page keeps serving its cached copy.
import type { GetServerSideProps, GetStaticProps } from 'next';
import { getDb } from '@/lib/server/db/client';
import { type UnavailableProps, unavailableMessage, withDatabaseOutage } from '@/lib/server/db/unavailable-page';
import { pageTranslations } from '@/lib/server/i18n/page-translations';
import { clientIp } from '@/lib/server/security/request-meta';
import { LABEL_QUERY } from '@/lib/shared/certificate';
import { type SerialProblem, parseSerial } from '@/lib/shared/certificates/serial';
import type { CertificatePageData } from '@/lib/shared/certificates/views';
import { cardLine, labelGrade } from '@/lib/shared/lab/label-text';
import { checkLabel } from './check-label';
import { type PublicCertificateRow, findPublicCertificate, reportState, toPublicCertificate } from './get-public-certificate';
import { takeLookup } from './lookup-limit';
import { recordVerification } from './scans/record-verification';

// popWatch: the follow button of the population section (issue #25).
const NAMESPACES = ['cert', 'popWatch'];
/** Regenerated at least this often: the population counts change as other cards of the kind are graded. */
const CERTIFICATE_PAGE_SECONDS = 3600;
const UNKNOWN_SERIAL_SECONDS = 300;

export interface CertificatePageProps extends CertificatePageData {
  previewImage: string | null;
}

/** The absolute URL of the card's front thumbnail for link previews (APP_ORIGIN), or null. */
function previewImage(data: CertificatePageData): string | null {
  const origin = (process.env.APP_ORIGIN ?? '').split(',')[0]?.trim().replace(/\/$/, '');
  const front = data.certificate.scans.find((scan) => scan.side === 'front') ?? data.certificate.scans[0];
  return origin && front ? `${origin}${front.zoomUrl}` : null;
}

function pageProps(row: PublicCertificateRow, data: Omit<CertificatePageData, 'certificate'>, now: Date): CertificatePageProps {
  const page = { certificate: toPublicCertificate(row, now), ...data };
  return { ...page, previewImage: previewImage(page) };
}

export const certificateStaticProps: GetStaticProps<CertificatePageProps> = async ({ params, locale }) => {
  const parsed = parseSerial(params?.serial);
  // The proxy sends malformed serials elsewhere; a direct request for one is simply no page.
  if (!('serial' in parsed) || parsed.serial !== params?.serial) return { notFound: true, revalidate: UNKNOWN_SERIAL_SECONDS };
  const [row, translations] = await Promise.all([getDb().then((db) => findPublicCertificate(db, parsed.serial)), pageTranslations(locale, NAMESPACES)]);
  if (!row) return { notFound: true, revalidate: UNKNOWN_SERIAL_SECONDS };
  return { props: { ...pageProps(row, { verdict: null }, new Date()), ...translations }, revalidate: CERTIFICATE_PAGE_SECONDS };
};

export type LabelPageProps = CertificatePageProps | { busySeconds: number } | UnavailableProps;

/** Refused for now: 429, Retry-After and the busy page. */
function busy(res: Parameters<GetServerSideProps>[0]['res'], seconds: number) {
  res.statusCode = 429;
  res.setHeader('Retry-After', String(seconds));
  return { busySeconds: seconds };
}

export const certificateLabelProps = withDatabaseOutage<LabelPageProps>(async ({ params, query, req, res, locale }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const translations = await pageTranslations(locale, NAMESPACES);
  const parsed = parseSerial(params?.serial);
  if (!('serial' in parsed)) return { notFound: true };
  const wait = await takeLookup(clientIp(req));
  if (wait !== null) return { props: { ...busy(res, wait), ...translations } };
  const db = await getDb();
  const row = await findPublicCertificate(db, parsed.serial);
  if (!row) return { notFound: true };
  const now = new Date();
  const verdict = await checkLabel(db, row, { kid: query[LABEL_QUERY.kid], sig: query[LABEL_QUERY.sig] }, reportState(row).state);
  if (verdict) await recordVerification(db, { certificateId: row.id, ip: clientIp(req), labelCheck: verdict.labelCheck, now });
  return { props: { ...pageProps(row, { verdict }, now), ...translations } };
}, unavailableMessage);

export type LookupPageProps = { serial: string; problem: SerialProblem } | { busySeconds: number };

export const lookupProps: GetServerSideProps<LookupPageProps> = async ({ query, req, res, locale }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const translations = await pageTranslations(locale, NAMESPACES);
  const wait = await takeLookup(clientIp(req));
  if (wait !== null) return { props: { ...busy(res, wait), ...translations } };
  const raw = typeof query.serial === 'string' ? query.serial.slice(0, 40) : '';
  const parsed = parseSerial(raw);
  res.statusCode = 400;
  return { props: { serial: raw, problem: 'problem' in parsed ? parsed.problem : 'format', ...translations } };
};

export interface ReportPageProps {
  serial: string;
  cardLine: string;
  grade: string;
}

/** /certification/report/NNNNNNN: the report form of a published certificate (docs/product/certificates.md#reports-of-suspected-fakes). */
export const reportPageProps = withDatabaseOutage<ReportPageProps | UnavailableProps>(async ({ params, locale, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const parsed = parseSerial(params?.serial);
  if (!('serial' in parsed)) return { notFound: true };
  const db = await getDb();
  const [certificate, translations] = await Promise.all([
    db.certificate.findFirst({
      where: { serial: parsed.serial, publishedAt: { not: null } },
      select: { serial: true, grade: true, authentic: true, year: true, brand: true, setName: true, cardNumber: true, playerName: true },
    }),
    // The proof of work's words are the login's (auth).
    pageTranslations(locale, [...NAMESPACES, 'auth']),
  ]);
  if (!certificate) return { notFound: true };
  return { props: { serial: certificate.serial, cardLine: cardLine(certificate), grade: labelGrade(certificate), ...translations } };
}, unavailableMessage);
