// Floating link to the messaging service (docs/product/storefront.md#layout). A link, not a button: it leaves the
// site in a new tab.
import ChatIcon from '@mui/icons-material/Chat';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'next-i18next/pages';
import { CONTACT_URL } from './company-info';

export function ContactFab() {
  const { t } = useTranslation('common');
  // Inside a labelled landmark so screen-reader users find it (it sits outside header, main and footer).
  return (
    <Box component="aside" aria-label={t('contact.region')}>
      <Fab
        component="a"
        href={CONTACT_URL}
        target="_blank"
        rel="noopener noreferrer"
        color="secondary"
        aria-label={t('contact.label')}
        title={t('contact.label')}
        sx={{ position: 'fixed', right: { xs: 16, md: 24 }, bottom: { xs: 16, md: 24 }, zIndex: 'speedDial' }}
      >
        <ChatIcon />
      </Fab>
    </Box>
  );
}
