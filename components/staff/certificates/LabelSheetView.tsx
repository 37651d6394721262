// The labels of an order as they will print (issue #10): on screen a wrapping row of labels at their real size, each
// with when it was last printed; on paper the chosen format's layout (label-print-styles.ts) with nothing else.
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import type { LabelFormat, LabelView } from '@/lib/shared/lab/labels';
import { SCREEN_ONLY_CLASS, SHEET_ID, labelPrintCss } from './label-print-styles';
import { SlabLabel } from './SlabLabel';

interface Props {
  labels: LabelView[];
  format: LabelFormat;
}

export function LabelSheetView({ labels, format }: Props) {
  const { t } = useTranslation('labels');
  const locale = useMemberLocale();
  return (
    <>
      <GlobalStyles styles={labelPrintCss(format)} />
      <Box id={SHEET_ID} component="ul" aria-label={t('sheet.title')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}>
        {labels.map((label) => (
          <Box component="li" key={label.serial} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
            <SlabLabel label={label} />
            <Typography className={SCREEN_ONLY_CLASS} variant="caption" color="textSecondary">
              {label.labelPrintedAt ? t('sheet.printedAt', { date: dateTimeText(label.labelPrintedAt, locale) }) : t('sheet.notPrinted')}
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}
