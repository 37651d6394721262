// Dormancy in the members tool (issue #10; docs/product/accounts.md#dormancy): an active account can be put to sleep
// (every session ends), a dormant one restored; other accounts and the admin's own cannot. Confirmed first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { useAdminChangeDormancy } from '@/hooks/useAdminMember';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { adminErrorKey } from './admin-errors';
import { isDormant, mayAct } from '@/lib/shared/members/standing';

export function MemberDormancyPanel({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const mutation = useAdminChangeDormancy(member.mbId);
  const [asking, setAsking] = useState(false);
  const dormant = isDormant(member.mbStatus);
  const changeable = dormant || mayAct(member.mbStatus);
  const self = member.isSelf && !dormant;
  const lead = !changeable ? t('members.dormancy.leadOther') : dormant ? t('members.dormancy.leadDormant') : t('members.dormancy.leadActive');
  const done = mutation.isSuccess ? (mutation.variables?.dormant ? t('members.dormancy.slept') : t('members.dormancy.restored')) : null;

  return (
    <Section dense id="member-dormancy" title={t('members.dormancy.title')} lead={lead}>
      {changeable && (
        <Button variant="outlined" color={dormant ? 'primary' : 'warning'} disabled={self || mutation.isPending} onClick={() => setAsking(true)}>
          {dormant ? t('members.dormancy.restore') : t('members.dormancy.sleep')}
        </Button>
      )}
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        {self && <Alert severity="info">{t('members.dormancy.self')}</Alert>}
        {done && <Alert severity="success">{done}</Alert>}
        {mutation.isError && <Alert severity="error">{t(adminErrorKey(mutation.error))}</Alert>}
      </Box>
      <ConfirmDialog
        tone="warning"
        open={asking}
        title={dormant ? t('members.dormancy.confirmRestoreTitle') : t('members.dormancy.confirmSleepTitle')}
        text={t(dormant ? 'members.dormancy.confirmRestoreText' : 'members.dormancy.confirmSleepText', { nick: member.mbNick })}
        confirmLabel={dormant ? t('members.dormancy.restore') : t('members.dormancy.sleep')}
        cancelLabel={t('common.cancel')}
        busy={mutation.isPending}
        onConfirm={() => mutation.mutate({ dormant: !dormant }, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      />
    </Section>
  );
}
