// Where the graded cards go back to (the order's copy of the address), with "Change" while the server allows it.
// Static HTML + CSS Modules (docs/decisions/0015-storefront-static-css.md, issue #11); the (MUI) dialog is downloaded
// when it first opens, not with the page.
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { Notice } from './ActionNotice';
import page from './order-page.module.css';
import styles from './ReturnAddressSection.module.css';

const ChangeAddressDialog = dynamic(() => import('./ChangeAddressDialog').then((module) => module.ChangeAddressDialog), { ssr: false });

export function ReturnAddressSection({ order, onDone }: { order: OrderDetail; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('myorders');
  const [changing, setChanging] = useState(false);
  const { recipient, phone, postalCode, address, addressDetail, memo } = order.shipping;
  const line = [postalCode, address, addressDetail].filter(Boolean).join(' ');
  return (
    <Section id="return-address" title={t('address.title')}>
      {recipient || line ? (
        <address className={styles.address} data-testid="return-address">
          <p className={cx(ui.body1, page.strong)}>{[recipient, phone].filter(Boolean).join(' · ')}</p>
          <p className={ui.body1}>{line}</p>
          {memo && <p className={cx(ui.body2, ui.muted)}>{t('address.memo', { memo })}</p>}
        </address>
      ) : (
        <p className={cx(ui.body1, ui.muted)}>{t('address.missing')}</p>
      )}
      {order.actions.changeAddress && (
        <Button variant="outlined" onClick={() => setChanging(true)} className={styles.change}>
          {t('address.change')}
        </Button>
      )}
      {changing && (
        <ChangeAddressDialog
          order={order}
          onClose={() => setChanging(false)}
          onDone={(notice) => {
            setChanging(false);
            onDone(notice);
          }}
        />
      )}
    </Section>
  );
}
