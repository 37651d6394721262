// /developers (docs/product/certificates.md#public-api): the public certificate API for people writing programs — the
// envelope, the limits, keys, each operation with a curl example, caching and errors — beside its OpenAPI document.
// The same for everyone: prerendered in every locale, plain elements and a CSS Module (decisions 0014 and 0015).
import { useSyncExternalStore } from 'react';
import { API_EXAMPLES, EXAMPLE_ORIGIN } from '@/components/developers/api-examples';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { useTranslation } from '@/hooks/useTranslation';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { MAX_LIVE_API_KEYS } from '@/lib/shared/api-keys';
import {
  API_CACHE_SECONDS,
  API_V1_BASE,
  CHANGES_SETTLE_SECONDS,
  KEYED_PER_DAY,
  KEYLESS_PER_DAY,
  KEYLESS_PER_MINUTE,
  MAX_BATCH_SERIALS,
  POPULATION_PAGE_SIZE,
} from '@/lib/shared/public-api/limits';
import styles from './developers.module.css';

const OPENAPI_PATH = `${API_V1_BASE}/openapi.json`;
const ERROR_STATUSES = ['400', '401', '404', '429'] as const;
const noChanges = () => () => undefined;
const browserOrigin = () => window.location.origin;

export default function DevelopersPage() {
  const { t, i18n } = useTranslation('developers');
  // Prerendered without knowing where it is served: the examples name this site once the page runs (hydration
  // renders the server's value first, then the browser's).
  const origin = useSyncExternalStore(noChanges, browserOrigin, () => EXAMPLE_ORIGIN);
  const number = (value: number) => value.toLocaleString(i18n.language);
  const values = {
    minute: number(KEYLESS_PER_MINUTE),
    day: number(KEYLESS_PER_DAY),
    keyedDay: number(KEYED_PER_DAY),
    batch: MAX_BATCH_SERIALS,
    max: MAX_LIVE_API_KEYS,
    page: POPULATION_PAGE_SIZE,
    settle: CHANGES_SETTLE_SECONDS,
    seconds: API_CACHE_SECONDS,
  };

  return (
    <>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageIntro title={t('intro.title')} lead={t('intro.lead')} />
      <div className={cx(ui.container, ui.pageBody)}>
        <section aria-labelledby="overview-heading" className={styles.section}>
          <h2 id="overview-heading" className={cx(ui.h4, styles.heading)}>
            {t('overview.heading')}
          </h2>
          <p className={cx(ui.body1, styles.paragraph)}>
            {t('overview.base')} <code className={styles.inlineCode}>{`${origin}${API_V1_BASE}`}</code>
          </p>
          <p className={cx(ui.body1, styles.paragraph)}>
            {t('overview.envelope')} <code className={styles.inlineCode}>{'{ "code": "OK", "message": "OK", "data": … }'}</code>
          </p>
          <p className={cx(ui.body1, styles.paragraph)}>{t('overview.openapiText')}</p>
          {/* A file of the API, not a page: a plain link (no client routing, no locale prefix). */}
          <a href={OPENAPI_PATH} className={buttonClass({ variant: 'outlined' })}>
            {t('overview.openapi')}
          </a>
        </section>

        <section aria-labelledby="limits-heading" className={styles.section}>
          <h2 id="limits-heading" className={cx(ui.h4, styles.heading)}>
            {t('limits.heading')}
          </h2>
          <div className={ui.tableContainer}>
            <table className={cx(ui.table, ui.tableSmall)}>
              <thead>
                <tr>
                  <th scope="col">{t('limits.caller')}</th>
                  <th scope="col">{t('limits.limit')}</th>
                  <th scope="col">{t('limits.calls')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('limits.keyless')}</th>
                  <td>{t('limits.keylessLimit', values)}</td>
                  <td>{t('limits.keylessCalls')}</td>
                </tr>
                <tr>
                  <th scope="row">{t('limits.keyed')}</th>
                  <td>{t('limits.keyedLimit', values)}</td>
                  <td>{t('limits.keyedCalls', values)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className={cx(ui.body1, styles.paragraph)} style={{ marginTop: 16 }}>
            {t('limits.fields')}
          </p>
        </section>

        <section aria-labelledby="keys-heading" className={styles.section}>
          <h2 id="keys-heading" className={cx(ui.h4, styles.heading)}>
            {t('keys.heading')}
          </h2>
          <p className={cx(ui.body1, styles.paragraph)}>{t('keys.text', values)}</p>
          <p className={cx(ui.body1, styles.paragraph)}>{t('keys.send')}</p>
          <pre className={styles.code}>{'Authorization: Bearer cgk_…\nX-Api-Key: cgk_…'}</pre>
          <p className={cx(ui.body1, styles.paragraph)} style={{ marginTop: 12 }}>
            {t('keys.secret')}
          </p>
          <ButtonLink href="/account/api-keys" variant="contained">
            {t('keys.link')}
          </ButtonLink>
        </section>

        <section aria-labelledby="endpoints-heading" className={styles.section}>
          <h2 id="endpoints-heading" className={cx(ui.h4, styles.heading)}>
            {t('endpoints.heading')}
          </h2>
          {API_EXAMPLES.map((example) => (
            <article key={example.id} aria-labelledby={`endpoint-${example.id}`} className={cx(ui.card, styles.endpoint)}>
              <h3 id={`endpoint-${example.id}`} className={cx(ui.h6, styles.endpointTitle)}>
                {t(`endpoints.${example.id}.title`)}
              </h3>
              <p className={styles.endpointTitle}>
                <span className={styles.method}>{example.method}</span>
                <span className={styles.path}>{`${API_V1_BASE}${example.path}`}</span>
                <span className={styles.keyed}>{example.keyed ? t('endpoints.keyRequired') : t('endpoints.noKey')}</span>
              </p>
              <p className={cx(ui.body1, ui.muted)}>{t(`endpoints.${example.id}.text`, values)}</p>
              <pre className={styles.code}>{example.curl(origin)}</pre>
            </article>
          ))}
        </section>

        <section aria-labelledby="caching-heading" className={styles.section}>
          <h2 id="caching-heading" className={cx(ui.h4, styles.heading)}>
            {t('caching.heading')}
          </h2>
          <p className={cx(ui.body1, styles.paragraph)}>{t('caching.text', values)}</p>
          <p className={cx(ui.body1, styles.paragraph)}>{t('caching.cors')}</p>
        </section>

        <section aria-labelledby="errors-heading" className={styles.section}>
          <h2 id="errors-heading" className={cx(ui.h4, styles.heading)}>
            {t('errors.heading')}
          </h2>
          <ul className={cx(ui.body1, styles.list)}>
            {ERROR_STATUSES.map((status) => (
              <li key={status}>
                <code className={styles.inlineCode}>{status}</code> {t(`errors.${status}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['developers']);
