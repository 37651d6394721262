// The card's front and back (docs/product/certificates.md#certificate-page): thumbnails that open a zoomable view of
// the 1600 px derivative, a download of the stored scan, and that file's SHA-256 so a buyer can check a seller's copy.
import { useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { PublicScan } from '@/lib/shared/certificates/views';
import styles from './Certificate.module.css';

export function ScanGallery({ scans, serial }: { scans: PublicScan[]; serial: string }) {
  const { t } = useTranslation('cert');
  const [zoomed, setZoomed] = useState<PublicScan | null>(null);
  return (
    <section aria-labelledby="images-title" className={styles.section}>
      <h2 id="images-title" className={cx(ui.h5, styles.subheading)}>
        {t('images.title')}
      </h2>
      {scans.length === 0 && <p className={cx(ui.body2, ui.muted)}>{t('images.none')}</p>}
      <div className={styles.scans}>
        {scans.map((scan) => (
          <figure key={scan.downloadUrl} className={cx(ui.card, styles.scan)}>
            <button
              type="button"
              className={styles.scanButton}
              onClick={() => setZoomed(scan)}
              aria-label={`${t(`record.${scan.side}`)} — ${t('images.zoom')}`}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- our own API answers the image; next/image would add a script */}
              <img
                src={scan.thumbUrl}
                alt={`${serial} ${t(`record.${scan.side}`)}`}
                width={scan.width}
                height={scan.height}
                loading="lazy"
                className={styles.scanImage}
              />
            </button>
            <figcaption className={ui.body2}>
              {t(`record.${scan.side}`)} ·{' '}
              <a href={scan.downloadUrl} download className={ui.link}>
                {t('images.download')}
              </a>
              {scan.sha256 && (
                <span className={styles.hash} title={t('images.hashHelp')}>
                  {t('images.sha256')}: <code>{scan.sha256}</code>
                </span>
              )}
            </figcaption>
          </figure>
        ))}
      </div>
      {zoomed && (
        <div className={styles.zoom} role="dialog" aria-modal="true" aria-label={t(`record.${zoomed.side}`)} onClick={() => setZoomed(null)}>
          <div className={styles.zoomScroll} onClick={(event) => event.stopPropagation()}>
            {/* eslint-disable-next-line @next/next/no-img-element -- the 1600 px derivative, scrolled and pinch-zoomed natively */}
            <img src={zoomed.zoomUrl} alt={`${serial} ${t(`record.${zoomed.side}`)}`} className={styles.zoomImage} />
          </div>
          <Button variant="contained" className={styles.zoomClose} onClick={() => setZoomed(null)} autoFocus>
            {t('images.close')}
          </Button>
        </div>
      )}
    </section>
  );
}
