// The population report page's working part (docs/product/certificates.md#population-report): the form, the proof of
// work when one is needed (use-population-pass.ts), the result with its pages, a card's history, and the CSV. The page
// is static (the same HTML for everyone); a search in the address (`?name=…`, from a shared link or the certificate
// page) is read after hydration and run. Calls go through fetch (lib/client/fetch-api.ts): no React Query, no MUI on
// this lean page (docs/decisions/0015-storefront-static-css.md). The form validates with the API's own schema,
// loaded with yup on first use.
import { useRouter } from 'next/router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { CaptchaField } from '@/components/auth/CaptchaField';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { ApiError } from '@/lib/client/api-error';
import { type DownloadedFile, fetchApi } from '@/lib/client/fetch-api';
import type { PopulationPageView, PopulationRowView } from '@/lib/shared/certificates/population-report';
import { DEFAULT_LOCALE, type Locale, isLocale } from '@/lib/shared/locale';
import { CardHistory } from './CardHistory';
import { EMPTY_FIELDS, type FieldName, type PopulationFields, fieldsFromQuery, hasAnyField, queryOf } from './population-fields';
import { type FieldErrors, PopulationForm } from './PopulationForm';
import { PopulationTable } from './PopulationTable';
import { usePopulationPass } from './use-population-pass';
import styles from './Population.module.css';
import { saveFile } from '@/lib/client/save-file';

const loadSchema = () => import('@/lib/shared/schemas/population');

/** The name when the answer gives none (Content-Disposition). */
const CSV_FILE_NAME = 'cardgrade-population.csv';

interface Searched {
  fields: PopulationFields;
  result: PopulationPageView;
}

export function PopulationReport({ path }: { path: string }) {
  const { t, i18n } = useTranslation('population');
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const router = useRouter();
  const { captcha, withPass, onSolved, prepare } = usePopulationPass();
  const [fields, setFields] = useState<PopulationFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [searched, setSearched] = useState<Searched | null>(null);
  const [openCard, setOpenCard] = useState<PopulationRowView | null>(null);
  const [csv, setCsv] = useState<'idle' | 'busy' | 'failed'>('idle');
  const resultsTop = useRef<HTMLDivElement>(null);

  const run = useCallback(
    /** `fromAddress`: the search the address carried (the address stays); `scroll`: a new page, shown from its top. */
    async (wanted: PopulationFields, page: number, { fromAddress = false, scroll = false } = {}) => {
      const { populationSearchSchema } = await loadSchema();
      try {
        await populationSearchSchema.validate({ ...queryOf(wanted), page: String(page) }, { abortEarly: false, stripUnknown: true });
      } catch (error) {
        const issues = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        setErrors(Object.fromEntries(issues.map((issue) => [issue.path ?? 'form', t(issue.message)])));
        return;
      }
      setErrors({});
      setBusy(true);
      await withPass(async () => {
        try {
          const result = await fetchApi.get<PopulationPageView>('/api/population/search', { params: queryOf(wanted, { page }) });
          setSearched({ fields: wanted, result });
          setOpenCard(null);
          setBusy(false);
          if (!fromAddress)
            void router.replace({ pathname: router.pathname, query: queryOf(wanted, page > 1 ? { page } : {}) }, undefined, { shallow: true, scroll: false });
          if (scroll) resultsTop.current?.scrollIntoView({ block: 'start' });
        } catch (error) {
          const failure = ApiError.from(error);
          if (failure.code === 'CAPTCHA_REQUIRED') throw error;
          setBusy(false);
          const fieldErrors = failure.code === 'VALIDATION' ? Object.fromEntries(failure.errors.map((issue) => [issue.path, t(issue.key)])) : {};
          setErrors(Object.keys(fieldErrors).length > 0 ? fieldErrors : { form: t(failure.key ?? 'results.failed') });
        }
      }).catch(() => {
        setBusy(false);
        setErrors({ form: t('results.failed') });
      });
    },
    [withPass, router, t],
  );

  // A search in the address (a shared link, the certificate page's link, back and forward): read once the static
  // page has hydrated and knows its query.
  const arrived = useRef(false);
  useEffect(() => {
    if (!router.isReady || arrived.current) return;
    arrived.current = true;
    const { fields: given, page } = fieldsFromQuery(router.query);
    if (!hasAnyField(given)) return;
    // After the schema has loaded (run needs it anyway): the form shows the search as it starts.
    void loadSchema().then(() => {
      setFields(given);
      return run(given, page, { fromAddress: true });
    });
  }, [router.isReady, router.query, run]);

  const onChange = useCallback((name: FieldName, value: string) => setFields((current) => ({ ...current, [name]: value })), []);

  const onStart = useCallback(() => {
    prepare();
    void loadSchema();
  }, [prepare]);

  const onClear = useCallback(() => {
    setFields(EMPTY_FIELDS);
    setErrors({});
    setSearched(null);
    setOpenCard(null);
    void router.replace({ pathname: router.pathname, query: {} }, undefined, { shallow: true, scroll: false });
  }, [router]);

  const csvQuery = searched ? queryOf(searched.fields, { lang: locale }) : {};
  const csvPath = '/api/population/export.csv';
  const csvHref = `${csvPath}?${new URLSearchParams(csvQuery)}`;
  const onCsv = useCallback(() => {
    setCsv('busy');
    // The call settles its own outcome: after a check it is run again by the pass's hook, whose caller is gone.
    void withPass(async () => {
      let file: DownloadedFile;
      try {
        file = await fetchApi.download(csvPath, { params: csvQuery });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'CAPTCHA_REQUIRED') throw error;
        return setCsv('failed');
      }
      try {
        saveFile(file.blob, file.fileName ?? CSV_FILE_NAME);
        setCsv('idle');
      } catch {
        setCsv('failed');
      }
    }).catch(() => setCsv('failed'));
    // csvHref stands for csvQuery's values: the call is renewed when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [withPass, csvHref]);

  return (
    <>
      <PopulationForm
        action={path}
        fields={fields}
        errors={errors}
        busy={busy && !captcha.waiting}
        onChange={onChange}
        onSubmit={() => void run(fields, 1)}
        onClear={onClear}
        onStart={onStart}
      />
      {captcha.shown && (
        <section className={cx(ui.card, styles.captcha)} aria-labelledby="population-captcha-title">
          <h2 id="population-captcha-title" className={cx(ui.subtitle1, styles.captchaTitle)}>
            {t('captcha.title')}
          </h2>
          <p className={cx(ui.body2, ui.muted)}>{t('captcha.text')}</p>
          <CaptchaField purpose="population" round={captcha.round} onSolved={onSolved} />
          {captcha.failed && (
            <p className={cx(ui.caption, styles.fieldError)} role="alert">
              {t('captcha.failed')}
            </p>
          )}
        </section>
      )}
      <div ref={resultsTop} className={styles.anchor} />
      {searched && (
        <PopulationTable
          result={searched.result}
          name={searched.fields.name.trim()}
          locale={locale}
          openCardId={openCard?.id ?? null}
          onToggleCard={(row) => setOpenCard((current) => (current?.id === row.id ? null : row))}
          onPage={(page) => void run(searched.fields, page, { scroll: true })}
          csvHref={csvHref}
          onCsv={onCsv}
          csvBusy={csv === 'busy'}
          csvFailed={csv === 'failed'}
          busy={busy}
        />
      )}
      {openCard && (
        <CardHistory key={openCard.id} cardId={openCard.id} name={openCard.card.name} locale={locale} withPass={withPass} onClose={() => setOpenCard(null)} />
      )}
    </>
  );
}
