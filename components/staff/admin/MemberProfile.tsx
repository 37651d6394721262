// A member's profile in the members tool (issue #10): who they are, how they sign in, their tier, dates, orders and
// live sessions. The server never sends a password hash or a token; "password" only says whether one is set.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { AdminMemberDetail } from '@/lib/shared/admin/views';
import { FactList } from './FactList';
import { adminDate } from './format';
import { MemberChips } from './MemberChips';

export function MemberProfile({ member }: { member: AdminMemberDetail }) {
  const { t, i18n } = useTranslation('admin');
  const none = t('common.none');
  const date = (value: string | null) => adminDate(value, i18n.language) ?? none;
  const signIn = [member.hasPassword ? t('members.profile.password') : t('members.profile.socialOnly'), ...member.socialProviders].join(' · ');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="member-profile-heading" sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Stack direction="row" sx={{ gap: 1, mb: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography id="member-profile-heading" variant="h2" sx={{ fontSize: '1.1rem' }}>
          {t('members.profile.title')}
        </Typography>
        <MemberChips member={member} />
      </Stack>
      <FactList
        facts={[
          { label: t('members.profile.mbNick'), value: member.isSelf ? `${member.mbNick} (${t('members.you')})` : member.mbNick },
          { label: t('members.profile.mbName'), value: member.mbName ?? none },
          { label: t('members.profile.mbEmail'), value: member.mbEmail },
          { label: t('members.profile.mbPhone'), value: member.mbPhone ?? none },
          { label: t('members.profile.mbId'), value: <code>{member.mbId}</code> },
          {
            label: t('members.profile.membership'),
            value: member.membership
              ? t('members.membership.option', { name: member.membership.name, rate: member.membership.discountRate })
              : t('members.membership.none'),
          },
          { label: t('members.profile.signIn'), value: signIn },
          { label: t('members.profile.language'), value: t(`inquiries.locales.${member.language}`, { defaultValue: member.language }) },
          { label: t('members.profile.region'), value: `${member.region.name} (${member.region.code})` },
          { label: t('members.profile.advertisingConsent'), value: member.advertisingConsent ? t('common.yes') : t('common.no') },
          { label: t('members.profile.createdAt'), value: date(member.createdAt) },
          { label: t('members.profile.lastLoginAt'), value: member.lastLoginAt ? date(member.lastLoginAt) : t('members.neverLoggedIn') },
          { label: t('members.profile.emailVerifiedAt'), value: date(member.emailVerifiedAt) },
          { label: t('members.profile.phoneVerifiedAt'), value: date(member.phoneVerifiedAt) },
          { label: t('members.profile.termsAgreedAt'), value: date(member.termsAgreedAt) },
          ...(member.dormantAt ? [{ label: t('members.profile.dormantAt'), value: date(member.dormantAt) }] : []),
          ...(member.withdrawnAt ? [{ label: t('members.profile.withdrawnAt'), value: date(member.withdrawnAt) }] : []),
          { label: t('members.profile.orderCount'), value: String(member.orderCount) },
          { label: t('members.profile.activeSessions'), value: String(member.activeSessions) },
        ]}
      />
    </Paper>
  );
}
