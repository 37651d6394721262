// Add or edit a FAQ question (issue #10): its topic, and question and answer in zh-TW (required), en and ko
// (optional: readers of a missing language get zh-TW) — validated by the API's own schema. Full screen on a phone.
import { yupResolver } from '@hookform/resolvers/yup';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import { useForm } from 'react-hook-form';
import { useSaveFaqEntry } from '@/hooks/useAdminContentFaq';
import type { AdminFaqEntry } from '@/lib/shared/admin-content/views';
import { FAQ_TOPICS } from '@/lib/shared/content';
import { LOCALES } from '@/lib/shared/locale';
import { FAQ_LIMITS, type FaqEntryInput, type FaqTopic, faqEntrySchema } from '@/lib/shared/schemas/admin-content/faq';
import { ChoiceField } from './ChoiceField';
import { ContentFormDialog } from './ContentFormDialog';
import { showFieldErrors } from './form-errors';
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
  const save = useSaveFaqEntry();
  const { register, control, handleSubmit, setError, formState } = useForm<FaqEntryInput>({
    resolver: yupResolver(faqEntrySchema, FORM_FIELDS_ONLY),
    defaultValues: startValues(entry, topic),
  });

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, input });
      onClose();
    } catch (error) {
      showFieldErrors(error, setError, ['topic', 'translations']);
    }
  });

  return (
    <ContentFormDialog titleId="faq-dialog-title" title={t(entry ? 'faq.editTitle' : 'faq.addTitle')} onClose={onClose} onSubmit={onSubmit} save={save}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ChoiceField
          control={control}
          name="topic"
          id="faq-topic"
          label={t('faq.fields.topic')}
          options={FAQ_TOPICS.map((item) => ({ value: item, label: t(`faq:topics.${item}`) }))}
        />
        <TranslationFields
          idPrefix="faq"
          fields={FIELDS}
          register={register}
          errors={formState.errors}
          submitCount={formState.submitCount}
          requiredLocale="zh-TW"
          hintKey="faq.languagesHint"
        />
      </Stack>
    </ContentFormDialog>
  );
}
