// Where the serial sits on a slab label (docs/product/certificates.md#certificate-lookup): a drawing of our label with
// the serial highlighted, so a visitor knows which number to type. Inline SVG: nothing to download.
import { useTranslation } from '@/hooks/useTranslation';
import styles from './Certificate.module.css';

export function LabelDiagram() {
  const { t } = useTranslation('cert');
  return (
    <figure className={styles.diagram}>
      <svg viewBox="0 0 320 110" role="img" aria-label={t('lookup.labelFigure')} className={styles.diagramSvg}>
        <rect x="1" y="1" width="318" height="108" rx="8" fill="#fff" stroke="currentColor" strokeOpacity="0.4" strokeWidth="2" />
        <text x="16" y="30" fontSize="13" fill="currentColor" fillOpacity="0.7">
          1999 POKEMON BASE SET #4/102
        </text>
        <text x="16" y="50" fontSize="15" fontWeight="700" fill="currentColor">
          CHARIZARD
        </text>
        <text x="196" y="58" fontSize="34" fontWeight="800" fill="currentColor" textAnchor="end">
          9.5
        </text>
        <rect x="12" y="68" width="112" height="30" rx="6" fill="#fbbf24" fillOpacity="0.35" stroke="#d97706" strokeWidth="2" />
        <text x="22" y="89" fontSize="18" fontFamily="monospace" fontWeight="700" fill="currentColor">
          4829173
        </text>
        <g transform="translate(228 18)" fill="currentColor">
          <rect width="76" height="76" fill="none" stroke="currentColor" strokeWidth="2" />
          <rect x="8" y="8" width="18" height="18" />
          <rect x="50" y="8" width="18" height="18" />
          <rect x="8" y="50" width="18" height="18" />
          <rect x="34" y="34" width="8" height="8" />
          <rect x="50" y="50" width="8" height="8" />
          <rect x="60" y="40" width="8" height="8" />
        </g>
      </svg>
      <figcaption className={styles.diagramCaption}>{t('lookup.labelFigure')}</figcaption>
    </figure>
  );
}
