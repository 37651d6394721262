import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { PostSummary } from '@/lib/server/content/list-posts';
import { PostMeta } from './PostMeta';

/** Notices or events as cards linking to `${basePath}/${slug}`. */
export function PostList({ posts, basePath }: { posts: PostSummary[]; basePath: '/notices' | '/events' }) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  if (posts.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post) => (
        <li key={post.slug}>
          <Card variant="outlined" sx={{ opacity: post.status === 'ended' ? 0.75 : 1 }}>
            <CardActionArea component={NextLink} href={`${basePath}/${post.slug}`}>
              <CardContent>
                <PostMeta post={post} locale={locale} />
                <Typography variant="h3" component="h2" sx={{ mt: 1 }} lang={post.locale}>
                  {post.title}
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 0.5 }} lang={post.locale}>
                  {post.summary}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
