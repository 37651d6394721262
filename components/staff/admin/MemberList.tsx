// The members tool's results (issue #10): how many matched, then one row per member — nickname, e-mail, phone, role,
// status and tier, when they joined and last logged in — each a link to the member's page; pages below.
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { LinkPagination } from '@/components/common/LinkPagination';
import { memberSearchParams } from '@/lib/shared/admin/list-query';
import type { AdminMemberRow, Paged } from '@/lib/shared/admin/views';
import type { MemberSearchQuery } from '@/lib/shared/schemas/admin/members';
import { adminErrorKey } from './admin-errors';
import { adminDate } from './format';
import { MemberChips } from './MemberChips';

interface Props {
  search: MemberSearchQuery;
  data: Paged<AdminMemberRow> | undefined;
  loading: boolean;
  error: unknown;
  onChange: (search: MemberSearchQuery) => void;
}

export function MemberList({ search, data, loading, error, onChange }: Props) {
  const { t, i18n } = useTranslation('admin');
  if (error && !data) return <Alert severity="error">{t(adminErrorKey(error))}</Alert>;
  if (!data) return null;
  return (
    <>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} aria-live="polite">
        {t('members.count', { count: data.total })}
      </Typography>
      {data.items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography>{t('members.empty')}</Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
          <List disablePadding>
            {data.items.map((member, index) => (
              <ListItemButton
                key={member.mbId}
                component={NextLink}
                href={`/admin/members/${encodeURIComponent(member.mbId)}`}
                divider={index < data.items.length - 1}
                sx={{ display: 'block', py: 1.5 }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0.5, sm: 2 }, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {member.mbNick}
                      {member.mbName ? <Typography component="span" color="textSecondary">{` · ${member.mbName}`}</Typography> : null}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {member.mbEmail}
                      {member.mbPhone ? ` · ${member.mbPhone}` : ''}
                    </Typography>
                    <Typography variant="caption" color="textSecondary">
                      {t('members.joined', { date: adminDate(member.createdAt, i18n.language, false) })}
                      {' · '}
                      {member.lastLoginAt ? t('members.lastLogin', { date: adminDate(member.lastLoginAt, i18n.language, false) }) : t('members.neverLoggedIn')}
                    </Typography>
                  </div>
                  <MemberChips member={member} />
                </Stack>
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
      <LinkPagination
        page={data.page}
        total={data.total}
        pageSize={data.pageSize}
        href={(page) => ({ pathname: '/admin/members', query: memberSearchParams({ ...search, page }) })}
        onPage={(page) => onChange({ ...search, page })}
        label={t('common.pages')}
        mt={2}
      />
    </>
  );
}
