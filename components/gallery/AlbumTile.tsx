// One album on the gallery: its thumbnail, name, the owner's nickname, likes and cards, the whole card a link to the
// album's page.
import { useTranslation } from '@/hooks/useTranslation';
import { PageLink } from '@/components/ui/PageLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { GalleryAlbum } from '@/lib/shared/albums/gallery-views';
import { albumPath } from '@/lib/shared/albums/paths';
import { Thumbnail } from './Thumbnail';
import styles from './Gallery.module.css';

export function AlbumTile({ album }: { album: GalleryAlbum }) {
  const { t } = useTranslation('gallery');
  return (
    <li className={cx(ui.card, styles.tile)}>
      {/* Prefetched on hover, not in view: a page of 24 albums would fetch 24 pages per visitor. */}
      <PageLink href={albumPath(album.id)} className={styles.tileLink} prefetch={false}>
        <Thumbnail src={album.thumbUrl} alt="" />
        <span className={cx(ui.subtitle1, styles.tileName)}>{album.name}</span>
      </PageLink>
      <p className={cx(ui.body2, ui.muted, styles.tileMeta)}>
        <span>{t('by', { nickname: album.nickname })}</span>
        <span>
          {t('likes', { count: album.likeCount })} · {t('cards', { count: album.cardCount })}
        </span>
      </p>
    </li>
  );
}
