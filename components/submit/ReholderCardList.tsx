// Reholder step 1 (docs/product/orders.md#reholder-submissions): already-graded cards added by their 7-digit serial —
// checked with the server as they are added (exists, graded, not already being re-cased), no duplicates in the list.
// The serial field is its own small form validated with the check's own query schema (serialQuerySchema, issue #24:
// one rule, client and server); what depends on the list (a duplicate, too many cards) and the server's answer are
// set on the same field.
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { yupResolver } from '@hookform/resolvers/yup';
import { useFieldArray, useForm, useFormContext } from 'react-hook-form';
import { FormTextField } from '@/components/common/FormTextField';
import { useCheckSerial } from '@/hooks/useCheckSerial';
import { errorMessageKey } from '@/lib/client/error-message';
import type { OrderDraft } from '@/lib/shared/orders/draft';
import { MAX_CARDS_PER_ORDER } from '@/lib/shared/orders/limits';
import { ORDER_ERRORS, SERIAL_STATUS_ERRORS } from '@/lib/shared/schemas/order/errors';
import { serialQuerySchema } from '@/lib/shared/schemas/order/reholder-card';

const resolver = yupResolver(serialQuerySchema);

export function ReholderCardList({ unitPrice }: { unitPrice: string | null }) {
  const { t } = useTranslation(['orders', 'errors']);
  const { control, formState } = useFormContext<OrderDraft>();
  const { fields, append, remove } = useFieldArray({ control, name: 'reholderCards' });
  const check = useCheckSerial();
  const serialForm = useForm<{ serial: string }>({ resolver, defaultValues: { serial: '' } });
  const refuse = (key: string) => serialForm.setError('serial', { type: 'refused', message: key }, { shouldFocus: true });
  const errors = formState.errors.reholderCards;
  const listError = errors?.root?.message ?? errors?.message;

  const add = serialForm.handleSubmit(async ({ serial }) => {
    if (fields.some((card) => card.serialNumber === serial)) return refuse(ORDER_ERRORS.serialDuplicate);
    if (fields.length >= MAX_CARDS_PER_ORDER) return refuse(ORDER_ERRORS.overMaxCards);
    try {
      const result = await check.mutateAsync(serial);
      if (result.status !== 'OK') return refuse(SERIAL_STATUS_ERRORS[result.status]);
      append({ serialNumber: serial, card: result.card });
      serialForm.reset({ serial: '' });
    } catch (error) {
      refuse(errorMessageKey(error));
    }
  });

  return (
    <Stack spacing={2} component="section" aria-labelledby="reholder-title">
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography id="reholder-title" variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('reholder.title')}
        </Typography>
        {unitPrice && (
          <Typography variant="body2" color="textSecondary">
            {t('reholder.unitPrice', { price: unitPrice })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="textSecondary">
        {t('reholder.lead')}
      </Typography>
      <Stack component="form" noValidate onSubmit={add} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={serialForm.control}
          name="serial"
          translateError={t}
          transform={(typed) => typed.replace(/\D/g, '').slice(0, 7)}
          id="reholder-serial"
          label={t('reholder.serialLabel')}
          hint={t('reholder.serialHint')}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="contained" disabled={check.isPending} sx={{ flexShrink: 0, minWidth: 88 }}>
          {check.isPending ? t('reholder.checking') : t('reholder.add')}
        </Button>
      </Stack>
      {fields.length > 0 ? (
        <Paper variant="outlined">
          <List dense aria-label={t('reholder.listLabel')}>
            {fields.map((field, index) => {
              const card = field.card;
              const message = errors?.[index]?.serialNumber?.message;
              return (
                <ListItem
                  key={field.id}
                  divider={index < fields.length - 1}
                  secondaryAction={
                    <IconButton edge="end" onClick={() => remove(index)} aria-label={t('reholder.remove', { serial: field.serialNumber })}>
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={`#${field.serialNumber}${card ? ` · ${card.playerName}` : ''}`}
                    secondary={
                      message
                        ? t(message)
                        : card
                          ? [
                              card.year,
                              card.setName,
                              card.authentic && card.grade === null ? t('reholder.authentic') : t('reholder.grade', { grade: card.grade }),
                            ]
                              .filter(Boolean)
                              .join(' · ')
                          : null
                    }
                    slotProps={{ secondary: { color: message ? 'error' : undefined } }}
                  />
                </ListItem>
              );
            })}
          </List>
        </Paper>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('reholder.empty')}
        </Typography>
      )}
      {listError && (
        <Alert severity="error" role="alert">
          {t(listError)}
        </Alert>
      )}
    </Stack>
  );
}
