// The album page's like button (issue #25): a small island on the cached page (components/ui/LikeButton). It shows the
// live count once loaded (use-album-like.ts) — the cached page's count can be older.
import { LikeButton } from '@/components/ui/LikeButton';
import { useTranslation } from '@/hooks/useTranslation';
import { useAlbumLike } from './use-album-like';

export function AlbumLikeButton({ albumId, cachedCount }: { albumId: number; cachedCount: number }) {
  const { t } = useTranslation('gallery');
  const like = useAlbumLike(albumId, cachedCount);
  return (
    <LikeButton
      liked={like.liked}
      countText={t('likes', { count: like.likeCount })}
      label={like.liked ? t('like.unlike') : t('like.like')}
      disabled={!like.loaded || like.busy}
      onToggle={() => void like.toggle()}
      loginNeeded={like.loginNeeded ? { text: t('like.loginRequired'), link: t('like.login') } : null}
      failed={like.failed ? t('like.failed') : null}
      align="end"
      countTestId="album-like-count"
    />
  );
}
