import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { INQUIRY_ID, PartnerInquiry } from '@/components/partner/PartnerInquiry';
import { PartnerShopList } from '@/components/partner/PartnerShopList';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
// After ui.module.css, so its margins win over the variants' `margin: 0`.
import styles from '@/components/partner/PartnerShopPage.module.css';
import { listPartnerShops, type PartnerShopGroup } from '@/lib/server/partners/list-partner-shops';
import { databaseStaticProps } from '@/lib/server/static-pages/database-static-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

interface Props {
  groups: PartnerShopGroup[];
}

export default function PartnerShopPage({ groups }: Props) {
  const { t } = useTranslation('partner');
  return (
    <>
      <Head>
        <title>{t('meta.title')}</title>
        <meta name="description" content={t('meta.description')} />
      </Head>
      <div className={cx(ui.container, ui.pageBody)}>
        <h1 className={cx(ui.h1, ui.gutterBottom)}>{t('heading')}</h1>
        <p className={cx(ui.body1, ui.muted, styles.intro)}>{t('intro')}</p>
        <section aria-labelledby="partner-shops-heading">
          <h2 id="partner-shops-heading" className={cx(ui.h2, styles.shopsHeading)}>
            {t('shops.heading')}
          </h2>
          <PartnerShopList groups={groups} />
        </section>
        <hr className={cx(ui.divider, styles.divider)} />
        <section id={INQUIRY_ID} className={styles.inquiry}>
          <PartnerInquiry />
        </section>
      </div>
    </>
  );
}

export const getStaticPaths = generateOnFirstRequest;

// Regenerated when an admin changes a partner shop (afterContentChange('partners')).
export const getStaticProps = databaseStaticProps<Props>(['partner'], async (db, locale) => ({ props: { groups: await listPartnerShops(db, locale) } }));
