// Add or edit a partner shop (issue #10; docs/product/storefront.md#partner-shops-and-inquiry): its own name, city and
// address (in its local script: what visitors see where their language has no translation), country, contacts,
// position and visibility, and optional zh-TW, en and ko translations — validated by the API's own schema. Full
// screen on a phone.
import { yupResolver } from '@hookform/resolvers/yup';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import { type GridFieldSpec, GridTextField } from '@/components/common/GridTextField';
import { useSavePartnerShop } from '@/hooks/useAdminContentPartners';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { LOCALES } from '@/lib/shared/locale';
import {
  PARTNER_COUNTRIES,
  PARTNER_SHOP_LIMITS,
  PARTNER_TEXT_LIMITS,
  type PartnerShopInput,
  partnerShopSchema,
} from '@/lib/shared/schemas/admin-content/partner-shop';
import { ChoiceField } from './ChoiceField';
import { ContentFormDialog } from './ContentFormDialog';
import { showFieldErrors } from './form-errors';
import { type TextFieldSpec, TranslationFields } from './TranslationFields';

const TRANSLATED: readonly TextFieldSpec[] = [
  { name: 'name', labelKey: 'partners.fields.name', max: PARTNER_TEXT_LIMITS.name },
  { name: 'city', labelKey: 'partners.fields.city', max: PARTNER_TEXT_LIMITS.city },
  { name: 'address', labelKey: 'partners.fields.address', max: PARTNER_TEXT_LIMITS.address },
];

type TextName = 'name' | 'city' | 'address' | 'phone' | 'email' | 'website';

const OWN_FIELDS: (GridFieldSpec & { name: TextName })[] = [
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
    return {
      ...fields,
      country: (PARTNER_COUNTRIES as readonly string[]).includes(country) ? (country as PartnerShopInput['country']) : ('' as PartnerShopInput['country']),
    };
  }
  const empty = Object.fromEntries(LOCALES.map((locale) => [locale, { name: '', city: '', address: '' }])) as PartnerShopInput['translations'];
  return { name: '', country: 'TW', city: '', address: '', phone: '', email: '', website: '', sortOrder: nextSortOrder, isActive: true, translations: empty };
}

export function PartnerShopDialog({ shop, nextSortOrder, onClose }: Props) {
  const { t } = useTranslation(['adminContent', 'partner', 'errors']);
  const save = useSavePartnerShop();
  const { register, control, handleSubmit, setError, formState } = useForm<PartnerShopInput>({
    resolver: yupResolver(partnerShopSchema, FORM_FIELDS_ONLY),
    defaultValues: startValues(shop, nextSortOrder),
  });
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
    const message = errors[field.name]?.message;
    return (
      <GridTextField
        key={field.name}
        spec={field}
        registration={register(field.name)}
        id={`partner-${field.name}`}
        label={t(`partners.fields.${field.name}`)}
        maxLength={PARTNER_SHOP_LIMITS[field.name]}
        error={message ? t(message, { max: PARTNER_SHOP_LIMITS[field.name] }) : undefined}
        hint={field.name === 'name' ? t('partners.ownNameHint') : undefined}
      />
    );
  };

  return (
    <ContentFormDialog
      titleId="partner-dialog-title"
      title={t(shop ? 'partners.editTitle' : 'partners.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      save={save}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        {textField(OWN_FIELDS[0]!)}
        <Grid size={{ xs: 12, sm: 6 }}>
          <ChoiceField
            control={control}
            name="country"
            id="partner-country"
            label={t('partners.fields.country')}
            options={PARTNER_COUNTRIES.map((country) => ({ value: country, label: t(`partner:countries.${country}`) }))}
            fullWidth
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
              <FormControlLabel
                control={<Checkbox id="partner-isActive" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('partners.fields.isActive')}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <TranslationFields
            idPrefix="partner"
            fields={TRANSLATED}
            register={register}
            errors={errors}
            submitCount={formState.submitCount}
            requiredLocale={null}
            hintKey="partners.languagesHint"
          />
        </Grid>
      </Grid>
    </ContentFormDialog>
  );
}
