// The like button of one feed item (issue #25): a small island on the cached page (components/ui/LikeButton). Its
// state starts from the cached count and follows the member's likes once read (feed-likes-context.tsx).
import { LikeButton } from '@/components/ui/LikeButton';
import { useTranslation } from '@/hooks/useTranslation';
import { albumLikeApiPath } from '@/lib/shared/albums/paths';
import { type FeedEntry, feedLikeApiPath } from '@/lib/shared/feed/feed-views';
import { likeTargetOf, useFeedLikes } from './feed-likes-context';
import { useFeedLike } from './use-feed-like';

export function FeedLikeButton({ item, label }: { item: FeedEntry; label: string }) {
  const { t } = useTranslation('community');
  const target = likeTargetOf(item);
  const path = 'albumId' in target ? albumLikeApiPath(target.albumId) : feedLikeApiPath(target.itemId);
  const like = useFeedLike(path, item.likeCount, useFeedLikes().stateOf(target));
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
