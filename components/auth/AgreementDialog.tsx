// The terms modals of docs/product/storefront.md#terms-and-policies (under-14 notice, terms, privacy, cross-border
// transfer, advertising consent): a short summary, with a link to the full policy page where there is one.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { AgreementName } from '@/lib/shared/schemas/signup';

/**
 * Full documents: the terms at /usepolicy and the privacy policy at /privacy
 * (docs/product/storefront.md#terms-and-policies).
 */
export const AGREEMENT_PAGES: Partial<Record<AgreementName, string>> = { agreeTerms: '/usepolicy', agreePrivacy: '/privacy' };

interface Props {
  name: AgreementName | null;
  onClose: () => void;
}

export function AgreementDialog({ name, onClose }: Props) {
  const { t } = useTranslation('signup');
  const page = name ? AGREEMENT_PAGES[name] : undefined;
  const titleId = 'agreement-dialog-title';
  return (
    <Dialog open={name !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {name && (
        <>
          <DialogTitle id={titleId}>{t(`agreements.${name}.title`)}</DialogTitle>
          <DialogContent>
            {t(`agreements.${name}.body`)
              .split('\n')
              .filter((line) => line.trim() !== '')
              .map((line, index) => (
                <Typography key={index} sx={{ mb: 1.5 }}>
                  {line}
                </Typography>
              ))}
            {page && (
              <MuiLink href={page} target="_blank" rel="noopener">
                {t('agreements.readFull')}
              </MuiLink>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('agreements.close')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
