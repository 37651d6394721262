// The fields an audit row changed, one line each ("Grade: 8 → 9"), and what else it recorded ("Amount: 1200") —
// the back office's words for an audit row's data instead of its JSON (issue #24). Field names are worded by
// audit:fields.* (a field without words shows its name); values go through the page's own `value` (statuses,
// checks and roles in words; couriers, payment methods and banks by name, decision 0032).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { type AuditDetail, type AuditFieldChange, auditFieldKey } from '@/lib/shared/audit/audit-changes';
import { codeInWords } from './event-note-text';

interface AuditFieldsProps {
  changes: readonly AuditFieldChange[];
  details: readonly AuditDetail[];
  /** A value in words; null is "none". */
  value: (raw: string | null) => string;
}

export function AuditFields({ changes, details, value }: AuditFieldsProps) {
  const { t, i18n } = useTranslation('audit');
  // The page's language from its translations (no router: the trails render outside one too).
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // A courier, payment method or bank by its name, never its code (issue #24); other values through the page.
  const worded = (name: string, raw: string | null) => codeInWords(t, name, raw, locale) ?? value(raw);
  if (changes.length === 0 && details.length === 0) return null;
  const field = (name: string) => {
    const key = auditFieldKey(name);
    return key ? t(key) : name;
  };
  return (
    <Box component="ul" aria-label={t('changesLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {changes.map((change) => (
        <Typography key={`change-${change.field}`} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('change', { field: field(change.field), from: worded(change.field, change.from), to: worded(change.field, change.to) })}
        </Typography>
      ))}
      {details.map((detail) => (
        <Typography key={`detail-${detail.field}`} component="li" variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('detail', { field: field(detail.field), value: worded(detail.field, detail.value) })}
        </Typography>
      ))}
    </Box>
  );
}
