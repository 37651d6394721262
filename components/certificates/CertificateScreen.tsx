// The certificate page (docs/product/certificates.md#certificate-page): the verdict first when the address carried a
// label's code, the proof box, banners for a void or a confirmed fake, then the record. Plain HTML and static CSS
// (decision 0015): the same page for the cached look-up and for a scanned label.
import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { certificateReportPath } from '@/lib/shared/certificate';
import type { CertificatePageData } from '@/lib/shared/certificates/views';
import { cardLine } from '@/lib/shared/lab/label-text';
import { DEFAULT_LOCALE, type Locale, formatDate, isLocale } from '@/lib/shared/locale';
import { CertificateRecord, LabelHistory, PopulationSummary } from './CertificateRecord';
import { ScanGallery } from './ScanGallery';
import { ProofBox, VerdictPanel } from './VerdictPanel';
import styles from './Certificate.module.css';

export interface CertificateScreenProps extends CertificatePageData {
  /** Absolute URL of the card's front, for link previews; null without a scan. */
  previewImage: string | null;
}

export function CertificateScreen({ certificate, verdict, previewImage }: CertificateScreenProps) {
  const { t, i18n } = useTranslation('cert');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const line = cardLine({ ...certificate.card, playerName: certificate.card.name });
  const title = t('meta.certificateTitle', { serial: certificate.serial });
  return (
    <div className={cx(ui.container, styles.page)}>
      <PageHead title={title} description={t('meta.certificateDescription', { card: line, grade: certificate.grade })} />
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:description" content={`${line} — ${certificate.grade}`} />
        {previewImage && <meta property="og:image" content={previewImage} />}
        <meta name="twitter:card" content={previewImage ? 'summary_large_image' : 'summary'} />
      </Head>
      {verdict ? <VerdictPanel verdict={verdict} certificate={certificate} locale={locale} /> : null}
      {certificate.reports.state === 'confirmed' && certificate.reports.confirmedAt && (
        <p className={cx(ui.alert, ui.alertError, styles.banner)} role="alert">
          {t('confirmedFake.banner', { date: formatDate(certificate.reports.confirmedAt, locale) })}
        </p>
      )}
      {certificate.voided && (
        <p className={cx(ui.alert, ui.alertError, styles.banner)} role="alert">
          {t('voided.banner', { date: formatDate(certificate.voided.at, locale) })}
        </p>
      )}
      <header className={styles.header}>
        <p className={cx(ui.overline, ui.muted)}>
          {t('record.serial')} {certificate.serial}
        </p>
        <h1 className={cx(ui.h3, styles.title)}>{line}</h1>
      </header>
      <CertificateRecord certificate={certificate} locale={locale} />
      <ScanGallery scans={certificate.scans} serial={certificate.serial} />
      <PopulationSummary certificate={certificate} locale={locale} />
      <LabelHistory certificate={certificate} locale={locale} />
      {!verdict && <ProofBox />}
      <p className={styles.actions}>
        <ButtonLink href="/certification" variant="outlined">
          {t('another')}
        </ButtonLink>
        <ButtonLink href={certificateReportPath(certificate.serial)} variant="text" color="inherit" prefetch={false}>
          {t('report.link')}
        </ButtonLink>
      </p>
    </div>
  );
}
