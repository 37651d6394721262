// Floating link to the messaging service (docs/product/storefront.md#layout). A link, not a button: it leaves the
// site in a new tab. On a phone page with a bar fixed to the bottom of the screen (the submit wizard's total), the
// button sits above the bar: at 390 px it covered the end of the total bar and the wizard's bottom buttons (issue #9).
// Lifted rather than hidden there: help stays one tap away on the steps where collectors get stuck (photos, payment),
// and the wizard leaves room under its last buttons for it (SubmitWizard's bottom padding).
import ChatIcon from '@mui/icons-material/Chat';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { useTranslation } from 'next-i18next/pages';
import { BOTTOM_BAR_ATTRIBUTE, BOTTOM_BAR_HEIGHT, CONTACT_FAB_MARGIN } from './bottom-bar';
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
        sx={{
          position: 'fixed',
          right: { xs: CONTACT_FAB_MARGIN, md: 24 },
          bottom: { xs: CONTACT_FAB_MARGIN, md: 24 },
          zIndex: 'speedDial',
          [`body:has([${BOTTOM_BAR_ATTRIBUTE}]) &`]: { bottom: { xs: BOTTOM_BAR_HEIGHT + CONTACT_FAB_MARGIN, md: 24 } },
        }}
      >
        <ChatIcon />
      </Fab>
    </Box>
  );
}
