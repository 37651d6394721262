// The album page's like button (issue #25): a small island on the cached page, plain HTML and static CSS (no MUI,
// decision 0015). It shows the live count once loaded (use-album-like.ts) — the cached page's count can be older —
// and a guest who presses it is told that liking needs a login, with the login that comes back here.
import { useRouter } from 'next/router';
import { useTranslation } from '@/hooks/useTranslation';
import { cx } from '@/components/ui/cx';
import { PageLink } from '@/components/ui/PageLink';
import ui from '@/components/ui/ui.module.css';
import { loginUrl } from '@/lib/shared/routes';
import { useAlbumLike } from './use-album-like';
import styles from './Gallery.module.css';

export function AlbumLikeButton({ albumId, cachedCount }: { albumId: number; cachedCount: number }) {
  const { t } = useTranslation('gallery');
  const like = useAlbumLike(albumId, cachedCount);
  const returnUrl = useRouter().asPath;
  return (
    <div className={styles.likeBox}>
      <button
        type="button"
        className={cx(styles.likeButton, like.liked && styles.liked)}
        aria-pressed={like.liked === true}
        aria-label={like.liked ? t('like.unlike') : t('like.like')}
        disabled={!like.loaded || like.busy}
        onClick={() => void like.toggle()}
      >
        <span aria-hidden="true">{like.liked ? '♥' : '♡'}</span>
        <span data-testid="album-like-count">{t('likes', { count: like.likeCount })}</span>
      </button>
      {like.loginNeeded && (
        <p role="alert" className={cx(ui.body2, styles.likeNote)}>
          {t('like.loginRequired')}{' '}
          <PageLink href={loginUrl(returnUrl)} className={ui.link}>
            {t('like.login')}
          </PageLink>
        </p>
      )}
      {like.failed && (
        <p role="alert" className={cx(ui.body2, styles.likeNote)}>
          {t('like.failed')}
        </p>
      )}
    </div>
  );
}
