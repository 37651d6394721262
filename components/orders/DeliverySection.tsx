// Delivery information by stage (docs/product/order-lifecycle.md#rule-sets-by-display-status: shown from
// NEED_INVOICE_INPUT to SHIPPING_OUT_COMPLETE; inbound at SHIPPING_IN, outbound at SHIPPING_OUT and after). Before
// the cards reach us: where to send them and how to pack and label the parcel, and the tracking form for a member
// who ships them; then the inbound parcel, and the parcel back with "N of M cards shipped". Static HTML + CSS Modules
// (docs/decisions/0015-storefront-static-css.md, issue #11) around the form.
import { useTranslation } from '@/hooks/useTranslation';
import dynamic from 'next/dynamic';
import { FormLoading } from './FormLoading';
import { Fragment, type ReactElement } from 'react';
import { Section } from '@/components/ui/Section';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import { courierById } from '@/lib/shared/orders/couriers';
import { DELIVERY_INFO_SHOWN, DELIVERY_TO_USER, type DisplayStatus } from '@/lib/shared/orders/status';
import type { Notice } from './ActionNotice';
import { DetailList } from './DetailList';
import { dateTimeText, useMemberLocale } from './format';
import page from './order-page.module.css';
import styles from './DeliverySection.module.css';

// The tracking form (MUI, react-hook-form) only for an order that takes a tracking number: another order neither
// renders nor downloads it (issue #11). Rendered on the server when shown, so the page's HTML is complete.
const TrackingForm = dynamic(() => import('./TrackingForm').then((module) => module.TrackingForm), { ssr: false, loading: FormLoading });

/** The cards have not reached us yet: the member sends them, or our courier collects them. */
const BEFORE_RECEIPT: readonly DisplayStatus[] = ['NEED_INVOICE_INPUT', 'PICKUP_REQUIRED', 'SHIPPING_IN'];
const PACKING_STEPS = ['sleeve', 'bag', 'label', 'pad'] as const;

function SendGuide({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(['myorders', 'common']);
  const lead =
    order.shippingMethod === 'BRG_SHIPPING'
      ? 'delivery.send.pickup'
      : order.shippingMethod === 'QUICK' || order.shippingMethod === 'VISIT'
        ? 'delivery.send.counter'
        : 'delivery.send.post';
  return (
    <section aria-labelledby="send-heading">
      <h3 id="send-heading" className={cx(ui.h3, page.subheading)}>
        {t('delivery.send.title')}
      </h3>
      <p className={cx(ui.body2, styles.sendLead)}>{t(lead)}</p>
      <address className={cx(page.greyBox, styles.office)} data-testid="head-office-address">
        <p className={cx(ui.body1, page.bold)}>{t('common:footer.company.name')}</p>
        <p className={ui.body1}>{t('common:footer.company.address')}</p>
      </address>
      <h3 id="pack-heading" className={cx(ui.h3, page.subheading)}>
        {t('delivery.pack.title')}
      </h3>
      <ol aria-labelledby="pack-heading" className={styles.packing}>
        {PACKING_STEPS.map((step) => (
          <li className={ui.body2} key={step}>
            {t(`delivery.pack.${step}`, { orderNumber: order.orderNumber })}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Parcel({ title, id, rows }: { title: string; id: string; rows: { label: string; value: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={cx(ui.h3, page.subheading)}>
        {title}
      </h3>
      <DetailList rows={rows} />
    </section>
  );
}

export function DeliverySection({ order, onDone }: { order: OrderDetail; onDone: (notice: Notice) => void }) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const status = order.displayStatus;
  if (!status || !DELIVERY_INFO_SHOWN.has(status)) return null;
  const courierName = (id: string) => courierById(id)?.names[locale] ?? id;
  const inbound = order.trackingIn;
  const outbound = order.trackingOut;
  const { shipped, total } = order.cardsShipped;

  const parts = [
    BEFORE_RECEIPT.includes(status) && <SendGuide key="send" order={order} />,
    order.actions.enterTracking && (
      <section key="form" aria-labelledby="tracking-form-heading">
        <h3 id="tracking-form-heading" className={cx(ui.h3, styles.formTitle)}>
          {t(inbound ? 'tracking.editTitle' : 'tracking.title')}
        </h3>
        <p className={cx(ui.body2, ui.muted, styles.formLead)}>{t('tracking.lead')}</p>
        <TrackingForm order={order} onDone={onDone} />
      </section>
    ),
    inbound && (
      <Parcel
        key="in"
        id="inbound-heading"
        title={t('delivery.inbound')}
        rows={[
          { label: t('delivery.courier'), value: courierName(inbound.courier) },
          { label: t('delivery.trackingNumber'), value: inbound.trackingNumber },
          ...(inbound.note ? [{ label: t('delivery.note'), value: inbound.note }] : []),
          ...(inbound.enteredAt ? [{ label: t('delivery.enteredAt'), value: dateTimeText(inbound.enteredAt, locale) }] : []),
        ]}
      />
    ),
    (DELIVERY_TO_USER.has(status) || outbound) && (
      <Parcel
        key="out"
        id="outbound-heading"
        title={t('delivery.outbound')}
        rows={[
          { label: t('delivery.courier'), value: outbound ? courierName(outbound.courier) : t('detail.notYet') },
          { label: t('delivery.trackingNumber'), value: outbound?.trackingNumber ?? t('detail.notYet') },
          { label: t('delivery.cardsShipped'), value: t('items.shipped', { shipped, total }) },
        ]}
      />
    ),
  ].filter((part): part is ReactElement => Boolean(part));

  return (
    <Section id="delivery" title={t('delivery.title')}>
      {parts.length === 0 ? (
        <p className={cx(ui.body1, ui.muted)}>{t('delivery.atLab')}</p>
      ) : (
        <div className={styles.parts}>
          {parts.map((part, index) => (
            <Fragment key={part.key}>
              {index > 0 && <hr className={ui.divider} />}
              {part}
            </Fragment>
          ))}
        </div>
      )}
    </Section>
  );
}
