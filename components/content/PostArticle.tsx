import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { PostDetail } from '@/lib/server/content/get-post';
import { splitParagraphs } from '@/lib/shared/content';
import { PostMeta } from './PostMeta';

/** A notice or event in full. The body is plain text rendered as paragraphs, never as HTML. */
export function PostArticle({ post, backHref, backLabel }: { post: PostDetail; backHref: string; backLabel: string }) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  return (
    <Box component="article">
      <Button component={NextLink} href={backHref} startIcon={<ArrowBack />} sx={{ mb: 2, ml: -1 }}>
        {backLabel}
      </Button>
      {post.locale !== locale && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('fallbackNotice')}
        </Alert>
      )}
      <Box lang={post.locale}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {post.title}
        </Typography>
        <PostMeta post={post} locale={locale} />
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
          {post.summary}
        </Typography>
        <Divider sx={{ my: 3 }} />
        {splitParagraphs(post.body).map((paragraph, index) => (
          <Typography key={index} sx={{ mb: 2, lineHeight: 1.8, whiteSpace: 'pre-line' }}>
            {paragraph}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
