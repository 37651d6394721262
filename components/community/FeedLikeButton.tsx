// The like button of one feed item (issue #25): a small island on the cached page (components/ui/LikeButton).
import { LikeButton } from '@/components/ui/LikeButton';
import { useTranslation } from '@/hooks/useTranslation';
import { useFeedLike } from './use-feed-like';

export function FeedLikeButton({ path, cachedCount, label }: { path: string; cachedCount: number; label: string }) {
  const { t } = useTranslation('community');
  const like = useFeedLike(path, cachedCount);
  return (
    <LikeButton
      liked={like.liked}
      countText={t('likes', { count: like.likeCount })}
      label={t(like.liked ? 'like.unlike' : 'like.like', { name: label })}
      disabled={like.busy}
      onToggle={() => void like.toggle()}
      loginNeeded={like.loginNeeded ? { text: t('like.loginRequired'), link: t('like.login') } : null}
      failed={like.failed ? t('like.failed') : null}
    />
  );
}
