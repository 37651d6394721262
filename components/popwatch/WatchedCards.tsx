// /account/watching (issue #25, pop watch): the cards whose population the member follows — the card, how many are
// graded now, since when — each with "stop following". The e-mail's unfollow link opens this page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { useStopWatching } from '@/hooks/usePopulationWatches';
import { useTranslation } from '@/hooks/useTranslation';
import { POPULATION_PATH } from '@/lib/shared/certificate';
import { populationSearchFor } from '@/lib/shared/certificates/population-report';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import type { WatchedCardView } from '@/lib/shared/population-watch';
import { cardTitle } from '@/lib/shared/orders/card-title';

export function WatchedCards({ cards }: { cards: WatchedCardView[] }) {
  const { t, i18n } = useTranslation('popWatch');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const stop = useStopWatching();
  const [stopped, setStopped] = useState<string | null>(null);
  const nameOf = (card: WatchedCardView) => cardTitle({ ...card.card, playerName: card.card.name, description: null });
  return (
    <Section id="watching" title={t('page.title')} lead={t('page.lead')}>
      <Stack sx={{ gap: 2 }}>
        <div aria-live="polite">
          {stopped && <Alert severity="success">{t('page.stopped', { name: stopped })}</Alert>}
          {stop.isError && <Alert severity="error">{t('failed')}</Alert>}
        </div>
        {cards.length === 0 ? (
          <Typography color="textSecondary">{t('page.empty')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('page.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('page.card')}</TableCell>
                  <TableCell align="right">{t('page.total')}</TableCell>
                  <TableCell>{t('page.since')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {cards.map((card) => {
                  const name = nameOf(card);
                  return (
                    <TableRow key={card.populationCardId}>
                      <TableCell>
                        <Link
                          component={NextLink}
                          href={{ pathname: POPULATION_PATH, query: populationSearchFor(card.card) }}
                          sx={{ overflowWrap: 'anywhere' }}
                        >
                          {name}
                        </Link>
                      </TableCell>
                      <TableCell align="right">{card.total}</TableCell>
                      <TableCell>{formatDate(card.since, locale)}</TableCell>
                      <TableCell align="right">
                        <Button
                          size="small"
                          disabled={stop.isPending}
                          aria-label={t('page.stopCard', { name })}
                          onClick={() => stop.mutate(card.populationCardId, { onSuccess: () => setStopped(name) })}
                        >
                          {t('page.stop')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <Typography variant="body2">
          <Link component={NextLink} href={POPULATION_PATH}>
            {t('page.report')}
          </Link>
        </Typography>
      </Stack>
    </Section>
  );
}
