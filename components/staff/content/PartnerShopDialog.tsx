// Add or edit a partner shop (issue #10; docs/product/storefront.md#partner-shops-and-inquiry): its own name, city and
// address (in its local script: what visitors see where their language has no translation), country, contacts,
// position and visibility, and optional zh-TW, en and ko translations — validated by the API's own schema. Full
// screen on a phone.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { Controller, useForm } from 'react-hook-form';
import { useSavePartnerShop } from '@/hooks/useAdminContentPartners';
import { errorMessageKey } from '@/lib/client/error-message';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { LOCALES } from '@/lib/shared/locale';
import { PARTNER_COUNTRIES, PARTNER_SHOP_LIMITS, PARTNER_TEXT_LIMITS, type PartnerShopInput, partnerShopSchema } from '@/lib/shared/schemas/admin-content/partner-shop';
import { CONTENT_ERROR_KEYS, onlyFieldErrors, showFieldErrors } from './form-errors';
import { type TextFieldSpec, TranslationFields } from './TranslationFields';

const TRANSLATED: readonly TextFieldSpec[] = [
  { name: 'name', labelKey: 'partners.fields.name', max: PARTNER_TEXT_LIMITS.name },
  { name: 'city', labelKey: 'partners.fields.city', max: PARTNER_TEXT_LIMITS.city },
  { name: 'address', labelKey: 'partners.fields.address', max: PARTNER_TEXT_LIMITS.address },
];

type TextName = 'name' | 'city' | 'address' | 'phone' | 'email' | 'website';

const OWN_FIELDS: { name: TextName; required?: boolean; size: number; type?: string; autoComplete?: string }[] = [
  { name: 'name', required: true, size: 12 },
  { name: 'city', required: true, size: 6 },
  { name: 'address', required: true, size: 12 },
  { name: 'phone', size: 6, type: 'tel' },
  { name: 'email', size: 6, type: 'email' },
  { name: 'website', size: 6, type: 'url' },
];

const FORM_FIELDS = ['name', 'country', 'city', 'address', 'phone', 'email', 'website', 'sortOrder', 'isActive', 'translations'];

interface Props {
  /** The shop to edit, or null to add one. */
  shop: AdminPartnerShop | null;
  /** Where a new shop goes: after the last one. */
  nextSortOrder: number;
  onClose: () => void;
}

function startValues(shop: AdminPartnerShop | null, nextSortOrder: number): PartnerShopInput {
  if (shop) {
    const { id: _id, country, ...fields } = shop;
    // A country the form does not offer (written before the tools) must be chosen again.
    return { ...fields, country: (PARTNER_COUNTRIES as readonly string[]).includes(country) ? (country as PartnerShopInput['country']) : ('' as PartnerShopInput['country']) };
  }
  const empty = Object.fromEntries(LOCALES.map((locale) => [locale, { name: '', city: '', address: '' }])) as PartnerShopInput['translations'];
  return { name: '', country: 'TW', city: '', address: '', phone: '', email: '', website: '', sortOrder: nextSortOrder, isActive: true, translations: empty };
}

export function PartnerShopDialog({ shop, nextSortOrder, onClose }: Props) {
  const { t } = useTranslation(['adminContent', 'partner', 'errors']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSavePartnerShop();
  const { register, control, handleSubmit, setError, formState } = useForm<PartnerShopInput>({ resolver: yupResolver(partnerShopSchema), defaultValues: startValues(shop, nextSortOrder) });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: shop?.id ?? null, input });
      onClose();
    } catch (error) {
      showFieldErrors(error, setError, FORM_FIELDS);
    }
  });

  const textField = (field: (typeof OWN_FIELDS)[number]) => {
    const { ref, ...registration } = register(field.name);
    const message = errors[field.name]?.message;
    return (
      <Grid key={field.name} size={{ xs: 12, sm: field.size }}>
        <TextField
          {...registration}
          inputRef={ref}
          id={`partner-${field.name}`}
          label={t(`partners.fields.${field.name}`)}
          required={field.required}
          type={field.type ?? 'text'}
          error={Boolean(message)}
          helperText={message ? t(message, { max: PARTNER_SHOP_LIMITS[field.name] }) : field.name === 'name' ? t('partners.ownNameHint') : undefined}
          fullWidth
          slotProps={{ htmlInput: { maxLength: PARTNER_SHOP_LIMITS[field.name] } }}
        />
      </Grid>
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="partner-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="partner-dialog-title">{t(shop ? 'partners.editTitle' : 'partners.addTitle')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {textField(OWN_FIELDS[0]!)}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="country"
                render={({ field, fieldState }) => (
                  <TextField
                    select
                    id="partner-country"
                    label={t('partners.fields.country')}
                    required
                    fullWidth
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  >
                    {PARTNER_COUNTRIES.map((country) => (
                      <MenuItem key={country} value={country}>
                        {t(`partner:countries.${country}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Grid>
            {OWN_FIELDS.slice(1).map(textField)}
            <Grid size={{ xs: 6, sm: 3 }}>
              <TextField
                {...register('sortOrder', { valueAsNumber: true })}
                id="partner-sortOrder"
                type="number"
                label={t('partners.fields.sortOrder')}
                required
                error={Boolean(errors.sortOrder)}
                helperText={errors.sortOrder?.message ? t(errors.sortOrder.message) : t('partners.sortOrderHint')}
                fullWidth
                slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 6, sm: 3 }} sx={{ display: 'flex', alignItems: 'center' }}>
              <Controller
                control={control}
                name="isActive"
                render={({ field }) => (
                  <FormControlLabel control={<Checkbox id="partner-isActive" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} label={t('partners.fields.isActive')} />
                )}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <TranslationFields idPrefix="partner" fields={TRANSLATED} register={register} errors={errors} submitCount={formState.submitCount} requiredLocale={null} hintKey="partners.languagesHint" />
            </Grid>
          </Grid>
          {save.isError && !onlyFieldErrors(save.error) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {t(errorMessageKey(save.error, CONTENT_ERROR_KEYS))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('actions.saving') : t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
