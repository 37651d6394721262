import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { PartnerShopGroup, PartnerShopView } from '@/lib/server/partners/list-partner-shops';

export function PartnerShopList({ groups }: { groups: PartnerShopGroup[] }) {
  const { t } = useTranslation('partner');
  if (groups.length === 0) return <Typography color="text.secondary">{t('shops.empty')}</Typography>;
  return (
    <Stack spacing={4}>
      {groups.map((group) => (
        <Box component="section" key={group.country} aria-labelledby={`shops-${group.country}`}>
          <Typography id={`shops-${group.country}`} variant="h3" component="h3" sx={{ mb: 2 }}>
            {t(`countries.${group.country}`, { defaultValue: group.country })}
            <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 400 }}>
              {t('shops.count', { count: group.shops.length })}
            </Typography>
          </Typography>
          <Grid container spacing={2}>
            {group.shops.map((shop) => (
              <Grid key={shop.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ShopCard shop={shop} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}

function ShopCard({ shop }: { shop: PartnerShopView }) {
  const { t } = useTranslation('partner');
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Chip label={shop.city} size="small" sx={{ mb: 1 }} />
        <Typography variant="h6" component="h4" sx={{ fontSize: '1.05rem', fontWeight: 700, mb: 1.5 }}>
          {shop.name}
        </Typography>
        <Stack spacing={1}>
          <Line icon={<PlaceOutlined fontSize="small" />} label={t('shops.address')}>
            {shop.address}
          </Line>
          {shop.phone && (
            <Line icon={<PhoneOutlined fontSize="small" />} label={t('shops.phone')}>
              <Link href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</Link>
            </Line>
          )}
          {shop.email && (
            <Line icon={<EmailOutlined fontSize="small" />} label={t('shops.email')}>
              <Link href={`mailto:${shop.email}`} sx={{ wordBreak: 'break-all' }}>
                {shop.email}
              </Link>
            </Line>
          )}
          {shop.website && (
            <Line icon={<LanguageOutlined fontSize="small" />} label={t('shops.website')}>
              <Link href={shop.website} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
                {shop.website.replace(/^https?:\/\//, '')}
              </Link>
            </Line>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: '2px' }}>
        {icon}
      </Box>
      <Typography variant="body2">
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        {children}
      </Typography>
    </Stack>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
