// The latest changes to a member's account, from the audit log (issue #10): what happened, when, by whom, and what
// it changed from and to — field by field for a record (issue #24) — and the role the actor acted in, as the row kept
// it (not the role they hold now).
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { Section } from '@/components/ui/Section';
import type { AdminAuditEntry } from '@/lib/shared/admin/views';
import { AuditFields } from '@/components/staff/audit/AuditFields';
import { auditRoleKey } from '@/lib/shared/audit/audit-changes';
import { adminDate } from './format';
import { historyActionKey, historyValueKey } from './member-labels';

export function MemberHistory({ history }: { history: AdminAuditEntry[] }) {
  const { t, i18n } = useTranslation(['admin', 'audit']);
  const value = (text: string | null) => {
    if (text === null) return t('members.membership.none');
    const key = historyValueKey(text);
    return key ? t(key) : text;
  };
  return (
    <Section dense id="member-history" title={t('members.history.title')}>
      {history.length === 0 ? (
        <Typography variant="body2">{t('members.history.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {history.map((entry) => (
            <ListItem key={entry.id} disableGutters divider sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
              <ListItemText
                primary={
                  <>
                    {t(historyActionKey(entry.action))}
                    {entry.from !== null || entry.to !== null ? ` · ${t('members.history.fromTo', { from: value(entry.from), to: value(entry.to) })}` : ''}
                  </>
                }
                secondary={`${adminDate(entry.createdAt, i18n.language)} · ${
                  entry.actorNick ? t('members.history.byRole', { nick: entry.actorNick, role: t(auditRoleKey(entry.actorRole)) }) : t('members.history.system')
                }`}
              />
              <AuditFields changes={entry.changes} details={entry.details} value={value} />
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
