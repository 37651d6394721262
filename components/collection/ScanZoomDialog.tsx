// A card's front and back, large (issue #25): the certificate page's 1600 px derivative (ScanGallery.tsx), in an MUI
// dialog with a side switch. The image fits the dialog; "actual size" shows it at full resolution to scroll (and pinch
// on a phone, natively).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import type { CollectionItem } from '@/lib/shared/collection/views';

interface Props {
  item: CollectionItem | null;
  onClose: () => void;
}

export function ScanZoomDialog({ item, onClose }: Props) {
  return (
    <Dialog open={item !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="scan-zoom-title">
      {item && <ZoomContent key={item.serial} item={item} onClose={onClose} />}
    </Dialog>
  );
}

function ZoomContent({ item, onClose }: { item: CollectionItem; onClose: () => void }) {
  const { t } = useTranslation('collection');
  const [side, setSide] = useState(item.scans[0]?.side ?? 'front');
  const [actual, setActual] = useState(false);
  const scan = item.scans.find((candidate) => candidate.side === side) ?? item.scans[0];
  return (
    <>
      <DialogTitle id="scan-zoom-title">
        {item.name} · {item.serial}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'center' }}>
        {item.scans.length > 1 && (
          <ToggleButtonGroup size="small" exclusive value={side} onChange={(_event, value) => value && setSide(value)} aria-label={t('zoom.side')}>
            {item.scans.map((candidate) => (
              <ToggleButton key={candidate.side} value={candidate.side}>
                {t(`zoom.${candidate.side}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {scan ? (
          <div style={{ overflow: 'auto', maxHeight: '70vh', width: '100%', textAlign: 'center' }}>
            {/* eslint-disable-next-line @next/next/no-img-element -- our own API answers the image, cached for a year */}
            <img
              src={scan.zoomUrl}
              alt={`${item.serial} ${t(`zoom.${scan.side}`)}`}
              style={actual ? { maxWidth: 'none' } : { maxWidth: '100%', maxHeight: '68vh', objectFit: 'contain' }}
            />
          </div>
        ) : (
          <p>{t('card.noImage')}</p>
        )}
      </DialogContent>
      <DialogActions>
        {scan && <Button onClick={() => setActual((value) => !value)}>{t(actual ? 'zoom.fit' : 'zoom.actual')}</Button>}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('zoom.close')}
        </Button>
      </DialogActions>
    </>
  );
}
