import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { FaqGroups } from '@/components/content/FaqGroups';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
// After ui.module.css, so its margins win over the variants' `margin: 0`.
import { type FaqGroup, listFaq } from '@/lib/server/content/list-faq';
import { databaseStaticProps } from '@/lib/server/static-pages/database-static-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

interface Props {
  groups: FaqGroup[];
}

export default function FaqPage({ groups }: Props) {
  const { t } = useTranslation('faq');
  return (
    <>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
      </Head>
      <div className={cx(ui.container, ui.containerMd, ui.pageBody)}>
        <h1 className={cx(ui.h1, ui.gutterBottom)}>{t('heading')}</h1>
        <p className={cx(ui.body1, ui.muted, ui.intro)}>{t('intro')}</p>
        <FaqGroups groups={groups} />
      </div>
    </>
  );
}

export const getStaticPaths = generateOnFirstRequest;

// Regenerated when an admin changes the FAQ (afterContentChange('faq')).
export const getStaticProps = databaseStaticProps<Props>(['faq'], async (db, locale) => ({ props: { groups: await listFaq(db, locale) } }));
