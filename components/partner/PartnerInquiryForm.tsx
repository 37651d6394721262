import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreatePartnerInquiry } from '@/hooks/useCreatePartnerInquiry';
import { fieldErrors } from '@/lib/client/error-message';
import { PARTNER_INQUIRY_LIMITS, type PartnerInquiryField, type PartnerInquiryInput, partnerInquirySchema } from '@/lib/shared/schemas/partner-inquiry';

const EMPTY: Required<PartnerInquiryInput> = { name: '', company: '', country: '', phone: '', email: '', description: '' };

const FIELDS: { name: PartnerInquiryField; required?: boolean; type?: string; autoComplete: string; size: number; multiline?: boolean }[] = [
  { name: 'company', required: true, autoComplete: 'organization', size: 6 },
  { name: 'name', autoComplete: 'name', size: 6 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', size: 6 },
  { name: 'email', type: 'email', autoComplete: 'email', size: 6 },
  { name: 'country', autoComplete: 'country-name', size: 12 },
  { name: 'description', required: true, autoComplete: 'off', size: 12, multiline: true },
];

function isField(path: string): path is PartnerInquiryField {
  return path in EMPTY;
}

export function PartnerInquiryForm() {
  const { t } = useTranslation('partner');
  const { locale } = useRouter();
  const mutation = useCreatePartnerInquiry(locale);
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PartnerInquiryInput>({
    resolver: yupResolver(partnerInquirySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (input) => {
    setSent(false);
    try {
      await mutation.mutateAsync(input);
      setSent(true);
      reset(EMPTY);
    } catch (error) {
      // A 400 names the fields the server refused: show its messages under them.
      for (const item of fieldErrors(error)) {
        if (isField(item.path)) setError(item.path, { type: 'server', message: item.key });
      }
    }
  });

  const serverFailed = mutation.isError && fieldErrors(mutation.error).length === 0;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="partner-inquiry-heading">
      <Typography id="partner-inquiry-heading" variant="h2" sx={{ mb: 1 }}>
        {t('form.heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('form.intro')}
      </Typography>
      <Grid container spacing={2}>
        {FIELDS.map((field) => {
          const { ref, ...registration } = register(field.name);
          const message = errors[field.name]?.message;
          const max = PARTNER_INQUIRY_LIMITS[field.name];
          const hint = field.name === 'phone' || field.name === 'email' ? t('form.contactHint') : undefined;
          return (
            <Grid key={field.name} size={{ xs: 12, md: field.size }}>
              <TextField
                {...registration}
                inputRef={ref}
                id={`partner-inquiry-${field.name}`}
                label={t(`form.${field.name}`)}
                required={field.required}
                type={field.type ?? 'text'}
                autoComplete={field.autoComplete}
                multiline={field.multiline}
                minRows={field.multiline ? 5 : undefined}
                error={Boolean(message)}
                helperText={message ? t(message, { max }) : hint}
                fullWidth
                slotProps={{ htmlInput: { maxLength: max } }}
              />
            </Grid>
          );
        })}
      </Grid>
      <Box aria-live="polite" sx={{ mt: 2 }}>
        {sent && <Alert severity="success">{t('form.success')}</Alert>}
        {serverFailed && <Alert severity="error">{t('form.error')}</Alert>}
      </Box>
      <Button type="submit" variant="contained" size="large" disabled={mutation.isPending} sx={{ mt: 2 }}>
        {mutation.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </Box>
  );
}
