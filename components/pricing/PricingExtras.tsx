import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'next-i18next/pages';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';

interface ExtrasProps {
  autoGradingExtra: number;
  quickSubmissionExtra: number | null;
  jejuSurcharge: number;
  currency: Currency;
  locale: string;
}

/** The per-card extras, whatever the tier. */
export function PricingExtras({ autoGradingExtra, quickSubmissionExtra, jejuSurcharge, currency, locale }: ExtrasProps) {
  const { t } = useTranslation('pricing');
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-labelledby="pricing-extras-heading">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('extras.option')}</TableCell>
            <TableCell scope="col" align="right">
              {t('extras.price')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow data-testid="extra-auto">
            <TableCell component="th" scope="row">{t('extras.auto')}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('extras.perCard', { amount: money(autoGradingExtra) })}</TableCell>
          </TableRow>
          {quickSubmissionExtra !== null && (
            <TableRow data-testid="extra-quick">
              <TableCell component="th" scope="row">{t('extras.quick')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('extras.perCard', { amount: money(quickSubmissionExtra) })}</TableCell>
            </TableRow>
          )}
          {jejuSurcharge > 0 && (
            <TableRow data-testid="extra-jeju">
              <TableCell component="th" scope="row">{t('extras.jeju')}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{t('extras.perOrder', { amount: money(jejuSurcharge) })}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
