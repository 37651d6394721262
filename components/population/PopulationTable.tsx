// The population report's result (docs/product/certificates.md#population-report): a row per card — its name and fields,
// a column per grade (10 … 1, then A), the total and the day it last changed — in a table that scrolls sideways on a
// phone with the card's column kept in view; how many cards matched and "as of" when; the pages; the CSV of every page.
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { POPULATION_GRADES, higherThan } from '@/lib/shared/certificates/population';
import { POPULATION_LIMITS, type PopulationPageView, type PopulationRowView } from '@/lib/shared/certificates/population-report';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { type Locale, formatDate } from '@/lib/shared/locale';
import styles from './Population.module.css';
import { FollowPopulationButton } from '@/components/popwatch/FollowPopulationButton';

interface Props {
  result: PopulationPageView;
  /** The name as searched, for the word-start note. */
  name: string;
  locale: Locale;
  openCardId: number | null;
  onToggleCard: (row: PopulationRowView) => void;
  onPage: (page: number) => void;
  csvHref: string;
  onCsv: () => void;
  csvBusy: boolean;
  csvFailed: boolean;
  busy: boolean;
}

/** "1999 · Wizards of the Coast · Base Set · #4/102 · Pokémon": the card's other fields, those it has. */
function cardLine(row: PopulationRowView, category: string): string {
  const { year, brand, setName, cardNumber } = row.card;
  return [year, brand, setName, cardNumber ? `#${cardNumber}` : null, category].filter((part) => part !== null && part !== '').join(' · ');
}

export function PopulationTable({ result, name, locale, openCardId, onToggleCard, onPage, csvHref, onCsv, csvBusy, csvFailed, busy }: Props) {
  const { t } = useTranslation(['population', 'cert']);
  const pages = Math.max(1, Math.ceil(result.matches / result.pageSize));
  const gradeLabel = (grade: string) => (grade === AUTHENTIC_MARK ? t('results.authentic') : t('results.gradeHeader', { grade }));

  return (
    <section aria-labelledby="population-results-title" className={styles.results} aria-busy={busy}>
      <div className={styles.resultsHead}>
        <div>
          <h2 id="population-results-title" className={cx(ui.h5, styles.resultsTitle)}>
            {t('results.title')}
          </h2>
          <p className={cx(ui.body2, ui.muted)} role="status" data-testid="population-count">
            {t('results.count', { count: result.matches })} ·{' '}
            {t('results.asOf', { date: formatDate(result.asOf, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
          </p>
        </div>
        {result.matches > 0 && (
          <div className={styles.csv}>
            <a href={csvHref} download className={styles.csvLink} onClick={(event) => (event.preventDefault(), onCsv())} aria-disabled={csvBusy}>
              {t('results.csv')}
            </a>
            <span className={cx(ui.caption, ui.muted)}>{t('results.csvHelp', { count: POPULATION_LIMITS.exportRows })}</span>
            {csvFailed && (
              <span className={cx(ui.caption, styles.fieldError)} role="alert">
                {t('results.failed')}
              </span>
            )}
          </div>
        )}
      </div>
      {result.more && (
        <p className={cx(ui.alert, ui.alertWarning)} role="note">
          {t('results.more', { count: POPULATION_LIMITS.exportRows })}
        </p>
      )}
      {result.nameMatch === 'word-start' && <p className={cx(ui.body2, ui.muted)}>{t('results.wordStart', { name })}</p>}
      {result.rows.length === 0 ? (
        <p className={ui.body1}>{t('results.none')}</p>
      ) : (
        <div className={cx(ui.tableContainer, styles.scroller)} tabIndex={0} role="region" aria-labelledby="population-caption">
          <table className={cx(ui.table, ui.tableSmall, styles.table)}>
            <caption id="population-caption" className={ui.visuallyHidden}>
              {t('results.caption')}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cardColumn}>
                  {t('results.card')}
                </th>
                {POPULATION_GRADES.map((grade) => (
                  <th key={grade} scope="col" className={cx(ui.numeric, styles.gradeColumn)} title={gradeLabel(grade)}>
                    <span aria-hidden="true">{grade}</span>
                    <span className={ui.visuallyHidden}>{gradeLabel(grade)}</span>
                  </th>
                ))}
                <th scope="col" className={ui.numeric}>
                  {t('results.total')}
                </th>
                <th scope="col">{t('results.lastChanged')}</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.id} className={cx(openCardId === row.id && styles.openRow)}>
                  <th scope="row" className={styles.cardColumn}>
                    <span className={styles.cardName}>{row.card.name}</span>
                    <span className={cx(ui.caption, ui.muted, styles.cardLine)}>{cardLine(row, t(`cert:categories.${row.card.category}`))}</span>
                    <button
                      type="button"
                      className={styles.historyButton}
                      onClick={() => onToggleCard(row)}
                      aria-expanded={openCardId === row.id}
                      aria-controls="population-history"
                    >
                      {openCardId === row.id ? t('results.hideHistory') : t('results.history')}
                    </button>
                    <FollowPopulationButton target={{ populationCardId: row.id }} cardName={row.card.name} />
                  </th>
                  {row.counts.map((cell) => {
                    // "Higher" per grade: the numeric grades above it (nothing is higher than A); the history shows it too.
                    const higher = higherThan(Object.fromEntries(row.counts.map((c) => [c.grade, c.count])), cell.grade);
                    return (
                      <td
                        key={cell.grade}
                        className={cx(ui.numeric, cell.count === 0 && styles.zero)}
                        title={higher === null ? undefined : t('results.higherTitle', { grade: cell.grade, count: higher })}
                      >
                        {cell.count}
                      </td>
                    );
                  })}
                  <td className={cx(ui.numeric, styles.total)}>{row.total}</td>
                  <td className={styles.nowrap}>{formatDate(row.lastChangedAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('results.pagination')}>
          <Button variant="outlined" size="small" disabled={busy || result.page <= 1} onClick={() => onPage(result.page - 1)}>
            {t('results.previous')}
          </Button>
          <span className={ui.body2} aria-current="page">
            {t('results.page', { page: result.page, pages })}
          </span>
          <Button variant="outlined" size="small" disabled={busy || result.page >= pages} onClick={() => onPage(result.page + 1)}>
            {t('results.next')}
          </Button>
        </nav>
      )}
    </section>
  );
}
