import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { PostSummary } from '@/lib/server/content/list-posts';
import styles from './PostList.module.css';
import { PostMeta } from './PostMeta';

/** Notices or events as cards linking to `${basePath}/${slug}`. */
export function PostList({ posts, basePath }: { posts: PostSummary[]; basePath: '/notices' | '/events' }) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  if (posts.length === 0) return <p className={cx(ui.body1, ui.muted)}>{t('empty')}</p>;
  return (
    <ul className={cx(ui.plainList, styles.list)}>
      {posts.map((post) => (
        <li key={post.slug}>
          <div className={cx(ui.card, post.status === 'ended' && styles.ended)}>
            <NextLink href={`${basePath}/${post.slug}`} className={styles.action}>
              <div className={ui.cardContent}>
                <PostMeta post={post} locale={locale} />
                <h2 className={cx(ui.h3, styles.title)} lang={post.locale}>
                  {post.title}
                </h2>
                <p className={cx(ui.body1, ui.muted, styles.summary)} lang={post.locale}>
                  {post.summary}
                </p>
              </div>
            </NextLink>
          </div>
        </li>
      ))}
    </ul>
  );
}
