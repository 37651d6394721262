// One of the member's orders (docs/product/order-lifecycle.md#order-detail). Someone else's order, a draft and an
// unknown number are the same not-found page (docs/product/order-lifecycle.md#staff-access).
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/Alert';
import { AccountShell } from '@/components/account/AccountShell';
import { LoadingCard } from '@/components/account/LoadingCard';
import { actionErrorKey } from '@/components/orders/action-errors';
import { OrderDetailView } from '@/components/orders/OrderDetailView';
import { useOrderDetail } from '@/hooks/useOrderDetail';
import { type AccountPageProps, accountPageProps } from '@/lib/server/account/account-page';
import { AppError } from '@/lib/server/errors/app-error';
import { getOrderDetail } from '@/lib/server/orders/get-order-detail';
import { parseOrderNumber } from '@/lib/server/orders/order-errors';
import { paymentMethodsByCurrency } from '@/lib/server/orders/wizard-page';
import type { OrderDetail } from '@/lib/shared/orders/my-order-views';
import type { PaymentMethodsByCurrency } from '@/lib/shared/payments';

type Props = AccountPageProps<OrderDetail> & { paymentMethods: PaymentMethodsByCurrency };

export default function OrderPage({ initial, paymentMethods }: Props) {
  const { t } = useTranslation(['myorders', 'errors']);
  const { query } = useRouter();
  const orderNumber = typeof query.orderNumber === 'string' ? query.orderNumber : '';
  const { data, error } = useOrderDetail(orderNumber, initial);
  return (
    <AccountShell active="orders" title={t('detail.title', { orderNumber })}>
      {data ? (
        <OrderDetailView order={data} paymentMethods={paymentMethods} />
      ) : error ? (
        <Alert severity="error">{t(actionErrorKey(error))}</Alert>
      ) : (
        <LoadingCard rows={6} />
      )}
    </AccountShell>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  try {
    const orderNumber = parseOrderNumber(ctx.params?.orderNumber);
    const result = await accountPageProps(ctx, ['account', 'myorders', 'orders', 'payments', 'coupons', 'auth', 'errors'], (db, session) =>
      // My page shows the member's own orders only, whatever their role (staff read others' in the staff tools).
      getOrderDetail(db, { memberId: session.memberId, role: 'MEMBER' }, orderNumber),
    );
    if (!('props' in result)) return result;
    // The order changes with every step and action: never cache this page.
    ctx.res.setHeader('Cache-Control', 'private, no-store');
    return { props: { ...(await result.props), paymentMethods: paymentMethodsByCurrency() } };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return { notFound: true };
    throw error;
  }
};
