// The order's audit trail on the lab page (issue #10): every status change, check, score, refund and note with who
// made it and when, oldest first — a row about a card led by the card's number ("#2", as the cards are numbered),
// statuses and check values in words, other values as recorded. Who acted is shown in the role the row kept (issue
// #24; "role unknown" for rows from before roles were kept), and a record that changed field by field (from → to).
// A system note reads in the page's language, a staff member's own note as typed (decision 0032).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import type { AuditEntry } from '@/lib/shared/lab/views';
import { AuditFields } from '@/components/staff/audit/AuditFields';
import { eventNoteText } from '@/components/staff/audit/event-note-text';
import { auditRoleKey } from '@/lib/shared/audit/audit-changes';
import { auditActionKey, auditValueKey } from './lab-labels';

export function AuditTrail({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation(['lab', 'myorders', 'audit']);
  const locale = useMemberLocale();
  const value = (entry: AuditEntry, raw: string | null) => {
    if (raw === null) return '—';
    const key = auditValueKey(entry, raw);
    return key ? t(key) : raw;
  };
  return (
    <Section id="audit" title={t('audit.title')}>
      {audit.length === 0 ? (
        <Typography color="textSecondary">{t('audit.empty')}</Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {audit.map((entry, index) => (
            <Box component="li" key={`${entry.at}-${index}`} sx={{ py: 1, borderBottom: index === audit.length - 1 ? 0 : 1, borderColor: 'divider' }}>
              <Typography variant="caption" color="textSecondary" component="p">
                <time dateTime={entry.at}>{dateTimeText(entry.at, locale)}</time> ·{' '}
                {entry.actor ? t('audit.by', { actor: entry.actor, role: t(auditRoleKey(entry.actorRole)) }) : t('audit.bySystem')}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {entry.card !== null && (
                  <Box component="abbr" title={t('cards.line', { position: entry.card })} sx={{ textDecoration: 'none', mr: 0.75 }}>
                    #{entry.card}
                  </Box>
                )}
                {t(auditActionKey(entry.action), { action: entry.action })}
                {(entry.from !== null || entry.to !== null) && `: ${value(entry, entry.from)} → ${value(entry, entry.to)}`}
              </Typography>
              <AuditFields changes={entry.changes} details={entry.details} value={(raw) => value(entry, raw)} />
              {entry.note && (
                <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {eventNoteText(t, entry.note, locale)}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Section>
  );
}
