// The member's role (issue #10: staff roles; docs/product/accounts.md#roles-and-permissions), validated with the API's
// schema and confirmed first: the change ends the member's sessions. An admin looking at themselves cannot pick
// another role (the server refuses it too, and never demotes the last admin).
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Section } from '@/components/ui/Section';
import { useAdminChangeRole } from '@/hooks/useAdminMember';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { type RoleChangeInput, roleChangeSchema } from '@/lib/shared/schemas/admin/members';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { adminErrorKey } from './admin-errors';
import { selectableRoles } from './member-labels';
import { isWithdrawn } from '@/lib/shared/members/standing';

export function MemberRoleForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const mutation = useAdminChangeRole(member.mbId);
  const [pending, setPending] = useState<RoleChangeInput | null>(null);
  const { control, handleSubmit, formState } = useForm<RoleChangeInput>({ resolver: yupResolver(roleChangeSchema), values: { role: member.role } });
  const ownAdmin = member.isSelf && member.role === 'ADMIN';
  const locked = isWithdrawn(member.mbStatus) || ownAdmin;

  const confirm = () => {
    if (!pending) return;
    mutation.mutate(pending, { onSettled: () => setPending(null) });
  };

  return (
    <Section dense id="member-role" title={t('members.role.title')} lead={t('members.role.lead')}>
      <Box component="form" noValidate onSubmit={handleSubmit((input) => setPending(input))}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
          <Controller
            name="role"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                id="member-role-select"
                select
                size="small"
                label={t('members.role.label')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={locked}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : ownAdmin ? t('members.role.self') : undefined}
                sx={{ minWidth: 220 }}
              >
                {selectableRoles(member.isSelf, member.role).map((role) => (
                  <MenuItem key={role} value={role}>
                    {t(`members.roles.${role}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Button type="submit" variant="outlined" color="warning" disabled={locked || mutation.isPending || !formState.isDirty}>
            {t('members.role.save')}
          </Button>
        </Stack>
        <Box aria-live="polite" sx={{ mt: 1.5 }}>
          {mutation.isSuccess && !formState.isDirty && <Alert severity="success">{t('members.role.saved')}</Alert>}
          {mutation.isError && <Alert severity="error">{t(adminErrorKey(mutation.error))}</Alert>}
        </Box>
      </Box>
      <ConfirmDialog
        tone="warning"
        open={pending !== null}
        title={t('members.role.confirmTitle')}
        text={t('members.role.confirmText', { nick: member.mbNick, role: pending ? t(`members.roles.${pending.role}`) : '' })}
        confirmLabel={t('members.role.save')}
        cancelLabel={t('common.cancel')}
        busy={mutation.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Section>
  );
}
