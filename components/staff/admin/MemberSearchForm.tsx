// The members tool's search (issue #10): part of an e-mail, nickname, phone or member id, and the role and status
// filters; a new search starts at page 1. The box follows the URL (back and forward included).
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import type { FormEvent } from 'react';
import { SearchField, useSearchText } from '@/components/common/SearchField';
import type { MbStatus, Role } from '@/lib/server/db/generated/enums';
import { MEMBER_SEARCH_MAX, MEMBER_STATUSES, type MemberSearchQuery, ROLES } from '@/lib/shared/schemas/admin/members';

/** The filters show "All" when none is chosen (an empty select would otherwise show only its label). */
const ANY_SHOWN = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface Props {
  search: MemberSearchQuery;
  onChange: (search: MemberSearchQuery) => void;
}

export function MemberSearchForm({ search, onChange }: Props) {
  const { t } = useTranslation('admin');
  const [text, setText] = useSearchText(search.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...search, q: text.trim().slice(0, MEMBER_SEARCH_MAX), page: 1 });
  };
  const filter = <K extends 'role' | 'status'>(key: K, value: string) => onChange({ ...search, [key]: value === '' ? null : value, page: 1 });

  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('members.search.label')}
      onSubmit={submit}
      direction="row"
      sx={{ gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <SearchField
        id="member-search"
        label={t('members.search.label')}
        placeholder={t('members.search.placeholder')}
        value={text}
        onChange={setText}
        maxLength={MEMBER_SEARCH_MAX}
        maxWidth={420}
      />
      <TextField
        id="member-role"
        select
        size="small"
        label={t('members.search.role')}
        value={search.role ?? ''}
        onChange={(event) => filter('role', event.target.value)}
        slotProps={ANY_SHOWN}
        sx={{ flex: '1 1 120px', maxWidth: 160 }}
      >
        <MenuItem value="">{t('members.search.any')}</MenuItem>
        {ROLES.map((role: Role) => (
          <MenuItem key={role} value={role}>
            {t(`members.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        id="member-status"
        select
        size="small"
        label={t('members.search.status')}
        value={search.status ?? ''}
        onChange={(event) => filter('status', event.target.value)}
        slotProps={ANY_SHOWN}
        sx={{ flex: '1 1 140px', maxWidth: 200 }}
      >
        <MenuItem value="">{t('members.search.any')}</MenuItem>
        {MEMBER_STATUSES.map((status: MbStatus) => (
          <MenuItem key={status} value={status}>
            {t(`members.statuses.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button type="submit" variant="contained">
        {t('members.search.submit')}
      </Button>
      {(search.q || search.role || search.status) && (
        <Button onClick={() => onChange({ q: '', role: null, status: null, page: 1 })}>{t('members.search.clear')}</Button>
      )}
    </Stack>
  );
}
