// The member's keys (docs/product/certificates.md#public-api): name, first characters, created, last used (written
// every few seconds, not per request), active or revoked; revoking asks first. A table from 600 px up, rows that wrap
// below.
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import type { ApiKeyView } from '@/lib/shared/api-keys';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';

interface Props {
  keys: ApiKeyView[];
  busy: boolean;
  onRevoke: (key: ApiKeyView) => void;
}

export function ApiKeyList({ keys, busy, onRevoke }: Props) {
  const { t, i18n } = useTranslation('apiKeys');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const date = (value: string) => formatDate(value, locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (keys.length === 0) return <Typography color="textSecondary">{t('list.empty')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.name')}</TableCell>
              <TableCell>{t('list.prefix')}</TableCell>
              <TableCell>{t('list.created')}</TableCell>
              <TableCell>{t('list.lastUsed')}</TableCell>
              <TableCell>{t('list.status')}</TableCell>
              <TableCell align="right">{t('list.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {keys.map((key) => (
              <TableRow key={key.id} sx={key.revokedAt ? { '& td': { color: 'text.secondary' } } : undefined}>
                <TableCell sx={{ wordBreak: 'break-word' }}>{key.name}</TableCell>
                <TableCell>
                  <code>{key.prefix}…</code>
                </TableCell>
                <TableCell>{date(key.createdAt)}</TableCell>
                <TableCell>{key.lastUsedAt ? date(key.lastUsedAt) : t('list.never')}</TableCell>
                <TableCell>
                  {key.revokedAt ? (
                    <Chip size="small" variant="outlined" label={t('list.revokedOn', { date: date(key.revokedAt) })} />
                  ) : (
                    <Chip size="small" color="success" label={t('list.live')} />
                  )}
                </TableCell>
                <TableCell align="right">
                  {!key.revokedAt && (
                    <Button
                      size="small"
                      color="error"
                      variant="outlined"
                      disabled={busy}
                      onClick={() => onRevoke(key)}
                      aria-label={t('list.revokeNamed', { name: key.name })}
                    >
                      {t('list.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        {t('list.usageNote')}
      </Typography>
    </>
  );
}
