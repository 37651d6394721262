// Certificate look-up (docs/product/certificates.md#certificate-lookup): the serial field, where the serial sits on the
// label, and a link to the population report. The form sends /certification?serial=…, which the proxy leads to the
// certificate's page (or to the look-up's answer for a malformed serial, status 400).
import { useTranslation } from '@/hooks/useTranslation';
import { LabelDiagram } from '@/components/certificates/LabelDiagram';
import { SerialSearch } from '@/components/certificates/SerialSearch';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { PageLink } from '@/components/ui/PageLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { POPULATION_PATH } from '@/lib/shared/certificate';

export default function CertificationPage() {
  const { t } = useTranslation('cert');
  return (
    <>
      <PageHead title={t('meta.lookupTitle')} description={t('meta.lookupDescription')} />
      <PageIntro title={t('lookup.title')} lead={t('lookup.lead')} />
      <div className={cx(ui.container, ui.pageBody)}>
        <SerialSearch />
        <p className={ui.body1}>
          <PageLink href={POPULATION_PATH} className={ui.link}>
            {t('lookup.population')}
          </PageLink>
        </p>
        <section aria-labelledby="where-heading">
          <h2 id="where-heading" className={ui.h5}>
            {t('lookup.whereTitle')}
          </h2>
          <p className={cx(ui.body1, ui.muted)}>{t('lookup.whereText')}</p>
          <LabelDiagram />
        </section>
      </div>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['cert']);
