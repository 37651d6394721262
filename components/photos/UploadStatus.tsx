// A file on its way (progress) or refused ("Image Upload Failed" and the reason,
// docs/product/errors-and-messages.md#photos).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { PhotoUploadItem } from '@/hooks/usePhotoUpload';
import { PHOTO_ERRORS } from '@/lib/shared/photos';

interface Props {
  item: PhotoUploadItem;
  onDismiss: () => void;
}

export function UploadStatus({ item, onDismiss }: Props) {
  const { t } = useTranslation(['photos', 'errors']);
  if (item.status === 'failed') {
    return (
      <Box component="li" sx={{ listStyle: 'none' }}>
        <Alert severity="error" onClose={onDismiss} closeText={t('dismiss')}>
          <AlertTitle>{t(PHOTO_ERRORS.uploadFailed)}</AlertTitle>
          <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
            {item.name}: {t(item.errorKey ?? 'errors:serverError')}
          </Typography>
        </Alert>
      </Box>
    );
  }
  const label = t('uploadProgress', { name: item.name, percent: item.progress });
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Typography variant="body2" noWrap title={item.name}>
        {t('uploading', { name: item.name })}
      </Typography>
      <LinearProgress variant={item.status === 'queued' ? 'indeterminate' : 'determinate'} value={item.progress} aria-label={label} />
    </Box>
  );
}
