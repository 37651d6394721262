// One card's history in the population report (docs/product/certificates.md#population-report): per grade that has
// ever counted something, the count now, how many are higher, and a small chart of its daily snapshots of the last
// year (GradeSparkline); the total likewise; the day it last changed. Loaded when the card is opened, behind the same
// pass as the search (GET /api/population/cards/[id]/history).
import { useEffect, useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { POPULATION_GRADES, higherThan } from '@/lib/shared/certificates/population';
import type { PopulationDayView, PopulationHistoryView } from '@/lib/shared/certificates/population-report';
import { type Locale, formatDate } from '@/lib/shared/locale';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { GradeSparkline, type SparkPoint } from './GradeSparkline';
import type { Call } from './use-population-pass';
import styles from './Population.module.css';

interface Props {
  cardId: number;
  name: string;
  locale: Locale;
  withPass: (call: Call) => Promise<void>;
  onClose: () => void;
}

/** The days, with today's counts as the last point (today's snapshot may be older than the last change). */
function timeline(history: PopulationHistoryView): PopulationDayView[] {
  const days = history.days.filter((day) => day.day !== history.now.day);
  return [...days, history.now];
}

const dayText = (day: string, locale: Locale) => formatDate(`${day}T12:00:00+08:00`, locale);

export function CardHistory({ cardId, name, locale, withPass, onClose }: Props) {
  const { t } = useTranslation('population');
  const [history, setHistory] = useState<PopulationHistoryView | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    // A card's history is a component of its own (keyed by the card): it starts empty.
    let current = true;
    void withPass(async () => {
      try {
        const loaded = await fetchApi.get<PopulationHistoryView>(`/api/population/cards/${cardId}/history`);
        if (current) setHistory(loaded);
      } catch (error) {
        if (ApiError.from(error).code === 'CAPTCHA_REQUIRED') throw error;
        if (current) setFailed(true);
      }
    }).catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [cardId, withPass]);

  const points = history ? timeline(history) : [];
  const series = (pick: (day: PopulationDayView) => number): SparkPoint[] => points.map((day) => ({ day: day.day, count: pick(day) }));
  const grades = POPULATION_GRADES.filter((grade) => points.some((day) => (day.counts[grade] ?? 0) > 0));
  /** "Grade 9: 3 on 1 Nov, 5 on 28 Nov" (or the total's words): what the chart shows, for a screen reader. */
  const chartLabel = (values: SparkPoint[], grade: string | null) => {
    const numbers = {
      first: values[0]?.count ?? 0,
      from: dayText(values[0]?.day ?? '', locale),
      last: values.at(-1)?.count ?? 0,
      to: dayText(values.at(-1)?.day ?? '', locale),
    };
    return grade === null
      ? t('history.totalLabel', numbers)
      : t('history.chartLabel', { ...numbers, grade: grade === AUTHENTIC_MARK ? t('results.authentic') : grade });
  };

  return (
    <section id="population-history" className={cx(ui.card, styles.history)} aria-labelledby="population-history-title" data-testid="population-history">
      <div className={styles.historyHead}>
        <h3 id="population-history-title" className={cx(ui.h6, styles.historyTitle)}>
          {t('history.title', { name })}
        </h3>
        <Button variant="text" size="small" onClick={onClose}>
          {t('results.hideHistory')}
        </Button>
      </div>
      {failed && (
        <p className={cx(ui.alert, ui.alertError)} role="alert">
          {t('history.failed')}
        </p>
      )}
      {!history && !failed && (
        <p className={cx(ui.body2, ui.muted)} role="status">
          {t('history.loading')}
        </p>
      )}
      {history && (
        <>
          <p className={cx(ui.body2, ui.muted)}>
            {history.days.length > 0
              ? t('history.since', { date: dayText(history.days[0]!.day, locale), changed: formatDate(history.lastChangedAt, locale) })
              : t('history.none', { changed: formatDate(history.lastChangedAt, locale) })}
          </p>
          <div className={ui.tableContainer}>
            <table className={cx(ui.table, ui.tableSmall, styles.historyTable)}>
              <thead>
                <tr>
                  <th scope="col">{t('history.grade')}</th>
                  <th scope="col" className={ui.numeric}>
                    {t('history.count')}
                  </th>
                  <th scope="col" className={ui.numeric}>
                    {t('history.higher')}
                  </th>
                  <th scope="col">{t('history.trend')}</th>
                </tr>
              </thead>
              <tbody>
                {grades.map((grade) => {
                  const values = series((day) => day.counts[grade] ?? 0);
                  const higher = higherThan(history.now.counts, grade);
                  return (
                    <tr key={grade}>
                      <th scope="row">{grade === AUTHENTIC_MARK ? t('results.authentic') : grade}</th>
                      <td className={ui.numeric}>{history.now.counts[grade] ?? 0}</td>
                      <td className={ui.numeric}>{higher ?? '—'}</td>
                      <td>
                        <GradeSparkline points={values} label={chartLabel(values, grade)} />
                      </td>
                    </tr>
                  );
                })}
                <tr className={styles.totalRow}>
                  <th scope="row">{t('results.total')}</th>
                  <td className={ui.numeric}>{history.now.total}</td>
                  <td className={ui.numeric}>—</td>
                  <td>
                    <GradeSparkline
                      points={series((day) => day.total)}
                      label={chartLabel(
                        series((day) => day.total),
                        null,
                      )}
                    />
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
