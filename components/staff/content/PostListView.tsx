// The notices or the events in the content tools (issue #10), one card per post at any width (title, address,
// dates, languages and marks: pinned, scheduled, event status), each opening the editor; a button for a new one.
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { errorMessageKey } from '@/lib/client/error-message';
import type { AdminPostList, AdminPostRow } from '@/lib/shared/admin-content/views';
import { type Locale, LOCALE_LABELS, formatDate } from '@/lib/shared/locale';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import { LoadingCard } from '@/components/account/LoadingCard';
import { CONTENT_ERROR_KEYS } from './form-errors';
import { adminPostPath } from './post-form';

interface Props {
  kind: PostInput['kind'];
  page: number;
  data: AdminPostList | undefined;
  error: unknown;
  /** The admin's language, for dates. */
  locale: Locale;
  onChange: (next: { kind: PostInput['kind']; page: number }) => void;
}

export function PostListView({ kind, page, data, error, locale, onChange }: Props) {
  const { t } = useTranslation(['adminContent', 'errors']);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Tabs value={kind} onChange={(_event, next: PostInput['kind']) => onChange({ kind: next, page: 1 })} aria-label={t('posts.kindsLabel')}>
          <Tab value="NOTICE" label={t('posts.kinds.NOTICE')} />
          <Tab value="EVENT" label={t('posts.kinds.EVENT')} />
        </Tabs>
        <Button component={NextLink} href={`/admin/posts/new?kind=${kind}`} variant="contained" startIcon={<Add />}>
          {t(kind === 'EVENT' ? 'posts.newEvent' : 'posts.newNotice')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error">{t(errorMessageKey(error, CONTENT_ERROR_KEYS))}</Alert>
      ) : !data ? (
        <LoadingCard ns="adminContent" rows={4} />
      ) : data.posts.length === 0 ? (
        <Typography color="textSecondary">{t('posts.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} locale={locale} />
            </li>
          ))}
        </Stack>
      )}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => onChange({ kind, page: next })} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}

function PostCard({ post, locale }: { post: AdminPostRow; locale: Locale }) {
  const { t } = useTranslation('adminContent');
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={0.75}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          {post.pinned && <Chip size="small" color="primary" label={t('posts.marks.pinned')} />}
          {post.scheduled && <Chip size="small" color="info" label={t('posts.marks.scheduled')} />}
          {post.eventStatus && <Chip size="small" variant="outlined" label={t(`posts.eventStatus.${post.eventStatus}`)} />}
          <Typography variant="caption" color="textSecondary">
            {post.languages.map((item) => LOCALE_LABELS[item]).join(' · ')}
          </Typography>
        </Stack>
        <Link component={NextLink} href={adminPostPath(post.id)} underline="hover" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {post.title}
        </Link>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          /{post.slug}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t(post.scheduled ? 'posts.publishesAt' : 'posts.publishedAt', { date: date(post.publishedAt) })}
          {post.startsAt || post.endsAt
            ? ` · ${t('posts.period', { start: post.startsAt ? date(post.startsAt) : '—', end: post.endsAt ? date(post.endsAt) : '—' })}`
            : ''}
        </Typography>
      </Stack>
    </Paper>
  );
}
