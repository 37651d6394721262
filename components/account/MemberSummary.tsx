// Dashboard header card: greeting, membership tier and discount, phone verification state
// (docs/product/storefront.md#my-page, docs/product/pricing.md#membership-discount). Plain HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md, issue #11).
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { checkCircleOutlined, warningAmber } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { formatDate, isLocale, DEFAULT_LOCALE } from '@/lib/shared/locale';
import { maskPhone } from '@/lib/shared/phone-numbers';
import styles from './MemberSummary.module.css';

export function MemberSummary({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const { locale } = useRouter();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const tier = profile.membership;

  return (
    <section aria-labelledby="member-summary-heading" className={cx(ui.card, styles.summary)}>
      <h2 id="member-summary-heading" className={cx(ui.h2, styles.greeting)}>
        {t('dashboard.greeting', { name: profile.mbNick })}
      </h2>
      <p className={cx(ui.body1, ui.muted, styles.email)}>
        {profile.mbEmail} · {t('dashboard.memberSince', { date: formatDate(profile.createdAt, lang) })}
      </p>
      <div className={styles.facts}>
        <div className={styles.fact}>
          <p className={cx(ui.body2, ui.muted)}>{t('dashboard.membership')}</p>
          <div className={cx(styles.factRow, styles.wrap)}>
            <span className={cx(ui.chip, ui.chipSmall, ui.chipSecondary, styles.tier)}>{tier?.name ?? t('dashboard.basicTier')}</span>
            <p className={ui.body2}>{tier && tier.discountRate > 0 ? t('dashboard.discount', { rate: tier.discountRate }) : t('dashboard.noDiscount')}</p>
          </div>
        </div>
        <div className={styles.fact}>
          <p className={cx(ui.body2, ui.muted)}>{t('dashboard.phone')}</p>
          {profile.phoneVerified && profile.mbPhone ? (
            <div className={styles.factRow}>
              <Icon paths={checkCircleOutlined} size="1.25rem" className={styles.success} />
              <p className={ui.body2}>{t('dashboard.phoneVerified', { phone: maskPhone(profile.mbPhone) })}</p>
            </div>
          ) : (
            <div className={cx(styles.factRow, styles.wrap)}>
              <Icon paths={warningAmber} size="1.25rem" className={styles.warning} />
              <p className={ui.body2}>{t('dashboard.phoneNotVerified')}</p>
              <Link href="/account/profile?verifyPhone=1#phone" className={buttonClass({ variant: 'text', size: 'small' })}>
                {t('dashboard.verifyNow')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
