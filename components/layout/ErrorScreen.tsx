// Body of the 404 and 500 pages, and of a page rendered while the database cannot be reached (503, issue #23:
// lib/server/db/unavailable-page.ts): translated, no database (they must render when everything else fails).
// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md), so public pages use it too.
import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import styles from './MessageScreen.module.css';
import { PageHead } from './PageHead';

const STATUS = { notFound: '404', server: '500', unavailable: '503' } as const;

export function ErrorScreen({ kind }: { kind: keyof typeof STATUS }) {
  const { t } = useTranslation('common');
  const title = t(`error.${kind}Title`);
  return (
    <div className={cx(ui.container, ui.containerSm, styles.screen)}>
      <PageHead title={title} />
      <p className={cx(ui.overline, ui.muted)}>{STATUS[kind]}</p>
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      {/* The outage's words are the API's (errors:unavailable), loaded by unavailableMessage. */}
      <p className={cx(ui.body1, ui.muted, styles.text)}>{kind === 'unavailable' ? t('errors:unavailable') : t(`error.${kind}Text`)}</p>
      {kind === 'unavailable' ? (
        <RetryLink label={t('error.retry')} />
      ) : (
        <ButtonLink href="/" variant="contained">
          {t('error.backHome')}
        </ButtonLink>
      )}
    </div>
  );
}

/** The same address, loaded anew: a plain link, so the page asks the server again (a client navigation might not). */
function RetryLink({ label }: { label: string }) {
  const { asPath } = useRouter();
  return (
    <a href={asPath} className={buttonClass({ variant: 'contained' })}>
      {label}
    </a>
  );
}
