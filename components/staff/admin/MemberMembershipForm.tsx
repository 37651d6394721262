// The member's membership tier (issue #10; docs/product/pricing.md#membership-discount): one of the tiers or none,
// validated with the API's schema; the change applies to prices computed from now on.
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import { Controller, useForm } from 'react-hook-form';
import { Section } from '@/components/ui/Section';
import { useAdminChangeMembership } from '@/hooks/useAdminMember';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { type MembershipChangeInput, membershipChangeSchema } from '@/lib/shared/schemas/admin/members';
import { adminErrorKey } from './admin-errors';
import { isWithdrawn } from '@/lib/shared/members/standing';

export function MemberMembershipForm({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation('admin');
  const mutation = useAdminChangeMembership(member.mbId);
  const { control, handleSubmit, formState } = useForm<MembershipChangeInput>({
    resolver: yupResolver(membershipChangeSchema),
    values: { membershipId: member.membership?.id ?? null },
  });
  const locked = isWithdrawn(member.mbStatus);
  return (
    <Section dense id="member-membership" title={t('members.membership.title')} lead={t('members.membership.lead')}>
      <Box component="form" noValidate onSubmit={handleSubmit((input) => mutation.mutate(input))}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
          <Controller
            name="membershipId"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                id="member-membership-select"
                select
                size="small"
                label={t('members.membership.label')}
                value={field.value === null ? '' : String(field.value)}
                onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                onBlur={field.onBlur}
                disabled={locked}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                // "No tier" is the empty value: shown as chosen, not as an empty field.
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 220 }}
              >
                <MenuItem value="">{t('members.membership.none')}</MenuItem>
                {member.memberships.map((tier) => (
                  <MenuItem key={tier.id} value={String(tier.id)}>
                    {t('members.membership.option', { name: tier.name, rate: tier.discountRate })}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Button type="submit" variant="outlined" disabled={locked || mutation.isPending || !formState.isDirty}>
            {mutation.isPending ? t('common.saving') : t('members.membership.save')}
          </Button>
        </Stack>
        <Box aria-live="polite" sx={{ mt: 1.5 }}>
          {mutation.isSuccess && !formState.isDirty && <Alert severity="success">{t('members.membership.saved')}</Alert>}
          {mutation.isError && <Alert severity="error">{t(adminErrorKey(mutation.error))}</Alert>}
        </Box>
      </Box>
    </Section>
  );
}
