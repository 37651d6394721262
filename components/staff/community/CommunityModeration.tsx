// The back office's community page (issue #25): the recent feed items and published albums, each with "hide" (a
// reason asked for) or, when hidden, the reason and "show again". A hidden album leaves the gallery, its page and the
// feed; a hidden item leaves the feed only. The owner is told by e-mail either way (the server's work).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Section } from '@/components/ui/Section';
import { type ModerationTarget, useSetHidden } from '@/hooks/useCommunityModeration';
import { useTranslation } from '@/hooks/useTranslation';
import type { CommunityModerationView } from '@/lib/shared/feed/moderation-views';
import { DEFAULT_LOCALE, formatDate, isLocale } from '@/lib/shared/locale';
import { adminErrorKey } from '../admin/admin-errors';
import { HideDialog } from './HideDialog';

interface Row {
  target: ModerationTarget;
  title: string;
  href: string;
  kindLabel: string;
  owner: string;
  date: string | null;
  likeCount: number;
  hiddenReason: string | null;
  hidden: boolean;
}

function RowsTable({ rows, label, onHide, onShow, busy }: { rows: Row[]; label: string; onHide(row: Row): void; onShow(row: Row): void; busy: boolean }) {
  const { t, i18n } = useTranslation('communityAdmin');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  if (rows.length === 0) return <Typography color="textSecondary">{t('empty')}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.what')}</TableCell>
            <TableCell>{t('columns.owner')}</TableCell>
            <TableCell>{t('columns.date')}</TableCell>
            <TableCell align="right">{t('columns.likes')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.target.kind}-${row.target.id}`} hover>
              <TableCell>
                <Stack sx={{ gap: 0.5 }}>
                  <Typography variant="caption" color="textSecondary">
                    {row.kindLabel}
                  </Typography>
                  <Link href={row.href} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                    {row.title}
                  </Link>
                </Stack>
              </TableCell>
              <TableCell>{row.owner}</TableCell>
              <TableCell>{row.date ? formatDate(row.date, locale) : '—'}</TableCell>
              <TableCell align="right">{row.likeCount}</TableCell>
              <TableCell>
                {row.hidden ? (
                  <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                    <Chip size="small" color="warning" label={t('state.hidden')} />
                    <Typography variant="body2">{row.hiddenReason}</Typography>
                  </Stack>
                ) : (
                  <Chip size="small" variant="outlined" label={t('state.shown')} />
                )}
              </TableCell>
              <TableCell align="right">
                {row.hidden ? (
                  <Button size="small" disabled={busy} onClick={() => onShow(row)} aria-label={t('showAgainFor', { name: row.title })}>
                    {t('showAgain')}
                  </Button>
                ) : (
                  <Button size="small" color="warning" onClick={() => onHide(row)} aria-label={t('hideFor', { name: row.title })}>
                    {t('hide.action')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function CommunityModeration({ data }: { data: CommunityModerationView }) {
  const { t } = useTranslation(['communityAdmin', 'admin', 'errors']);
  const [hiding, setHiding] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const showAgain = useSetHidden();

  const itemRows: Row[] = data.items.map((item) => ({
    target: { kind: 'item', id: item.id },
    title: item.title,
    href: item.href,
    kindLabel: t(`kinds.${item.kind}`),
    owner: item.owner ? `${item.owner.nickname} (${item.owner.mbId})` : t('lab'),
    date: item.createdAt,
    likeCount: item.likeCount,
    hiddenReason: item.hiddenReason,
    hidden: item.hiddenAt !== null,
  }));
  const albumRows: Row[] = data.albums.map((album) => ({
    target: { kind: 'album', id: album.id },
    title: album.name,
    href: album.href,
    kindLabel: t('kinds.ALBUM'),
    owner: `${album.owner.nickname} (${album.owner.mbId})`,
    date: album.publishedAt,
    likeCount: album.likeCount,
    hiddenReason: album.hiddenReason,
    hidden: album.hiddenAt !== null,
  }));
  const show = (row: Row) => {
    setNotice(null);
    showAgain.mutate({ ...row.target, reason: null }, { onSuccess: () => setNotice(t('done.shown', { name: row.title })) });
  };
  const tables = { onHide: (row: Row) => setHiding(row), onShow: show, busy: showAgain.isPending };

  return (
    <Stack sx={{ gap: 3 }}>
      <Typography color="textSecondary">{t('lead')}</Typography>
      <div aria-live="polite">
        {notice && <Alert severity="success">{notice}</Alert>}
        {showAgain.isError && <Alert severity="error">{t(adminErrorKey(showAgain.error))}</Alert>}
      </div>
      <Section dense id="community-items" title={t('items.title')} lead={t('items.lead')}>
        <RowsTable rows={itemRows} label={t('items.title')} {...tables} />
      </Section>
      <Section dense id="community-albums" title={t('albums.title')} lead={t('albums.lead')}>
        <RowsTable rows={albumRows} label={t('albums.title')} {...tables} />
      </Section>
      {hiding && (
        <HideDialog
          target={{ ...hiding.target, title: hiding.title }}
          onClose={() => setHiding(null)}
          onDone={() => {
            setNotice(t('done.hidden', { name: hiding.title }));
            setHiding(null);
          }}
        />
      )}
    </Stack>
  );
}
