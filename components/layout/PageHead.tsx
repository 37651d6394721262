// <title> and description of a page, with the brand appended. Texts come translated from the page.
import { useTranslation } from '@/hooks/useTranslation';
import Head from 'next/head';

interface Props {
  title: string;
  description?: string;
}

export function PageHead({ title, description }: Props) {
  const { t } = useTranslation('common');
  const fullTitle = t('pageTitle', { title });
  return (
    <Head>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      <meta property="og:title" content={fullTitle} />
    </Head>
  );
}
