// The like button of one feed item (issue #25): a small island on the cached page, plain HTML and static CSS (no MUI,
// decision 0015). A guest who presses it is told that liking needs a login, with the login that comes back here.
import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { PageLink } from '@/components/ui/PageLink';
import ui from '@/components/ui/ui.module.css';
import { loginUrl } from '@/lib/shared/routes';
import { useFeedLike } from './use-feed-like';
import styles from './Community.module.css';

export function FeedLikeButton({ path, cachedCount, label }: { path: string; cachedCount: number; label: string }) {
  const { t } = useTranslation('community');
  const like = useFeedLike(path, cachedCount);
  const returnUrl = useRouter().asPath;
  return (
    <div className={styles.likeBox}>
      <button
        type="button"
        className={cx(styles.likeButton, like.liked && styles.liked)}
        aria-pressed={like.liked}
        aria-label={t(like.liked ? 'like.unlike' : 'like.like', { name: label })}
        disabled={like.busy}
        onClick={() => void like.toggle()}
      >
        <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
        <span>{t('likes', { count: like.likeCount })}</span>
      </button>
      {like.loginNeeded && (
        <p role="alert" className={cx(ui.body2, styles.note)}>
          {t('like.loginRequired')}{' '}
          <PageLink href={loginUrl(returnUrl)} className={ui.link}>
            {t('like.login')}
          </PageLink>
        </p>
      )}
      {like.failed && (
        <p role="alert" className={cx(ui.body2, styles.note)}>
          {t('like.failed')}
        </p>
      )}
    </div>
  );
}
