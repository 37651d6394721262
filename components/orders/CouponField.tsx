// The coupon on the payment step and on an unpaid order's page (docs/product/payments.md#coupons): the member types a
// code and applies it, or removes the one applied; the discount and the new total shown are the server's answer
// (useOrderCoupon), never the browser's arithmetic. Each refusal shows its own message under the field. MUI: it sits in
// the MUI payment forms only.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useOrderCoupon } from '@/hooks/useOrderCoupon';
import { useTranslation } from '@/hooks/useTranslation';
import { couponErrorKey } from '@/lib/client/coupon-error';
import type { Currency } from '@/lib/server/db/generated/enums';
import type { OrderCoupon } from '@/lib/shared/coupons/views';
import { formatMoney } from '@/lib/shared/money';

/** The order's money as the server priced it last. */
export interface CouponState {
  currency: Currency;
  discountAmount: number;
  totalAmount: number;
  /** The applied coupon's code, when this page applied it (the order's own view does not carry it). */
  code: string | null;
}

interface Props {
  /** Null before the order exists (the wizard creates it when the member applies a code). */
  priced: CouponState | null;
  /** The order to change: the wizard creates (or reuses) it first; null stops (the parent says why). */
  orderNumberFor: () => Promise<string | null>;
  onChange: (coupon: OrderCoupon) => void;
  locale: string;
  idPrefix: string;
  disabled?: boolean;
  /** The wizard: applying creates the order first, and the hint says so. */
  createsOrder?: boolean;
}

export function CouponField({ priced, orderNumberFor, onChange, locale, idPrefix, disabled = false, createsOrder = false }: Props) {
  const { t } = useTranslation(['coupons', 'errors']);
  const change = useOrderCoupon();
  const [code, setCode] = useState('');
  const [preparing, setPreparing] = useState(false);
  const busy = disabled || preparing || change.isPending;
  const applied = priced !== null && priced.discountAmount > 0;

  const submit = async (next: string | null) => {
    change.reset();
    setPreparing(true);
    const orderNumber = await orderNumberFor().finally(() => setPreparing(false));
    if (!orderNumber) return;
    change.mutate(
      { orderNumber, code: next },
      {
        onSuccess: (coupon) => {
          setCode('');
          onChange(coupon);
        },
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={`${idPrefix}-coupon-title`}>
      <Typography id={`${idPrefix}-coupon-title`} sx={{ fontWeight: 700, mb: 1 }}>
        {t('coupons:field.title')}
      </Typography>
      {applied ? (
        <Stack spacing={0.5}>
          <Typography>{priced.code ? t('coupons:field.applied', { code: priced.code }) : t('coupons:field.appliedNoCode')}</Typography>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography variant="body2">{t('coupons:field.discount')}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              −{formatMoney(priced.discountAmount, priced.currency, locale)}
            </Typography>
          </Stack>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('coupons:field.newTotal')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(priced.totalAmount, priced.currency, locale)}</Typography>
          </Stack>
          <Box>
            <Button size="small" onClick={() => void submit(null)} disabled={busy}>
              {t('coupons:field.remove')}
            </Button>
          </Box>
        </Stack>
      ) : (
        // Not a <form>: the payment forms around it are forms already; Enter in the field applies.
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id={`${idPrefix}-coupon-code`}
            size="small"
            label={t('coupons:field.label')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              if (code.trim() && !busy) void submit(code.trim());
            }}
            autoComplete="off"
            error={change.isError}
            helperText={createsOrder ? t('coupons:field.hintWizard') : t('coupons:field.hint')}
            slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
            sx={{ flex: 1 }}
          />
          <Button variant="outlined" onClick={() => void submit(code.trim())} disabled={busy || !code.trim()} sx={{ minWidth: 96, mt: { sm: 0.25 } }}>
            {change.isPending ? t('coupons:field.applying') : t('coupons:field.apply')}
          </Button>
        </Stack>
      )}
      {change.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {t(couponErrorKey(change.error))}
        </Alert>
      )}
    </Box>
  );
}
