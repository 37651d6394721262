import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Currency } from '@/lib/server/db/generated/enums';
import { formatMoney } from '@/lib/shared/money';
import type { DeliveryRow } from '@/lib/shared/pricing-display';

interface DeliveryProps {
  rows: DeliveryRow[];
  currency: Currency;
  locale: string;
}

/** Delivery cost per shipping method, added once per order. */
export function DeliveryCostTable({ rows, currency, locale }: DeliveryProps) {
  const { t } = useTranslation('pricing');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-labelledby="pricing-delivery-heading">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('delivery.method')}</TableCell>
            <TableCell scope="col" align="right">
              {t('delivery.cost')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.shippingMethod} data-testid={`delivery-${row.shippingMethod}`}>
              <TableCell component="th" scope="row">
                {t(`delivery.methods.${row.shippingMethod}.name`)}
                <Typography variant="body2" color="text.secondary">
                  {t(`delivery.methods.${row.shippingMethod}.description`)}
                </Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {row.isFree ? t('delivery.free') : formatMoney(row.amount, currency, locale)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
