// Every label issued for a certificate (issue #22; docs/product/certificates.md#label-generations): its generation,
// why it was issued, the grade it carries, the order whose sheet issued it (or the certificate's own label page), when,
// and whether and why a newer one superseded it — oldest first, the current one marked. A table on wide screens, one
// row per label stacked at 390 px (the table scrolls sideways).
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { dateTimeText, useMemberLocale } from '@/components/orders/format';
import { staffOrderHref } from '@/components/staff/lab/lab-paths';
import type { StaffLabelGeneration } from '@/lib/shared/certificates/staff-views';

export function LabelHistory({ labels }: { labels: StaffLabelGeneration[] }) {
  const { t } = useTranslation('certAdmin');
  const locale = useMemberLocale();
  if (labels.length === 0) return <Typography color="textSecondary">{t('labels.none')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('labels.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('labels.columns.generation')}</TableCell>
            <TableCell>{t('labels.columns.reason')}</TableCell>
            <TableCell>{t('labels.columns.grade')}</TableCell>
            <TableCell>{t('labels.columns.issuedBy')}</TableCell>
            <TableCell>{t('labels.columns.issuedAt')}</TableCell>
            <TableCell>{t('labels.columns.superseded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {labels.map((label) => (
            <TableRow key={label.generation}>
              <TableCell>
                {label.generation}
                {label.supersededAt === null && <Chip size="small" color="success" label={t('labels.current')} sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell>{t(`labels.reasons.${label.reason}`)}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>{label.grade}</TableCell>
              <TableCell>
                {label.orderNumber ? (
                  <Link component={NextLink} href={staffOrderHref(label.orderNumber)}>
                    {label.orderNumber}
                  </Link>
                ) : (
                  t(label.format === 1 ? 'labels.beforeRecords' : 'labels.ownPage')
                )}
              </TableCell>
              <TableCell>{dateTimeText(label.issuedAt, locale)}</TableCell>
              <TableCell>
                {label.supersededAt
                  ? t('labels.supersededOn', {
                      date: dateTimeText(label.supersededAt, locale),
                      reason: t(`labels.reasons.${label.supersededBy ?? 'CORRECTION'}`),
                    })
                  : '—'}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
