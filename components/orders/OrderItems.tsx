// The order's cards (docs/product/order-lifecycle.md#order-detail): each line, and where the rule sets allow
// (the server sends `results` only then) each card's certificate, grade — or "A" when the requested minimum grade
// was not met — and autograph grade, with a link to its public certificate page. Static HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { Section } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { certificatePath } from '@/lib/shared/certificate';
import { cardTitle } from '@/lib/shared/orders/card-title';
import { AUTHENTIC_MARK } from '@/lib/shared/grading/scale';
import { formatMoney } from '@/lib/shared/money';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { cardRefundText } from './card-refund-text';
import { useMemberLocale } from './format';
import page from './order-page.module.css';
import styles from './OrderItems.module.css';

type Item = OrderDetail['items'][number];
type Result = OrderDetail['results'][number];

export function gradeText(result: Result): string {
  if (result.grade !== null) return String(result.grade);
  return result.authentic ? AUTHENTIC_MARK : '—';
}

const chip = cx(ui.chip, ui.chipSmall, ui.chipOutlined);

function ResultLine({ result, minimumGrade }: { result: Result; minimumGrade: Item['minimumGrade'] }) {
  const { t } = useTranslation('myorders');
  // Issue #24: "A" alone told the member nothing; it means authentic, below the minimum grade they asked for.
  const authenticOnly = result.grade === null && result.authentic;
  return (
    <li className={styles.result}>
      <NextLink href={certificatePath(result.serial)} className={ui.link} aria-label={t('items.certificateNamed', { serial: result.serial })}>
        {t('items.certificate', { serial: result.serial })}
      </NextLink>
      <p className={ui.body2}>
        {t('items.grade')}: <strong>{gradeText(result)}</strong>
      </p>
      {authenticOnly && (
        <p className={cx(ui.body2, ui.muted)} data-testid="authentic-meaning">
          {minimumGrade !== null ? t('items.authenticBelowMinimum', { grade: minimumGrade }) : t('items.authenticOnly')}
        </p>
      )}
      {result.autoGrade !== null && (
        <p className={ui.body2}>
          {t('items.autoGrade')}: <strong>{result.autoGrade}</strong>
        </p>
      )}
    </li>
  );
}

export function OrderItems({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const { shipped, total } = order.cardsShipped;
  // Decision 0031 §4: an order with no card to grade says so; the cards received come back ungraded.
  const lead = [order.nothingGraded ? t('items.nothingGraded') : '', shipped > 0 ? t('items.shipped', { shipped, total }) : ''].filter(Boolean).join(' ');
  return (
    <Section id="cards" title={t('items.title')} lead={lead || undefined}>
      <ol className={cx(ui.plainList, styles.items)}>
        {/* Positions count from 0; members count lines from 1. */}
        {order.items.map((item) => {
          const results = order.results.filter((result) => result.position === item.position);
          const refunded = order.cardRefunds.find((card) => card.position === item.position);
          return (
            <li key={item.position} className={page.box}>
              <div className={page.spread}>
                <p className={cx(ui.body1, page.strong, styles.title)}>
                  {t('items.line', { position: item.position + 1 })} · {cardTitle(item, item.serialNumber) || t('list.noCardName')}
                </p>
                <p className={cx(ui.body1, page.strong)}>{formatMoney(item.amount, order.currency, locale)}</p>
              </div>
              <div className={styles.chips}>
                <span className={chip}>{t('items.quantity', { count: item.quantity })}</span>
                {item.isAuto && <span className={chip}>{t('items.auto')}</span>}
                {item.minimumGrade !== null && <span className={chip}>{t('items.minimumGrade', { grade: item.minimumGrade })}</span>}
                {item.serialNumber && <span className={chip}>{t('items.reholderOf', { serial: item.serialNumber })}</span>}
              </div>
              {refunded && (
                <p className={cx(ui.body2, ui.muted)} data-testid="card-refund">
                  {cardRefundText(t, refunded, order.currency, locale)}
                </p>
              )}
              {results.length > 0 && (
                <ul className={cx(ui.plainList, styles.results)} aria-label={t('items.resultsOf', { position: item.position + 1 })}>
                  {results.map((result) => (
                    <ResultLine key={result.serial} result={result} minimumGrade={item.minimumGrade} />
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
