// One slab label at its printed size, 88 × 25 mm (label-print-styles.ts): the QR code of the signed certificate URL,
// the card line, the subgrades (and the autograph grade), the serial, and the grade or "A" (issue #10;
// docs/product/certificates.md#label-printing). Sizes in millimetres and points, so screen and paper agree.
import Box from '@mui/material/Box';
import { useTranslation } from '@/hooks/useTranslation';
import { SUBGRADES } from '@/lib/shared/grading/scale';
import { gradeNumber } from '@/lib/shared/lab/label-text';
import type { LabelView } from '@/lib/shared/lab/labels';
import { LABEL_CLASS, LABEL_SIZE_MM } from './label-print-styles';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export function SlabLabel({ label }: { label: LabelView }) {
  const { t } = useTranslation('labels');
  const subgrades = SUBGRADES.map((subgrade) => `${t(`label.subgrades.${subgrade}`)} ${gradeNumber(label.subgrades[subgrade])}`);
  if (label.autoGrade !== null) subgrades.push(`${t('label.auto')} ${gradeNumber(label.autoGrade)}`);
  return (
    <Box
      className={LABEL_CLASS}
      data-testid={`label-${label.serial}`}
      sx={{
        width: `${LABEL_SIZE_MM.width}mm`,
        height: `${LABEL_SIZE_MM.height}mm`,
        boxSizing: 'border-box',
        display: 'grid',
        gridTemplateColumns: '21mm 1fr 17mm',
        alignItems: 'center',
        columnGap: '2mm',
        px: '2mm',
        py: '1.5mm',
        bgcolor: '#fff',
        color: '#000',
        border: '0.2mm dashed #9e9e9e',
        overflow: 'hidden',
        fontFamily: 'Arial, "Noto Sans TC", "Noto Sans KR", sans-serif',
        lineHeight: 1.15,
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box
        component="img"
        src={svgSource(label.qrSvg)}
        alt={t('label.qrAlt', { serial: label.serial })}
        sx={{ width: '21mm', height: '21mm', display: 'block' }}
      />
      <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', gap: '0.8mm' }}>
        <Box sx={{ fontSize: '7pt', fontWeight: 700, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {label.cardLine}
        </Box>
        <Box sx={{ fontSize: '5.5pt', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>{subgrades.join(' · ')}</Box>
        <Box sx={{ fontSize: '9pt', fontWeight: 700, fontFamily: '"Roboto Mono", "Courier New", monospace', letterSpacing: '0.3mm' }}>
          {t('label.serial', { serial: label.serial })}
        </Box>
      </Box>
      <Box
        sx={{
          textAlign: 'center',
          borderLeft: '0.3mm solid #000',
          pl: '1.5mm',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Box sx={{ fontSize: '5.5pt', fontWeight: 700, textTransform: 'uppercase' }}>{label.authentic ? t('label.authentic') : t('label.grade')}</Box>
        <Box sx={{ fontSize: '22pt', fontWeight: 800, lineHeight: 1 }} data-testid={`label-grade-${label.serial}`}>
          {label.grade}
        </Box>
      </Box>
    </Box>
  );
}
