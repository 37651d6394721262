import { useTranslation } from '@/hooks/useTranslation';
import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { emailOutlined, languageOutlined, phoneOutlined, placeOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { PartnerShopGroup, PartnerShopView } from '@/lib/server/partners/list-partner-shops';
import styles from './PartnerShopList.module.css';

export function PartnerShopList({ groups }: { groups: PartnerShopGroup[] }) {
  const { t } = useTranslation('partner');
  if (groups.length === 0) return <p className={cx(ui.body1, ui.muted)}>{t('shops.empty')}</p>;
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.country} aria-labelledby={`shops-${group.country}`}>
          <h3 id={`shops-${group.country}`} className={cx(ui.h3, styles.country)}>
            {t(`countries.${group.country}`, { defaultValue: group.country })}
            <span className={cx(ui.body1, ui.muted, styles.count)}>{t('shops.count', { count: group.shops.length })}</span>
          </h3>
          <div className={styles.grid}>
            {group.shops.map((shop) => (
              <ShopCard key={shop.id} shop={shop} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

function ShopCard({ shop }: { shop: PartnerShopView }) {
  const { t } = useTranslation('partner');
  return (
    <div className={cx(ui.card, styles.card)}>
      <div className={ui.cardContent}>
        <span className={cx(ui.chip, ui.chipSmall, styles.city)}>{shop.city}</span>
        <h4 className={cx(ui.h6, styles.name)}>{shop.name}</h4>
        <div className={styles.lines}>
          <Line icon={placeOutlined} label={t('shops.address')}>
            {shop.address}
          </Line>
          {shop.phone && (
            <Line icon={phoneOutlined} label={t('shops.phone')}>
              <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`} className={ui.link}>
                {shop.phone}
              </a>
            </Line>
          )}
          {shop.email && (
            <Line icon={emailOutlined} label={t('shops.email')}>
              <a href={`mailto:${shop.email}`} className={cx(ui.link, styles.breakAll)}>
                {shop.email}
              </a>
            </Line>
          )}
          {shop.website && (
            <Line icon={languageOutlined} label={t('shops.website')}>
              <a href={shop.website} target="_blank" rel="noopener noreferrer" className={cx(ui.link, styles.breakAll)}>
                {shop.website.replace(/^https?:\/\//, '')}
              </a>
            </Line>
          )}
        </div>
      </div>
    </div>
  );
}

function Line({ icon, label, children }: { icon: readonly string[]; label: string; children: ReactNode }) {
  return (
    <div className={styles.line}>
      <span aria-hidden className={styles.lineIcon}>
        <Icon paths={icon} size={20} />
      </span>
      <p className={ui.body2}>
        <span className={ui.visuallyHidden}>{label}: </span>
        {children}
      </p>
    </div>
  );
}
