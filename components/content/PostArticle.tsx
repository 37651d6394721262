import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import { Icon } from '@/components/ui/Icon';
import { arrowBack, infoOutlined } from '@/components/ui/icon-paths';
import ui from '@/components/ui/ui.module.css';
import type { PostDetail } from '@/lib/server/content/get-post';
import { splitParagraphs } from '@/lib/shared/content';
import styles from './PostArticle.module.css';
import { PostMeta } from './PostMeta';

/** A notice or event in full. The body is plain text rendered as paragraphs, never as HTML. */
export function PostArticle({ post, backHref, backLabel }: { post: PostDetail; backHref: string; backLabel: string }) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  return (
    <article>
      <ButtonLink href={backHref} className={styles.back}>
        <Icon paths={arrowBack} size={20} className={styles.backIcon} />
        {backLabel}
      </ButtonLink>
      {post.locale !== locale && (
        <div role="alert" className={cx(ui.alert, ui.alertInfo, styles.fallback)}>
          <Icon paths={infoOutlined} className={styles.fallbackIcon} />
          <div>{t('fallbackNotice')}</div>
        </div>
      )}
      <div lang={post.locale}>
        <h1 className={cx(ui.h1, styles.title)}>{post.title}</h1>
        <PostMeta post={post} locale={locale} />
        <p className={cx(ui.body1, ui.muted, styles.summary)}>{post.summary}</p>
        <hr className={cx(ui.divider, styles.divider)} />
        {splitParagraphs(post.body).map((paragraph, index) => (
          <p key={index} className={cx(ui.body1, styles.paragraph)}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
