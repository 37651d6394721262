// Dashboard header card: greeting, membership tier and discount, phone verification state
// (docs/product/storefront.md#my-page, docs/product/pricing.md#membership-discount).
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { AccountProfile } from '@/lib/server/account/get-account-profile';
import { formatDate, isLocale, DEFAULT_LOCALE } from '@/lib/shared/locale';
import { maskPhone } from '@/lib/shared/schemas/phone';

export function MemberSummary({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation('account');
  const { locale } = useRouter();
  const lang = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const tier = profile.membership;

  return (
    <Paper variant="outlined" component="section" aria-labelledby="member-summary-heading" sx={{ p: { xs: 2.5, md: 3 }, mb: 3 }}>
      <Typography id="member-summary-heading" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' }, mb: 0.5 }}>
        {t('dashboard.greeting', { name: profile.mbNick })}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2, wordBreak: 'break-all' }}>
        {profile.mbEmail} · {t('dashboard.memberSince', { date: formatDate(profile.createdAt, lang) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'stretch' } }}>
        <Box sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
          <Typography variant="body2" color="textSecondary">
            {t('dashboard.membership')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
            <Chip label={tier?.name ?? t('dashboard.basicTier')} color="secondary" size="small" sx={{ fontWeight: 700 }} />
            <Typography variant="body2">
              {tier && tier.discountRate > 0 ? t('dashboard.discount', { rate: tier.discountRate }) : t('dashboard.noDiscount')}
            </Typography>
          </Stack>
        </Box>
        <Box sx={{ flex: 1, p: 2, borderRadius: 1, bgcolor: 'background.default' }}>
          <Typography variant="body2" color="textSecondary">
            {t('dashboard.phone')}
          </Typography>
          {profile.phoneVerified && profile.mbPhone ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
              <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
              <Typography variant="body2">{t('dashboard.phoneVerified', { phone: maskPhone(profile.mbPhone) })}</Typography>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
              <WarningAmber color="warning" fontSize="small" aria-hidden />
              <Typography variant="body2">{t('dashboard.phoneNotVerified')}</Typography>
              <Button component={Link} href="/account/profile?verifyPhone=1#phone" size="small">
                {t('dashboard.verifyNow')}
              </Button>
            </Stack>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
