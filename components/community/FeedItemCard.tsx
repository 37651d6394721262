// One item of the community feed (issue #25): an album made public, a card its owner shows, or a notice or event of the
// lab — each with what its card on the page shows and its like button. Server-rendered into the cached page; the
// "more" island draws later pages with the same component.
import { useTranslation } from '@/hooks/useTranslation';
import { PageLink } from '@/components/ui/PageLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import { GradeBadge } from '@/components/gallery/GradeBadge';
import { Thumbnail } from '@/components/gallery/Thumbnail';
import { albumPath } from '@/lib/shared/albums/paths';
import { certificatePath } from '@/lib/shared/certificate';
import { type FeedEntry, postPath } from '@/lib/shared/feed/feed-views';
import { formatDate, isLocale, DEFAULT_LOCALE } from '@/lib/shared/locale';
import { FeedLikeButton } from './FeedLikeButton';
import styles from './Community.module.css';

export function FeedItemCard({ item }: { item: FeedEntry }) {
  const { t, i18n } = useTranslation('community');
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const when = <time dateTime={item.createdAt}>{formatDate(item.createdAt, locale)}</time>;
  if (item.kind === 'POST') {
    const kindLabel = t(item.post.kind === 'EVENT' ? 'kind.event' : 'kind.notice');
    return (
      <li className={cx(ui.card, styles.item)} data-kind="POST">
        <div className={styles.itemBody}>
          <p className={cx(ui.caption, ui.muted, styles.meta)}>
            <span className={cx(ui.chip, ui.chipSmall, ui.chipPrimary)}>{kindLabel}</span> {when}
          </p>
          <PageLink href={postPath(item.post)} className={cx(ui.subtitle1, ui.link)} prefetch={false}>
            {item.post.title}
          </PageLink>
          {item.post.summary && <p className={cx(ui.body2, styles.summary)}>{item.post.summary}</p>}
          <FeedLikeButton item={item} label={item.post.title} />
        </div>
      </li>
    );
  }
  if (item.kind === 'ALBUM') {
    const { album } = item;
    return (
      <li className={cx(ui.card, styles.item, styles.withImage)} data-kind="ALBUM">
        <PageLink href={albumPath(album.id)} className={styles.imageLink} prefetch={false} aria-label={t('album.open', { name: album.name })}>
          <Thumbnail src={album.thumbUrl} alt="" />
        </PageLink>
        <div className={styles.itemBody}>
          <p className={cx(ui.caption, ui.muted, styles.meta)}>
            {t('album.published', { nickname: album.nickname })} · {when}
          </p>
          <PageLink href={albumPath(album.id)} className={cx(ui.subtitle1, ui.link)} prefetch={false}>
            {album.name}
          </PageLink>
          <p className={cx(ui.body2, ui.muted, styles.summary)}>{t('cards', { count: album.cardCount })}</p>
          <FeedLikeButton item={item} label={album.name} />
        </div>
      </li>
    );
  }
  const { card, album } = item;
  return (
    <li className={cx(ui.card, styles.item, styles.withImage)} data-kind="CARD">
      <PageLink
        href={certificatePath(card.serial)}
        className={styles.imageLink}
        prefetch={false}
        aria-label={t('card.open', { name: card.name, serial: card.serial })}
      >
        <Thumbnail src={card.thumbUrl} alt="" />
      </PageLink>
      <div className={styles.itemBody}>
        <p className={cx(ui.caption, ui.muted, styles.meta)}>
          {t('card.shown', { nickname: item.nickname })} · {when}
        </p>
        <p className={cx(ui.subtitle1, styles.summary)}>{card.name}</p>
        <GradeBadge serial={card.serial} grade={card.grade} voided={card.voided} />
        <p className={cx(ui.body2, styles.summary)}>
          {t('card.inAlbum')}{' '}
          <PageLink href={albumPath(album.id)} className={ui.link} prefetch={false}>
            {album.name}
          </PageLink>
        </p>
        <FeedLikeButton item={item} label={card.name} />
      </div>
    </li>
  );
}
