// Coupons in the back office (docs/product/payments.md#coupons), ADMIN only: every coupon with its terms, validity (in
// Taipei time), uses so far and limits; added and edited in a dialog, switched off (after a confirmation) or on again.
// A coupon is never deleted: orders were priced with it.
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { ListHeader } from '@/components/staff/content/ListHeader';
import { useOpenedAt } from '@/components/staff/content/use-opened-at';
import { useSaveCoupon } from '@/hooks/useAdminCoupons';
import { useTranslation } from '@/hooks/useTranslation';
import { couponErrorKey } from '@/lib/client/coupon-error';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { formatMoney } from '@/lib/shared/money';
import { CouponDialog } from './CouponDialog';

type Editing = { coupon: AdminCoupon | null } | null;

const inputOf = ({ id: _id, usedCount: _used, createdAt: _created, ...fields }: AdminCoupon) => fields;

export function CouponManager({ coupons }: { coupons: AdminCoupon[] }) {
  const { t, i18n } = useTranslation(['coupons', 'errors']);
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const toggle = useSaveCoupon();
  const [editing, setEditing] = useState<Editing>(null);
  const [switchingOff, setSwitchingOff] = useState<AdminCoupon | null>(null);
  // Read once: the "ended" marks do not flip while the admin works.
  const now = useOpenedAt();
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  const setActive = (coupon: AdminCoupon, active: boolean) =>
    toggle.mutate({ id: coupon.id, input: { ...inputOf(coupon), active } }, { onSettled: () => setSwitchingOff(null) });

  return (
    <Stack spacing={2}>
      <ListHeader lead={t('admin.lead')} addLabel={t('admin.add')} onAdd={() => setEditing({ coupon: null })} />
      {toggle.isError && <Alert severity="error">{t(couponErrorKey(toggle.error))}</Alert>}
      {coupons.length === 0 ? (
        <Typography color="textSecondary">{t('admin.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {coupons.map((coupon) => {
            const ended = Date.parse(coupon.endsAt) <= now;
            return (
              <li key={coupon.id}>
                <Paper variant="outlined" sx={{ p: 2, opacity: coupon.active && !ended ? 1 : 0.7 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
                        <Typography component="span" sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                          {coupon.code}
                        </Typography>
                        <Chip size="small" label={coupon.kind === 'PERCENT' ? `${coupon.value}%` : formatMoney(coupon.value, coupon.currency, locale)} />
                        <Chip size="small" variant="outlined" label={coupon.currency} />
                        {!coupon.active && <Chip size="small" color="warning" label={t('admin.inactive')} />}
                        {coupon.active && ended && <Chip size="small" label={t('admin.expired')} />}
                      </Stack>
                      <Typography variant="body2" color="textSecondary">
                        {t('admin.validity', { from: when(coupon.startsAt), to: when(coupon.endsAt) })}
                      </Typography>
                      <Typography variant="body2" color="textSecondary">
                        {[
                          coupon.maxUses === null
                            ? t('admin.usesUnlimited', { used: coupon.usedCount })
                            : t('admin.uses', { used: coupon.usedCount, max: coupon.maxUses }),
                          t('admin.perMember', { count: coupon.maxUsesPerMember }),
                          coupon.minOrderAmount > 0 ? t('admin.minOrder', { amount: formatMoney(coupon.minOrderAmount, coupon.currency, locale) }) : null,
                          coupon.orderTypes.length > 0 ? coupon.orderTypes.map((type) => t(`admin.orderTypes.${type}`)).join(', ') : t('admin.allOrderTypes'),
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                      {coupon.active ? (
                        <Button color="warning" disabled={toggle.isPending} onClick={() => setSwitchingOff(coupon)}>
                          {t('admin.deactivate')}
                        </Button>
                      ) : (
                        <Button disabled={toggle.isPending} onClick={() => setActive(coupon, true)}>
                          {t('admin.activate')}
                        </Button>
                      )}
                      <Button startIcon={<EditOutlined />} onClick={() => setEditing({ coupon })}>
                        {t('admin.edit')}
                      </Button>
                    </Stack>
                  </Stack>
                </Paper>
              </li>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        open={switchingOff !== null}
        title={t('admin.deactivateTitle', { code: switchingOff?.code ?? '' })}
        text={t('admin.deactivateBody')}
        confirmLabel={t('admin.deactivate')}
        cancelLabel={t('admin.cancel')}
        busyLabel={t('admin.saving')}
        tone="warning"
        busy={toggle.isPending}
        onConfirm={() => switchingOff && setActive(switchingOff, false)}
        onCancel={() => setSwitchingOff(null)}
      />
      {editing && <CouponDialog coupon={editing.coupon} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
