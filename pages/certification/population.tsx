// The population report (docs/product/certificates.md#population-report): how many of each card we graded, per grade,
// searched by name, category, year, set and card number — behind the self-hosted proof of work
// (docs/product/certificates.md#captcha), which the page loads only when a search needs it. The page is the same for everyone: prerendered by the
// build in every locale (docs/decisions/0014-static-pages.md) and lean (static CSS, fetch; decision 0015); the search
// runs in the browser against /api/population.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { PopulationReport } from '@/components/population/PopulationReport';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { POPULATION_PATH } from '@/lib/shared/certificate';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { localizedPath } from '@/lib/shared/routes';

export default function PopulationPage() {
  const { t, i18n } = useTranslation('population');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <div className={cx(ui.container, ui.pageBody)}>
        <PopulationReport path={localizedPath(POPULATION_PATH, locale)} />
      </div>
    </>
  );
}

// `cert` for the category names, `auth` for the proof of work's words (components/auth/CaptchaField.tsx).
export const getStaticProps = translatedStaticProps(['population', 'cert', 'auth', 'popWatch']);
