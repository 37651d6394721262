// Bank, account number and holder of a refund account (docs/product/payments.md#refund-account, decision 0009): the
// banks of the order's currency (국민 preselected for KRW), digits only. Inside a form that validates with the shared
// refund-account schema; `prefix` places the fields (the cancel form nests them under refundAccount).
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useFormContext } from 'react-hook-form';
import type { Currency } from '@/lib/server/db/generated/enums';
import { banksFor } from '@/lib/shared/orders/banks';
import { useMemberLocale } from './format';

interface Props {
  currency: Currency;
  /** '' for a form of only these fields, 'refundAccount.' inside the cancel form. */
  prefix?: '' | 'refundAccount.';
  /** Unique per page: two of these forms can be on screen at once (the section and the cancel dialog). */
  idPrefix: string;
}

const FIELDS = ['bank', 'accountNumber', 'holderName'] as const;
type Field = (typeof FIELDS)[number];

export function RefundAccountFields({ currency, prefix = '', idPrefix }: Props) {
  const { t } = useTranslation('myorders');
  const locale = useMemberLocale();
  const { control } = useFormContext();
  const name = (field: Field) => `${prefix}${field}`;
  const help = (message: string | undefined, fallback?: string) => (message ? t(message) : fallback);

  return (
    <Stack spacing={2}>
      <Controller
        control={control}
        name={name('bank')}
        render={({ field, fieldState }) => (
          <TextField
            select
            id={`${idPrefix}-bank`}
            label={t('refund.fields.bank')}
            required
            fullWidth
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={help(fieldState.error?.message)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('refund.fields.chooseBank')}</option>
            {banksFor(currency).map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.names[locale]}
              </option>
            ))}
          </TextField>
        )}
      />
      <AccountTextField
        name={name('accountNumber')}
        id={`${idPrefix}-account-number`}
        label={t('refund.fields.accountNumber')}
        hint={t('refund.fields.accountNumberHelp')}
        autoComplete="off"
        htmlInput={{ inputMode: 'numeric', maxLength: 20 }}
      />
      <AccountTextField
        name={name('holderName')}
        id={`${idPrefix}-holder`}
        label={t('refund.fields.holderName')}
        autoComplete="name"
        htmlInput={{ maxLength: 40 }}
      />
    </Stack>
  );
}

/** A required text field of the account bound to the form: the schema's message, else the hint, under it. */
function AccountTextField(props: { name: string; id: string; label: string; hint?: string; autoComplete: string; htmlInput: Record<string, unknown> }) {
  const { t } = useTranslation('myorders');
  const { control } = useFormContext();
  return (
    <Controller
      control={control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          id={props.id}
          label={props.label}
          required
          fullWidth
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          autoComplete={props.autoComplete}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? t(fieldState.error.message) : props.hint}
          slotProps={{ htmlInput: props.htmlInput }}
        />
      )}
    />
  );
}

/** Server paths of the refund account's fields → the form's paths, for a form with this prefix. */
export function refundAccountFieldPaths(serverPrefix: string, formPrefix: '' | 'refundAccount.'): Record<string, string> {
  return Object.fromEntries(FIELDS.map((field) => [`${serverPrefix}${field}`, `${formPrefix}${field}`]));
}
