// The packing slip of an order as it prints (issue #25, docs/decisions/0035-claim-codes.md): a heading, the order and
// the member's nickname, one row per card — serial, card, grade, claim code — and the sentence on what the code is
// for. On screen a back-office table; on paper (A4) the slip alone, the page around it hidden (print CSS below).
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { PackingSlip } from '@/lib/shared/lab/packing-slip';

/** The element the print keeps: the slip, and nothing outside it. */
export const SLIP_ID = 'packing-slip';

export const PACKING_SLIP_PRINT_CSS = `
@page { size: A4 portrait; margin: 15mm; }
@media print {
  html, body { background: #fff !important; }
  body *:not(:has(#${SLIP_ID})):not(#${SLIP_ID}):not(#${SLIP_ID} *) { display: none !important; }
  body *:has(#${SLIP_ID}) { margin: 0 !important; padding: 0 !important; border: 0 !important; box-shadow: none !important; min-height: 0 !important; max-width: none !important; width: auto !important; position: static !important; }
  #${SLIP_ID} { color: #000 !important; font-size: 11pt; }
  #${SLIP_ID} th, #${SLIP_ID} td { border-bottom: 0.3mm solid #000 !important; padding: 2mm 1mm !important; color: #000 !important; }
  #${SLIP_ID} tr { break-inside: avoid; }
}`;

export function PackingSlipView({ slip }: { slip: PackingSlip }) {
  const { t } = useTranslation(['claims']);
  return (
    <>
      <GlobalStyles styles={PACKING_SLIP_PRINT_CSS} />
      <Box id={SLIP_ID} component="section" aria-labelledby={`${SLIP_ID}-title`} sx={{ bgcolor: 'background.paper', p: { xs: 2, sm: 3 }, borderRadius: 1 }}>
        <Typography id={`${SLIP_ID}-title`} variant="h5" component="h2" gutterBottom>
          {t('claims:slip.heading')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {t('claims:slip.order')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {slip.orderNumber}
          </Typography>
          <Typography component="dt" variant="body2" color="textSecondary">
            {t('claims:slip.member')}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {slip.nickname}
          </Typography>
        </Box>
        <Table size="small" aria-labelledby={`${SLIP_ID}-title`}>
          <TableHead>
            <TableRow>
              <TableCell>{t('claims:slip.serial')}</TableCell>
              <TableCell>{t('claims:slip.card')}</TableCell>
              <TableCell>{t('claims:slip.grade')}</TableCell>
              <TableCell>{t('claims:slip.code')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {slip.lines.map((line) => (
              <TableRow key={line.serial}>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{line.serial}</TableCell>
                <TableCell>{line.card}</TableCell>
                <TableCell>{line.grade}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap', letterSpacing: '0.05em' }}>{line.code ?? t('claims:slip.notOwner')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('claims:slip.explainer')}
        </Typography>
      </Box>
    </>
  );
}
