// The feed's "more" button (issue #25): the first page is the cached /community; later pages come from
// GET /api/community?cursor=… (keyset: nothing repeats or goes missing when new items join meanwhile) and are drawn
// below it with the same item cards. Plain fetch, no MUI, no React Query (decision 0015).
import { useState } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { Button } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { fetchApi } from '@/lib/client/fetch-api';
import { COMMUNITY_API_PATH, type FeedEntry, type FeedPage } from '@/lib/shared/feed/feed-views';
import { useFeedLikes } from './feed-likes-context';
import { FeedItemCard } from './FeedItemCard';
import styles from './Community.module.css';

export function FeedMore({ cursor: firstCursor, seen }: { cursor: string | null; seen: readonly number[] }) {
  const { t, i18n } = useTranslation('community');
  const [items, setItems] = useState<FeedEntry[]>([]);
  const [cursor, setCursor] = useState(firstCursor);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const likes = useFeedLikes();

  async function more() {
    if (!cursor || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const page = await fetchApi.get<FeedPage>(COMMUNITY_API_PATH, { params: { cursor, locale: i18n.language } });
      // An item already on the page (the cached first page can be a little old) is not drawn twice.
      const shown = new Set([...seen, ...items.map((item) => item.id)]);
      const fresh = page.items.filter((item) => !shown.has(item.id));
      setItems([...items, ...fresh]);
      likes.load(fresh);
      setCursor(page.nextCursor);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {items.length > 0 && (
        <ul className={styles.list} aria-label={t('morePage')}>
          {items.map((item) => (
            <FeedItemCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      {failed && (
        <p role="alert" className={cx(ui.alert, ui.alertError)}>
          {t('moreFailed')}
        </p>
      )}
      <div className={styles.moreBox}>
        {cursor ? (
          <Button variant="outlined" onClick={() => void more()} disabled={busy}>
            {busy ? t('loading') : t('more')}
          </Button>
        ) : firstCursor !== null || items.length > 0 ? (
          <p className={cx(ui.body2, ui.muted)}>{t('end')}</p>
        ) : null}
      </div>
    </>
  );
}
