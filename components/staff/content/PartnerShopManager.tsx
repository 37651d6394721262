// Partner shops in the content tools (issue #10): every shop in the public page's order (sortOrder), hidden ones too
// and marked so, each with its country, city, languages and position, shown or hidden on /partner-shop with one switch,
// edited in a dialog; a new shop goes after the last one.
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { useState } from 'react';
import { useSetPartnerShopActive } from '@/hooks/useAdminContentPartners';
import { errorMessageKey } from '@/lib/client/error-message';
import { languagesOf } from '@/lib/shared/admin-content/translations';
import type { AdminPartnerShop } from '@/lib/shared/admin-content/views';
import { LOCALE_LABELS } from '@/lib/shared/locale';
import { CONTENT_ERROR_KEYS } from './form-errors';
import { ListHeader } from './ListHeader';
import { PartnerShopDialog } from './PartnerShopDialog';

type Editing = { shop: AdminPartnerShop | null } | null;

export function PartnerShopManager({ shops }: { shops: AdminPartnerShop[] }) {
  const { t } = useTranslation(['adminContent', 'partner', 'errors']);
  const toggle = useSetPartnerShopActive();
  const [editing, setEditing] = useState<Editing>(null);
  const nextSortOrder = shops.reduce((max, shop) => Math.max(max, shop.sortOrder), 0) + 10;

  return (
    <Stack spacing={2}>
      <ListHeader lead={t('partners.lead')} addLabel={t('partners.add')} onAdd={() => setEditing({ shop: null })} />
      {toggle.isError && <Alert severity="error">{t(errorMessageKey(toggle.error, CONTENT_ERROR_KEYS))}</Alert>}
      {shops.length === 0 ? (
        <Typography color="textSecondary">{t('partners.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shops.map((shop) => {
            const languages = languagesOf(shop.translations, ['name', 'city', 'address']);
            return (
              <li key={shop.id}>
                <Paper variant="outlined" sx={{ p: 2, opacity: shop.isActive ? 1 : 0.7 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 0.5 }}>
                        <Chip size="small" label={t(`partner:countries.${shop.country}`, { defaultValue: shop.country })} />
                        {!shop.isActive && <Chip size="small" color="warning" label={t('partners.hidden')} />}
                        <Typography variant="caption" color="textSecondary">
                          {t('partners.position', { sortOrder: shop.sortOrder })}
                        </Typography>
                      </Stack>
                      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{shop.name}</Typography>
                      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                        {shop.city} · {shop.address}
                      </Typography>
                      <Typography variant="caption" color="textSecondary">
                        {languages.length > 0
                          ? t('partners.translatedInto', { languages: languages.map((locale) => LOCALE_LABELS[locale]).join(' · ') })
                          : t('partners.noTranslations')}
                      </Typography>
                    </Box>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0, justifyContent: 'space-between' }}>
                      <FormControlLabel
                        control={
                          <Switch
                            checked={shop.isActive}
                            disabled={toggle.isPending}
                            onChange={(event) => toggle.mutate({ id: shop.id, isActive: event.target.checked })}
                            slotProps={{ input: { 'aria-label': t('partners.activeFor', { name: shop.name }) } }}
                          />
                        }
                        label={t('partners.fields.isActive')}
                      />
                      <Button startIcon={<EditOutlined />} onClick={() => setEditing({ shop })}>
                        {t('actions.edit')}
                      </Button>
                    </Stack>
                  </Stack>
                </Paper>
              </li>
            );
          })}
        </Stack>
      )}
      {editing && <PartnerShopDialog shop={editing.shop} nextSortOrder={nextSortOrder} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
