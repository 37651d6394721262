// The texts of one form in zh-TW, en and ko (issue #10): one tab per language, every language's fields mounted (the
// hidden ones keep their values and errors). A language with a problem is marked on its tab, and a submit that finds
// problems only in other languages switches to the first of them.
import ErrorIcon from '@mui/icons-material/Error';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { LOCALES, LOCALE_LABELS, type Locale } from '@/lib/shared/locale';

export interface TextFieldSpec {
  name: string;
  /** adminContent key of the label. */
  labelKey: string;
  max: number;
  /** Rows of a long text; absent for one line. */
  rows?: number;
}

interface Props<T extends FieldValues> {
  /** Prefix of the field ids, e.g. "post". */
  idPrefix: string;
  fields: readonly TextFieldSpec[];
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  submitCount: number;
  /** The language that must be filled in (zh-TW), or null when every one is optional. */
  requiredLocale: Locale | null;
  /** adminContent key of the hint under the tabs. */
  hintKey: string;
}

export function TranslationFields<T extends FieldValues>({ idPrefix, fields, register, errors, submitCount, requiredLocale, hintKey }: Props<T>) {
  const { t } = useTranslation('adminContent');
  const [locale, setLocale] = useState<Locale>('zh-TW');
  const [seenSubmit, setSeenSubmit] = useState(submitCount);
  const translationErrors = (errors as { translations?: Partial<Record<Locale, Record<string, { message?: string }>>> }).translations;
  const withErrors = LOCALES.filter((item) => translationErrors?.[item]);
  if (seenSubmit !== submitCount) {
    setSeenSubmit(submitCount);
    if (withErrors.length > 0 && !withErrors.includes(locale)) setLocale(withErrors[0]!);
  }
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('languages.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t(hintKey)}
      </Typography>
      <Tabs
        value={locale}
        onChange={(_event, next: Locale) => setLocale(next)}
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {LOCALES.map((item) => (
          <Tab
            key={item}
            value={item}
            id={`${idPrefix}-tab-${item}`}
            aria-controls={`${idPrefix}-panel-${item}`}
            label={`${LOCALE_LABELS[item]}${item === requiredLocale ? ' *' : ''}`}
            icon={withErrors.includes(item) ? <ErrorIcon color="error" fontSize="small" aria-label={t('languages.hasErrors')} /> : undefined}
            iconPosition="end"
            sx={{ minHeight: 48, minWidth: 0, px: 1.5 }}
          />
        ))}
      </Tabs>
      {LOCALES.map((item) => (
        <Stack
          key={item}
          role="tabpanel"
          id={`${idPrefix}-panel-${item}`}
          aria-labelledby={`${idPrefix}-tab-${item}`}
          hidden={item !== locale}
          spacing={2}
          sx={{ pt: 2, display: item === locale ? 'flex' : 'none' }}
        >
          {fields.map((field) => {
            const path = `translations.${item}.${field.name}` as Path<T>;
            const { ref, ...registration } = register(path);
            const message = translationErrors?.[item]?.[field.name]?.message;
            return (
              <TextField
                key={field.name}
                {...registration}
                inputRef={ref}
                id={`${idPrefix}-${item}-${field.name}`}
                label={t(field.labelKey)}
                required={item === requiredLocale}
                lang={item}
                multiline={Boolean(field.rows)}
                minRows={field.rows}
                error={Boolean(message)}
                helperText={message ? t(message, { max: field.max }) : undefined}
                fullWidth
                slotProps={{ htmlInput: { maxLength: field.max } }}
              />
            );
          })}
        </Stack>
      ))}
    </Box>
  );
}
