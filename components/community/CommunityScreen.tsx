// The community feed /community (issue #25): the site's public stream — albums members made public, cards they chose to
// show, the lab's notices and events — newest first. Plain HTML and static CSS (decision 0015): the first page is
// cached; the "more" island fetches the next ones.
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { PageLink } from '@/components/ui/PageLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { GALLERY_PATH } from '@/lib/shared/albums/paths';
import type { FeedPage } from '@/lib/shared/feed/feed-views';
import { FeedLikesProvider } from './feed-likes-context';
import { FeedItemCard } from './FeedItemCard';
import { FeedMore } from './FeedMore';
import styles from './Community.module.css';

export function CommunityScreen({ items, nextCursor }: FeedPage) {
  const { t } = useTranslation('community');
  return (
    <FeedLikesProvider firstPage={items}>
      <div className={cx(ui.container, ui.pageBody)}>
        <PageHead title={t('meta.title')} description={t('meta.description')} />
        <h1 className={cx(ui.h1, ui.gutterBottom)}>{t('heading')}</h1>
        <p className={cx(ui.body1, ui.muted)}>
          {t('intro')}{' '}
          <PageLink href={GALLERY_PATH} className={ui.link}>
            {t('galleryLink')}
          </PageLink>
        </p>
        {items.length === 0 ? (
          <p className={cx(ui.alert, ui.alertInfo)}>{t('empty')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('heading')}>
            {items.map((item) => (
              <FeedItemCard key={item.id} item={item} />
            ))}
          </ul>
        )}
        <FeedMore cursor={nextCursor} seen={items.map((item) => item.id)} />
      </div>
    </FeedLikesProvider>
  );
}
