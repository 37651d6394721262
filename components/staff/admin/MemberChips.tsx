// A member's role, status and tier at a glance (the search results and the member's page).
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '@/hooks/useTranslation';
import type { AdminMemberRow } from '@/lib/shared/admin/views';
import { isStaffRole } from '@/lib/shared/staff/roles';

const STATUS_COLOR = { APPROVED: 'success', DORMANCY: 'warning', NOT_APPROVED: 'default', WITHDRAWN: 'default' } as const;

export function MemberChips({ member }: { member: Pick<AdminMemberRow, 'role' | 'mbStatus' | 'membershipName'> }) {
  const { t } = useTranslation('admin');
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {isStaffRole(member.role) && <Chip size="small" color={member.role === 'ADMIN' ? 'secondary' : 'primary'} label={t(`members.roles.${member.role}`)} />}
      <Chip size="small" variant="outlined" color={STATUS_COLOR[member.mbStatus]} label={t(`members.statuses.${member.mbStatus}`)} />
      {member.membershipName && <Chip size="small" variant="outlined" label={member.membershipName} />}
    </Stack>
  );
}
