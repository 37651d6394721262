// Where the statement sits: beside the form and sticky on wide screens; on phones a bar at the bottom with
// the total that opens the full statement as a bottom sheet (docs/product/pricing.md#order-statement; mobile below
// 768 px, docs/product/constants.md#layout).
import ExpandLess from '@mui/icons-material/ExpandLess';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { type ReactNode, useState } from 'react';
import { BOTTOM_BAR_ATTRIBUTE, BOTTOM_BAR_HEIGHT } from '@/components/layout/bottom-bar';
import { HEADER_HEIGHT } from '@/components/layout/Header';
import type { CouponState } from '@/components/orders/CouponField';
import { statementTotal } from './statement-total';
import type { PricedOrder } from '@/lib/server/orders/price-order';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';

interface Props {
  priced: PricedOrder | undefined;
  /** The coupon applied on the payment step: the total shown is then the order's, as the server priced it. */
  coupon?: CouponState | null;
  /** The statement; called once per place it shows, with a prefix that keeps element ids unique. */
  children: (idPrefix: string) => ReactNode;
}

/** Height of the phone bar, so the page can leave room for it. */
export const STATEMENT_BAR_HEIGHT = BOTTOM_BAR_HEIGHT;

/** Marks the bar for the contact button, which then sits above it (components/layout/bottom-bar.ts). */
const BAR_MARK = { [BOTTOM_BAR_ATTRIBUTE]: '' };

export function StatementPanel({ priced, coupon = null, children }: Props) {
  const { t } = useTranslation('orders');
  const { locale: routerLocale } = useRouter();
  const locale = isLocale(routerLocale) ? routerLocale : DEFAULT_LOCALE;
  const [open, setOpen] = useState(false);
  const total = priced ? formatMoney(statementTotal(priced, coupon), priced.currency, locale) : '—';
  return (
    <>
      <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: HEADER_HEIGHT.desktop + 16, p: 2.5 }}>
        {children('desk')}
      </Paper>
      <Paper
        {...BAR_MARK}
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: STATEMENT_BAR_HEIGHT,
          // Below the contact button (docs/product/storefront.md#layout), which sits above this bar.
          zIndex: 1000,
          alignItems: 'center',
          gap: 1,
          px: 2,
          pb: 'env(safe-area-inset-bottom)',
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" color="textSecondary" component="p">
            {t('statement.total')}
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} noWrap aria-live="polite">
            {total}
          </Typography>
        </Box>
        <Button variant="outlined" size="small" endIcon={<ExpandLess />} onClick={() => setOpen(true)} aria-haspopup="dialog">
          {t('statement.details')}
        </Button>
      </Paper>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { maxHeight: '85vh', borderTopLeftRadius: 12, borderTopRightRadius: 12, p: 2, pb: 3 } } }}
      >
        <Box role="dialog" aria-label={t('statement.title')}>
          {children('sheet')}
          <Button fullWidth variant="contained" sx={{ mt: 2 }} onClick={() => setOpen(false)}>
            {t('statement.close')}
          </Button>
        </Box>
      </Drawer>
    </>
  );
}
