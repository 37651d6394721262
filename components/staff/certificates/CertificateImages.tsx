// A certificate's front and back scans on the lab's order page (issue #10; docs/product/certificates.md#certificate-page
// shows them to anyone): per side the thumbnail (opening the full scan), an upload button — a new scan replaces the
// old one — and a delete with a confirmation step; progress while uploading and the reason of a refusal, translated
// (the file's reasons are the order photos' own, photos namespace). The server decides what is allowed.
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { type ChangeEvent, useRef, useState } from 'react';
import { SCAN_ACCEPT, type ScanSideState, useCertificateImages } from '@/hooks/useCertificateImages';
import { apiUrl } from '@/lib/client/api';
import { CERTIFICATE_IMAGE_KINDS, type CertificateImageKind } from '@/lib/shared/lab/certificate-images';
import type { StaffCertificate } from '@/lib/shared/lab/views';

interface Props {
  serial: string;
  images: StaffCertificate['images'];
  /** A scan was uploaded, replaced or deleted: the page reloads the order. */
  onChanged(): void;
}

export function CertificateImages({ serial, images, onChanged }: Props) {
  const { t } = useTranslation('labels');
  const { sides, upload, remove, dismiss } = useCertificateImages(serial, () => onChanged());
  return (
    <Box component="section" aria-label={t('images.title', { serial })}>
      <Typography variant="subtitle2" component="h5" sx={{ mb: 1 }}>
        {t('images.title', { serial })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {CERTIFICATE_IMAGE_KINDS.map((kind) => (
          <ScanSide
            key={kind}
            serial={serial}
            kind={kind}
            image={images.find((image) => image.kind === kind) ?? null}
            state={sides[kind]}
            onUpload={(file) => void upload(kind, file)}
            onRemove={(image) => void remove(image)}
            onDismiss={() => dismiss(kind)}
          />
        ))}
      </Box>
    </Box>
  );
}

interface SideProps {
  serial: string;
  kind: CertificateImageKind;
  image: StaffCertificate['images'][number] | null;
  state: ScanSideState;
  onUpload(file: File): void;
  onRemove(image: StaffCertificate['images'][number]): void;
  onDismiss(): void;
}

function ScanSide({ serial, kind, image, state, onUpload, onRemove, onDismiss }: SideProps) {
  const { t } = useTranslation(['labels', 'photos', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const side = t(`labels:images.kinds.${kind}`);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (file) onUpload(file);
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={`scan-${serial}-${kind}`}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {side}
      </Typography>
      <Box sx={{ bgcolor: 'grey.100', borderRadius: 1, height: 160, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
        {image ? (
          <Link
            href={apiUrl(image.url)}
            target="_blank"
            rel="noopener"
            aria-label={t('labels:images.open', { side, serial })}
            sx={{ height: '100%', display: 'block' }}
          >
            <Box
              component="img"
              src={apiUrl(image.thumbUrl ?? image.url)}
              alt={t('labels:images.alt', { side, serial })}
              sx={{ height: '100%', maxWidth: '100%', objectFit: 'contain', display: 'block' }}
            />
          </Link>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('labels:images.none')}
          </Typography>
        )}
      </Box>
      {state.busy && (
        <LinearProgress
          variant={state.progress > 0 ? 'determinate' : 'indeterminate'}
          value={state.progress}
          aria-label={t('labels:images.uploading', { side })}
        />
      )}
      {state.errorKey && (
        <Alert severity="error" onClose={onDismiss} closeText={t('labels:images.dismiss')}>
          {t(state.errorKey)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <input ref={input} type="file" accept={SCAN_ACCEPT} hidden onChange={picked} disabled={state.busy} aria-label={t('labels:images.choose', { side })} />
        <Button size="small" variant="outlined" startIcon={<CloudUploadOutlined />} disabled={state.busy} onClick={() => input.current?.click()}>
          {image ? t('labels:images.replace') : t('labels:images.upload')}
        </Button>
        {image &&
          (confirming ? (
            <>
              <Button
                size="small"
                color="error"
                variant="contained"
                disabled={state.busy}
                onClick={() => {
                  setConfirming(false);
                  onRemove(image);
                }}
              >
                {t('labels:images.confirmDelete', { side })}
              </Button>
              <Button size="small" onClick={() => setConfirming(false)}>
                {t('labels:images.keep')}
              </Button>
            </>
          ) : (
            <Button size="small" color="error" startIcon={<DeleteOutlined />} disabled={state.busy} onClick={() => setConfirming(true)}>
              {t('labels:images.delete')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
