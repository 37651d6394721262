// Report a suspected fake of a certificate (docs/product/certificates.md#reports-of-suspected-fakes): rendered per
// request (a certificate not public is no page), the form loads the proof of work only here, never on the certificate
// page itself.
import { useTranslation } from '@/hooks/useTranslation';
import { ReportForm } from '@/components/certificates/ReportForm';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { type ReportPageProps, reportPageProps } from '@/lib/server/certificates/certificate-page-props';
import type { UnavailableProps } from '@/lib/server/db/unavailable-page';
import { certificatePath } from '@/lib/shared/certificate';

export default function ReportPage(props: ReportPageProps | UnavailableProps) {
  const { t } = useTranslation('cert');
  if ('unavailable' in props) return <ErrorScreen kind="unavailable" />;
  const { serial, cardLine, grade } = props;
  return (
    <>
      <PageHead title={t('report.title')} />
      <PageIntro title={t('report.title')} lead={t('report.lead')} />
      <div className={cx(ui.container, ui.pageBody)}>
        <p id="report-title" className={ui.subtitle1}>
          {t('record.serial')} {serial} · {cardLine} · {grade}
        </p>
        <ReportForm serial={serial} />
        <ButtonLink href={certificatePath(serial)} variant="text">
          {t('report.back')}
        </ButtonLink>
      </div>
    </>
  );
}

export const getServerSideProps = reportPageProps;
