// Grading scale page (docs/product/storefront.md#home-and-information-pages): the scale, the "A" mark, subgrades,
// centering tolerances, the label's security features and the 12-step process. All numbers come from
// lib/shared/grading/.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { PageIntro } from '@/components/layout/PageIntro';
import { PageSection } from '@/components/layout/PageSection';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { translatedStaticProps } from '@/lib/server/static-pages/translated-static-props';
import { CENTERING_TOLERANCES } from '@/lib/shared/grading/centering';
import { LABEL_FEATURES, PROCESS_STEPS, SERIAL_DIGITS } from '@/lib/shared/grading/process';
import { AUTHENTIC_MARK, GRADES, SUBGRADES, gradeKey } from '@/lib/shared/grading/scale';
import styles from './detail.module.css';

// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
export default function GradingDetailPage() {
  const { t: d } = useTranslation('grading', { keyPrefix: 'detail' });

  return (
    <>
      <PageHead title={d('meta.title')} description={d('intro.lead')} />
      <PageIntro title={d('intro.title')} lead={d('intro.lead')} />
      <div className={cx(ui.container, styles.body)}>
        <PageSection id="scale" title={d('scale.heading')} lead={d('scale.lead')}>
          <div className={cx(ui.tableContainer, ui.card)}>
            <table className={cx(ui.table, ui.tableSmall)}>
              <thead>
                <tr>
                  <th scope="col">{d('scale.grade')}</th>
                  <th scope="col">{d('scale.name')}</th>
                  <th scope="col" className={styles.wideOnly}>
                    {d('scale.description')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {GRADES.map((grade) => (
                  <tr key={grade}>
                    <th scope="row" className={cx(styles.rowHeader, styles.grade)}>
                      {grade}
                    </th>
                    <td>
                      <div className={styles.gradeName}>{d(`scale.grades.${gradeKey(grade)}.name`)}</div>
                      {/* Narrow screens: the description goes under the name instead of a cramped third column. */}
                      <p className={cx(ui.body2, ui.muted, styles.narrowOnly)}>{d(`scale.grades.${gradeKey(grade)}.text`)}</p>
                    </td>
                    <td className={styles.wideOnly}>{d(`scale.grades.${gradeKey(grade)}.text`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={cx(ui.card, styles.authentic)}>
            <span className={cx(ui.body1, styles.authenticMark)} aria-hidden>
              {AUTHENTIC_MARK}
            </span>
            <div>
              <h3 className={cx(ui.h3, styles.authenticTitle)}>{d('authentic.heading', { mark: AUTHENTIC_MARK })}</h3>
              <p className={cx(ui.body1, ui.muted)}>{d('authentic.text', { mark: AUTHENTIC_MARK })}</p>
            </div>
          </div>
        </PageSection>

        <PageSection id="subgrades" title={d('subgrades.heading')} lead={d('subgrades.lead')}>
          <div className={styles.fourColumns}>
            {SUBGRADES.map((id) => (
              <div key={id} className={cx(ui.card, styles.subgrade)}>
                <h3 className={cx(ui.h3, styles.itemTitle)}>{d(`subgrades.items.${id}.title`)}</h3>
                <p className={cx(ui.body1, ui.muted)}>{d(`subgrades.items.${id}.text`)}</p>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection id="centering" title={d('centering.heading')} lead={d('centering.lead')}>
          <div className={cx(ui.tableContainer, ui.card, styles.centeringTable)}>
            <table className={cx(ui.table, ui.tableSmall)}>
              <thead>
                <tr>
                  <th scope="col">{d('centering.grade')}</th>
                  <th scope="col">{d('centering.front')}</th>
                </tr>
              </thead>
              <tbody>
                {CENTERING_TOLERANCES.map((row) => (
                  <tr key={row.grade}>
                    <th scope="row" className={styles.rowHeader}>
                      {row.grade}
                    </th>
                    <td>{row.frontBest ? d('centering.range', { best: row.frontBest, worst: row.front }) : d('centering.upTo', { ratio: row.front })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={cx(ui.body2, ui.muted, styles.centeringNote)}>{d('centering.note')}</p>
        </PageSection>

        <PageSection id="label" title={d('label.heading')} lead={d('label.lead')}>
          <div className={styles.fourColumns}>
            {LABEL_FEATURES.map((id) => (
              <div key={id} className={styles.feature}>
                <h3 className={cx(ui.h3, styles.itemTitle)}>{d(`label.items.${id}.title`)}</h3>
                <p className={cx(ui.body1, ui.muted)}>{d(`label.items.${id}.text`, { digits: SERIAL_DIGITS })}</p>
              </div>
            ))}
          </div>
        </PageSection>

        <PageSection id="process" title={d('process.heading', { steps: PROCESS_STEPS.length })} lead={d('process.lead')}>
          <ol className={cx(ui.plainList, styles.process)}>
            {PROCESS_STEPS.map((id, index) => (
              <li key={id} className={cx(ui.card, styles.processStep)}>
                <div className={styles.stepNumber}>{index + 1}</div>
                <div>
                  <h3 className={cx(ui.subtitle1, styles.stepTitle)}>{d(`process.steps.${id}.title`)}</h3>
                  <p className={cx(ui.body2, ui.muted)}>{d(`process.steps.${id}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </PageSection>
      </div>
    </>
  );
}

// The same for everyone: prerendered by the build in every locale (docs/decisions/0014-static-pages.md).
export const getStaticProps = translatedStaticProps(['grading']);
