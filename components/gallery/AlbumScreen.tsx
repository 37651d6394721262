// A public album's page (issue #25): its name and description, the owner by nickname only, the like button, and its
// cards in the owner's order — each with its front scan, name, year, set and grade linking to its certificate page.
// Link previews (Open Graph, Twitter) carry the album's name, description and thumbnail as an absolute address.
import Head from 'next/head';
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { PublicAlbum } from '@/lib/shared/albums/gallery-views';
import { GALLERY_PATH } from '@/lib/shared/albums/paths';
import { AlbumLikeButton } from './AlbumLikeButton';
import { GradeBadge } from './GradeBadge';
import { Thumbnail } from './Thumbnail';
import styles from './Gallery.module.css';

export interface AlbumScreenProps {
  album: PublicAlbum;
  previewImage: string | null;
}

export function AlbumScreen({ album, previewImage }: AlbumScreenProps) {
  const { t } = useTranslation('gallery');
  const description = album.description || t('album.description', { nickname: album.nickname, count: album.cards.length });
  return (
    <div className={cx(ui.container, ui.pageBody)}>
      <PageHead title={t('album.title', { name: album.name, nickname: album.nickname })} description={description} />
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:description" content={description} />
        {previewImage && <meta property="og:image" content={previewImage} />}
        <meta name="twitter:card" content={previewImage ? 'summary_large_image' : 'summary'} />
        <meta name="twitter:title" content={album.name} />
        <meta name="twitter:description" content={description} />
        {previewImage && <meta name="twitter:image" content={previewImage} />}
      </Head>
      <header className={styles.albumHeader}>
        <div>
          <h1 className={cx(ui.h2, styles.albumName)}>{album.name}</h1>
          <p className={cx(ui.body2, ui.muted)}>{t('by', { nickname: album.nickname })}</p>
          {album.description && <p className={cx(ui.body1, styles.albumDescription)}>{album.description}</p>}
        </div>
        <AlbumLikeButton albumId={album.id} cachedCount={album.likeCount} />
      </header>
      {album.cards.length === 0 ? (
        <p className={cx(ui.alert, ui.alertInfo)}>{t('album.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('album.cards')}>
          {album.cards.map((card) => (
            <li key={card.serial} className={cx(ui.card, styles.tile)}>
              <Thumbnail src={card.thumbUrl} alt={t('card.scan', { name: card.name })} />
              <div className={styles.cardBody}>
                <p className={cx(ui.subtitle1, styles.tileName)}>{card.name}</p>
                <p className={cx(ui.body2, ui.muted, styles.cardLine)}>
                  {[card.year, card.brand, card.setName].filter((part) => part !== null && part !== '').join(' · ') || t(`categories.${card.category}`)}
                </p>
                <GradeBadge serial={card.serial} grade={card.grade} voided={card.voided} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.actions}>
        <ButtonLink href={GALLERY_PATH} variant="outlined">
          {t('album.back')}
        </ButtonLink>
      </p>
    </div>
  );
}
