// Add or edit a coupon in the back office (docs/product/payments.md#coupons, docs/decisions/0039-coupons.md): code,
// fixed amount or percentage, currency, dates in Taipei time, minimum order, order types and the limits — validated by
// the API's own schema (lib/shared/schemas/coupon.ts); the server's refusals stand under their fields or under the form.
// A used coupon keeps its code, kind, value and currency (the server refuses a change; the fields are locked here).
// Full screen on a phone.
import { yupResolver } from '@hookform/resolvers/yup';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormTextField } from '@/components/common/FormTextField';
import { ChoiceField } from '@/components/staff/content/ChoiceField';
import { ContentFormDialog } from '@/components/staff/content/ContentFormDialog';
import { showFieldErrors } from '@/components/staff/content/form-errors';
import { TaipeiDateTimeField } from '@/components/staff/content/TaipeiDateTimeField';
import { useSaveCoupon } from '@/hooks/useAdminCoupons';
import { useTranslation } from '@/hooks/useTranslation';
import { couponErrorKey } from '@/lib/client/coupon-error';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import type { AdminCoupon } from '@/lib/shared/coupons/views';
import { COUPON_CURRENCIES, COUPON_KINDS, COUPON_ORDER_TYPES, type CouponInput, couponSchema } from '@/lib/shared/schemas/coupon';

const FORM_FIELDS = ['code', 'kind', 'value', 'currency', 'minOrderAmount', 'orderTypes', 'startsAt', 'endsAt', 'maxUses', 'maxUsesPerMember', 'active'];
const DAY = 86_400_000;
/** The two short choices: the kind (in words) and the currency (its code). */
const CHOICES = [
  { name: 'kind', options: COUPON_KINDS },
  { name: 'currency', options: COUPON_CURRENCIES },
] as const;

/** A number field's text: empty is null (no limit, or not filled in), anything else the number typed. */
const numberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

function startValues(coupon: AdminCoupon | null): CouponInput {
  if (coupon) {
    const { id: _id, usedCount: _used, createdAt: _created, ...fields } = coupon;
    return fields;
  }
  const now = Date.now();
  return {
    code: '',
    kind: 'FIXED',
    value: null as unknown as number,
    currency: 'TWD',
    minOrderAmount: 0,
    orderTypes: [],
    startsAt: new Date(now).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    maxUses: null,
    maxUsesPerMember: 1,
    active: true,
  };
}

interface Props {
  /** The coupon to edit, or null to add one. */
  coupon: AdminCoupon | null;
  onClose: () => void;
}

export function CouponDialog({ coupon, onClose }: Props) {
  const { t } = useTranslation(['coupons', 'adminContent', 'errors']);
  const save = useSaveCoupon();
  const locked = coupon !== null && coupon.usedCount > 0;
  const { register, control, handleSubmit, setError, formState } = useForm<CouponInput>({
    resolver: yupResolver(couponSchema, FORM_FIELDS_ONLY),
    defaultValues: startValues(coupon),
  });
  const { errors } = formState;
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: coupon?.id ?? null, input });
      onClose();
    } catch (error) {
      showFieldErrors(error, setError, FORM_FIELDS);
    }
  });

  const numberField = (
    name: 'value' | 'minOrderAmount' | 'maxUses' | 'maxUsesPerMember',
    hint: string,
    options: { required?: boolean; disabled?: boolean } = {},
  ) => (
    <TextField
      {...register(name, { setValueAs: numberOrNull })}
      id={`coupon-${name}`}
      type="number"
      label={t(`admin.fields.${name}`)}
      required={options.required}
      disabled={options.disabled}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ? t(errors[name].message) : hint}
      fullWidth
      slotProps={{ htmlInput: { min: name === 'minOrderAmount' ? 0 : 1, step: 1, inputMode: 'numeric' } }}
    />
  );

  return (
    <ContentFormDialog
      titleId="coupon-dialog-title"
      title={coupon ? t('admin.editTitle', { code: coupon.code }) : t('admin.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
      errorKeyOf={couponErrorKey}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="code"
            id="coupon-code"
            label={t('admin.fields.code')}
            required
            disabled={locked}
            fullWidth
            translateError={(key) => t(key)}
            hint={locked ? t('admin.hints.locked') : t('admin.hints.code')}
            transform={(typed) => typed.toUpperCase()}
            slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', spellCheck: false } }}
          />
        </Grid>
        {CHOICES.map(({ name, options }) => (
          <Grid key={name} size={{ xs: 6, sm: 3 }}>
            <ChoiceField
              control={control}
              name={name}
              id={`coupon-${name}`}
              label={t(`admin.fields.${name}`)}
              options={options.map((value) => ({ value, label: name === 'kind' ? t(`admin.kinds.${value}`) : value }))}
              fullWidth
            />
          </Grid>
        ))}
        <Grid size={{ xs: 12, sm: 6 }}>
          {numberField('value', t(kind === 'PERCENT' ? 'admin.hints.valuePercent' : 'admin.hints.valueFixed'), { required: true })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{numberField('minOrderAmount', t('admin.hints.minOrderAmount'), { required: true })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaipeiDateTimeField control={control} name="startsAt" id="coupon-startsAt" label={t('admin.fields.startsAt')} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TaipeiDateTimeField control={control} name="endsAt" id="coupon-endsAt" label={t('admin.fields.endsAt')} required />
        </Grid>
        <Grid size={{ xs: 6 }}>{numberField('maxUses', t('admin.hints.maxUses'))}</Grid>
        <Grid size={{ xs: 6 }}>{numberField('maxUsesPerMember', '', { required: true })}</Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="orderTypes"
            render={({ field, fieldState }) => (
              <FormGroup role="group" aria-labelledby="coupon-orderTypes-label">
                <FormLabel id="coupon-orderTypes-label">{t('admin.fields.orderTypes')}</FormLabel>
                <FormGroup row>
                  {COUPON_ORDER_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      control={
                        <Checkbox
                          checked={(field.value ?? []).includes(type)}
                          onChange={(event) =>
                            field.onChange(event.target.checked ? [...(field.value ?? []), type] : (field.value ?? []).filter((chosen) => chosen !== type))
                          }
                        />
                      }
                      label={t(`admin.orderTypes.${type}`)}
                    />
                  ))}
                </FormGroup>
                <FormHelperText error={Boolean(fieldState.error)}>
                  {fieldState.error?.message ? t(fieldState.error.message) : t('admin.hints.orderTypes')}
                </FormHelperText>
              </FormGroup>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox id="coupon-active" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('admin.fields.active')}
              />
            )}
          />
        </Grid>
      </Grid>
    </ContentFormDialog>
  );
}
