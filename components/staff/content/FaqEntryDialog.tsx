// Add or edit a FAQ question (issue #10): its topic, and question and answer in zh-TW (required), en and ko
// (optional: readers of a missing language get zh-TW) — validated by the API's own schema. Full screen on a phone.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { Controller, useForm } from 'react-hook-form';
import { useSaveFaqEntry } from '@/hooks/useAdminContentFaq';
import { errorMessageKey } from '@/lib/client/error-message';
import type { AdminFaqEntry } from '@/lib/shared/admin-content/views';
import { FAQ_TOPICS } from '@/lib/shared/content';
import { LOCALES } from '@/lib/shared/locale';
import { FAQ_LIMITS, type FaqEntryInput, type FaqTopic, faqEntrySchema } from '@/lib/shared/schemas/admin-content/faq';
import { CONTENT_ERROR_KEYS, onlyFieldErrors, showFieldErrors } from './form-errors';
import { type TextFieldSpec, TranslationFields } from './TranslationFields';

const FIELDS: readonly TextFieldSpec[] = [
  { name: 'question', labelKey: 'faq.fields.question', max: FAQ_LIMITS.question },
  { name: 'answer', labelKey: 'faq.fields.answer', max: FAQ_LIMITS.answer, rows: 6 },
];

interface Props {
  /** The entry to edit, or null to add one. */
  entry: AdminFaqEntry | null;
  /** The topic a new entry starts in. */
  topic: FaqTopic;
  onClose: () => void;
}

function startValues(entry: AdminFaqEntry | null, topic: FaqTopic): FaqEntryInput {
  if (entry) return { topic: entry.topic as FaqTopic, translations: entry.translations };
  return { topic, translations: Object.fromEntries(LOCALES.map((locale) => [locale, { question: '', answer: '' }])) as FaqEntryInput['translations'] };
}

export function FaqEntryDialog({ entry, topic, onClose }: Props) {
  const { t } = useTranslation(['adminContent', 'faq', 'errors']);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveFaqEntry();
  const { register, control, handleSubmit, setError, formState } = useForm<FaqEntryInput>({ resolver: yupResolver(faqEntrySchema), defaultValues: startValues(entry, topic) });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, input });
      onClose();
    } catch (error) {
      showFieldErrors(error, setError, ['topic', 'translations']);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="faq-dialog-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="faq-dialog-title">{t(entry ? 'faq.editTitle' : 'faq.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="topic"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  id="faq-topic"
                  label={t('faq.fields.topic')}
                  required
                  name={field.name}
                  inputRef={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                >
                  {FAQ_TOPICS.map((item) => (
                    <MenuItem key={item} value={item}>
                      {t(`faq:topics.${item}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TranslationFields idPrefix="faq" fields={FIELDS} register={register} errors={formState.errors} submitCount={formState.submitCount} requiredLocale="zh-TW" hintKey="faq.languagesHint" />
            {save.isError && !onlyFieldErrors(save.error) && <Alert severity="error">{t(errorMessageKey(save.error, CONTENT_ERROR_KEYS))}</Alert>}
          </Stack>
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
