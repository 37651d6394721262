// The sign-up checkboxes (docs/product/accounts.md#sign-up): "agree to all" checks or clears every box; over 14,
// terms, privacy policy and cross-border transfer are required, advertising is optional. A missing age
// confirmation shows the under-14 notice; a missing required agreement shows "Please agree to all
// required terms and conditions." once for the group.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { AGREEMENTS, type AgreementName, REQUIRED_AGREEMENTS, SIGNUP_ERRORS } from '@/lib/shared/schemas/signup';
import { AgreementDialog } from './AgreementDialog';

export type AgreementValues = Record<AgreementName, boolean>;

const isRequired = (name: AgreementName) => (REQUIRED_AGREEMENTS as readonly string[]).includes(name);

export function SignupAgreements() {
  const { t } = useTranslation('signup');
  const { control, watch, setValue, formState } = useFormContext<AgreementValues>();
  const [open, setOpen] = useState<AgreementName | null>(null);
  const values = watch([...AGREEMENTS]);
  const checkedCount = values.filter(Boolean).length;
  const errors = formState.errors;
  const missingRequired = REQUIRED_AGREEMENTS.some((name) => name !== 'over14' && errors[name]);

  const toggleAll = (checked: boolean) => {
    for (const name of AGREEMENTS) setValue(name, checked, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 1.5, sm: 2 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
        {t('agreements.heading')}
      </Typography>
      <FormControlLabel
        control={
          <Checkbox
            checked={checkedCount === AGREEMENTS.length}
            indeterminate={checkedCount > 0 && checkedCount < AGREEMENTS.length}
            onChange={(event) => toggleAll(event.target.checked)}
          />
        }
        label={<Typography sx={{ fontWeight: 700 }}>{t('agreements.all')}</Typography>}
      />
      <Divider sx={{ my: 1 }} />
      {AGREEMENTS.map((name) => (
        <Box key={name}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Controller
              name={name}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      id={`signup-${name}`}
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          ref: field.ref,
                          'aria-describedby': errors[name] ? (name === 'over14' ? 'signup-over14-error' : 'signup-agreements-error') : undefined,
                        },
                      }}
                    />
                  }
                  label={
                    <Typography variant="body2">
                      <Box component="span" sx={{ color: isRequired(name) ? 'error.main' : 'text.secondary', mr: 0.5 }}>
                        {isRequired(name) ? t('agreements.required') : t('agreements.optional')}
                      </Box>
                      {t(`agreements.${name}.label`)}
                    </Typography>
                  }
                />
              )}
            />
            <Button
              size="small"
              onClick={() => setOpen(name)}
              sx={{ flexShrink: 0 }}
              aria-label={t('agreements.viewNamed', { name: t(`agreements.${name}.title`) })}
            >
              {t('agreements.view')}
            </Button>
          </Box>
          {name === 'over14' && errors.over14 && (
            <FormHelperText id="signup-over14-error" error sx={{ ml: 4 }}>
              {t(SIGNUP_ERRORS.under14)}
            </FormHelperText>
          )}
        </Box>
      ))}
      {missingRequired && (
        <FormHelperText id="signup-agreements-error" error role="alert" sx={{ mt: 1 }}>
          {t(SIGNUP_ERRORS.agreeRequired)}
        </FormHelperText>
      )}
      <AgreementDialog name={open} onClose={() => setOpen(null)} />
    </Box>
  );
}
