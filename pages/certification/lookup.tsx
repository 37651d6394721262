// What the proxy could not lead to a certificate (docs/product/certificates.md#certificate-lookup): a malformed serial
// (status 400, with the form and the SPEC's message) or too many look-ups from one address (429, "busy").
import { useTranslation } from '@/hooks/useTranslation';
import { BusyScreen } from '@/components/certificates/BusyScreen';
import { LabelDiagram } from '@/components/certificates/LabelDiagram';
import { SerialSearch } from '@/components/certificates/SerialSearch';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { type LookupPageProps, lookupProps } from '@/lib/server/certificates/certificate-page-props';

export default function LookupPage(props: LookupPageProps) {
  const { t } = useTranslation('cert');
  if ('busySeconds' in props) return <BusyScreen seconds={props.busySeconds} />;
  return (
    <>
      <PageHead title={t('errors.badTitle')} />
      <PageIntro title={t('errors.badTitle')} lead={t(`errors.${props.problem}`)} />
      <div className={cx(ui.container, ui.pageBody)}>
        <SerialSearch initialValue={props.serial} initialProblem={props.problem} />
        <LabelDiagram />
      </div>
    </>
  );
}

export const getServerSideProps = lookupProps;
