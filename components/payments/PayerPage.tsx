// The frame of a payer's gateway page (/payments/sandbox, /payments/ecpay, /payments/portone; payer-page-props.ts):
// 503 while the database cannot be reached, the session renewal while the access token is being renewed, otherwise
// the gateway's own content for the checkout.
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { ErrorScreen } from '@/components/layout/ErrorScreen';
import { PageHead } from '@/components/layout/PageHead';
import type { UnavailableProps } from '@/lib/server/db/unavailable-page';
import { SessionRenewal } from './SessionRenewal';

interface Props<T> {
  page: { checkout: T | null } | UnavailableProps;
  children: (checkout: T) => ReactNode;
}

export function PayerPage<T>({ page, children }: Props<T>) {
  const { t } = useTranslation('payments');
  if ('unavailable' in page) return <ErrorScreen kind="unavailable" />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHead title={t('pageTitle')} />
      {page.checkout ? children(page.checkout) : <SessionRenewal />}
    </Container>
  );
}
