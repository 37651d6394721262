// The portfolio (issue #25, /account/collection/portfolio): the numbers of lib/shared/collection/portfolio.ts — totals
// and gem rate, cards per grade and per category, the best copy of each card, and cards owned month by month.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { certificatePath } from '@/lib/shared/certificate';
import type { PortfolioView as Portfolio } from '@/lib/shared/collection/views';

/** The chart shows the last two years; the table of the API has them all. */
const CHART_MONTHS = 24;

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
      {children}
    </Typography>
  );
}

export function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation(['collection', 'cert']);
  if (portfolio.cards === 0) return <Typography sx={{ mt: 2 }}>{t('list.empty')}</Typography>;
  const gem = portfolio.gemRate === null ? '—' : `${(portfolio.gemRate * 100).toFixed(1)}%`;
  const months = portfolio.overTime.slice(-CHART_MONTHS);
  const most = Math.max(1, ...months.map((month) => month.total));
  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mt: 2 }}>
        <Stat label={t('portfolio.cards')} value={portfolio.cards - portfolio.voided} />
        <Stat label={t('portfolio.distinct')} value={portfolio.distinctCards} />
        <Stat label={t('portfolio.gemRate')} value={gem} />
        <Stat label={t('portfolio.voided')} value={portfolio.voided} />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('portfolio.gemRateHelp', { graded: portfolio.graded })}
      </Typography>

      <Heading>{t('portfolio.byGrade')}</Heading>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('portfolio.byGrade')}>
          <TableHead>
            <TableRow>
              {portfolio.byGrade.map((cell) => (
                <TableCell key={cell.grade} align="right" component="th" scope="col">
                  {cell.grade}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              {portfolio.byGrade.map((cell) => (
                <TableCell key={cell.grade} align="right">
                  {cell.count}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>

      <Heading>{t('portfolio.byCategory')}</Heading>
      <Table size="small" aria-label={t('portfolio.byCategory')}>
        <TableBody>
          {portfolio.byCategory.map((row) => (
            <TableRow key={row.category}>
              <TableCell component="th" scope="row">
                {t(`cert:categories.${row.category}`)}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>

      <Heading>{t('portfolio.highest')}</Heading>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('portfolio.highest')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('portfolio.card')}</TableCell>
              <TableCell align="right">{t('portfolio.highestGrade')}</TableCell>
              <TableCell align="right">{t('portfolio.copies')}</TableCell>
              <TableCell>{t('portfolio.serial')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {portfolio.topCards.map((card) => (
              <TableRow key={card.serial}>
                <TableCell>
                  {card.name}
                  <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
                    {[t(`cert:categories.${card.category}`), card.year, card.setName, card.cardNumber ? `#${card.cardNumber}` : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell align="right">{card.highestGrade}</TableCell>
                <TableCell align="right">{card.copies}</TableCell>
                <TableCell>
                  <Link component={NextLink} href={certificatePath(card.serial)}>
                    {card.serial}
                  </Link>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {portfolio.distinctCards > portfolio.topCards.length && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {t('portfolio.topOnly', { shown: portfolio.topCards.length, count: portfolio.distinctCards })}
        </Typography>
      )}

      <Heading>{t('portfolio.overTime')}</Heading>
      <Box component="ol" aria-label={t('portfolio.overTime')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {months.map((month) => (
          <Box component="li" key={month.month} sx={{ display: 'grid', gridTemplateColumns: '5.5em 1fr 4em', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2">{month.month}</Typography>
            <Box sx={{ bgcolor: 'grey.200', height: 12, borderRadius: 1 }}>
              <Box sx={{ bgcolor: 'primary.main', height: 12, borderRadius: 1, width: `${(month.total / most) * 100}%` }} />
            </Box>
            <Typography variant="body2" align="right" aria-label={t('portfolio.monthTotal', { total: month.total, added: month.added })}>
              {month.total}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
