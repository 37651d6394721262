// Long legal text (terms of service, privacy policy): title, effective date, contents and numbered sections.
// Each section body is one translation string; a line starting with "- " becomes a bullet, any other line a paragraph.
// Plain elements and a CSS Module, no MUI (docs/decisions/0015-storefront-static-css.md).
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { PageHead } from './PageHead';
import styles from './PolicyDocument.module.css';

interface Props {
  /** Top-level key in policy.json: `terms` or `privacy`. */
  doc: 'terms' | 'privacy';
  sectionIds: readonly string[];
  effectiveDate: string;
  /** Values interpolated into the texts (company e-mail, ages, days…). */
  values: Record<string, string | number>;
}

/** Turns one section text into paragraphs and bullet lists. */
function renderBody(text: string) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const blocks: Array<{ list: string[] } | { paragraph: string }> = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (line.startsWith('- ')) {
      if (last && 'list' in last) last.list.push(line.slice(2));
      else blocks.push({ list: [line.slice(2)] });
    } else blocks.push({ paragraph: line });
  }
  return blocks.map((block, index) =>
    'list' in block ? (
      <ul key={index} className={styles.list}>
        {block.list.map((item, itemIndex) => (
          <li key={itemIndex} className={cx(ui.body1, styles.listItem)}>
            {item}
          </li>
        ))}
      </ul>
    ) : (
      <p key={index} className={cx(ui.body1, styles.paragraph)}>
        {block.paragraph}
      </p>
    ),
  );
}

export function PolicyDocument({ doc, sectionIds, effectiveDate, values }: Props) {
  const { t } = useTranslation('policy');
  const { locale } = useRouter();
  const title = t(`${doc}.title`);
  const date = formatDate(effectiveDate, isLocale(locale) ? locale : DEFAULT_LOCALE, { dateStyle: 'long' });

  return (
    <article className={cx(ui.container, ui.containerMd, styles.document)}>
      <PageHead title={title} />
      <h1 className={cx(ui.h1, styles.title)}>{title}</h1>
      <p className={cx(ui.body2, ui.muted, styles.effective)}>{t('effective', { date })}</p>
      <p className={cx(ui.body1, styles.intro)}>{t(`${doc}.intro`, values)}</p>
      <nav aria-labelledby="toc-heading" className={styles.toc}>
        <h2 id="toc-heading" className={cx(ui.h2, styles.tocHeading)}>
          {t('toc')}
        </h2>
        <ol className={styles.tocList}>
          {sectionIds.map((id) => (
            <li key={id}>
              <a href={`#${doc}-${id}`} className={ui.link}>
                {t(`${doc}.sections.${id}.title`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sectionIds.map((id, index) => (
        <section key={id} id={`${doc}-${id}`} aria-labelledby={`${doc}-${id}-heading`} className={styles.section}>
          <h2 id={`${doc}-${id}-heading`} className={cx(ui.h2, styles.sectionHeading)}>
            {t('sectionNumber', { number: index + 1, title: t(`${doc}.sections.${id}.title`) })}
          </h2>
          {renderBody(t(`${doc}.sections.${id}.body`, values))}
        </section>
      ))}
    </article>
  );
}
