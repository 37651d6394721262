// Internal notes on an order (issue #10): staff-only remarks, newest first, and a form to add one (checked with the
// route's own schema). Members never see these.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import { Section } from '@/components/ui/Section';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { formFieldErrors } from '@/components/orders/action-errors';
import { useSingleFlight } from '@/components/orders/single-flight';
import { type ShownStaffOrder, useAddOrderNote } from '@/hooks/useStaffOrderActions';
import type { StaffNote } from '@/lib/shared/lab/views';
import { NOTE_MAX, type OrderNoteInput, orderNoteSchema } from '@/lib/shared/schemas/lab-read';
import type { Notice } from '@/components/orders/ActionNotice';
import { labErrorKey } from './lab-errors';

const FIELDS = { body: 'body' } as const;

interface Props {
  order: ShownStaffOrder;
  notes: StaffNote[];
  onDone: (notice: Notice) => void;
}

export function NotesSection({ order, notes, onDone }: Props) {
  const { t } = useTranslation(['lab', 'labApi', 'errors']);
  const locale = useMemberLocale();
  const add = useAddOrderNote();
  const { control, handleSubmit, reset, setError, formState } = useForm<OrderNoteInput>({
    resolver: yupResolver(orderNoteSchema),
    defaultValues: { body: '' },
  });
  const once = useSingleFlight();
  const submit = handleSubmit(({ body }) =>
    once(async () => {
      try {
        await add.mutateAsync({ order, body });
        reset({ body: '' });
        onDone({ severity: 'success', key: 'lab:notes.added' });
      } catch (error) {
        for (const item of formFieldErrors(error, FIELDS)) setError('body', { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }),
  );
  const busy = formState.isSubmitting || add.isPending;
  const failure = add.isError && formFieldErrors(add.error, FIELDS).length === 0 ? labErrorKey(add.error) : null;

  return (
    <Section id="notes" title={t('notes.title')} lead={t('notes.lead')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={1.5} sx={{ mb: notes.length ? 3 : 0 }}>
        <Controller
          control={control}
          name="body"
          render={({ field, fieldState }) => (
            <TextField
              id="order-note"
              label={t('notes.body')}
              multiline
              minRows={2}
              fullWidth
              {...field}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ? t(fieldState.error.message) : t('notes.counter', { count: field.value.length, max: NOTE_MAX })}
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          )}
        />
        {failure && <Alert severity="error">{t(failure)}</Alert>}
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {busy ? t('working') : t('notes.add')}
        </Button>
      </Stack>
      {notes.length > 0 && (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('notes.list')}>
          {notes.map((note) => (
            <Box component="li" key={note.id} sx={{ borderLeft: 3, borderColor: 'warning.light', pl: 1.5 }}>
              <Typography variant="caption" color="textSecondary" component="p">
                <time dateTime={note.at}>{dateTimeText(note.at, locale)}</time> · {note.author}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {note.body}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}
