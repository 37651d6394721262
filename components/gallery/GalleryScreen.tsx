// The public gallery (issue #25): albums members made public, newest or most liked, all or by category, a page at a
// time. Plain HTML and static CSS from components/ui (decision 0015): the page is cached and loads no MUI.
import Head from 'next/head';
import NextLink from 'next/link';
import { useTranslation } from '@/hooks/useTranslation';
import { PageHead } from '@/components/layout/PageHead';
import { buttonClass } from '@/components/ui/ButtonLink';
import { cx } from '@/components/ui/cx';
import ui from '@/components/ui/ui.module.css';
import type { GalleryPage } from '@/lib/shared/albums/gallery-views';
import { galleryHref } from '@/lib/shared/albums/paths';
import { AlbumTile } from './AlbumTile';
import { GalleryFilters } from './GalleryFilters';
import styles from './Gallery.module.css';

export function GalleryScreen({ view, albums, total, pageCount }: GalleryPage) {
  const { t } = useTranslation('gallery');
  return (
    <div className={cx(ui.container, ui.pageBody)}>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <Head>
        <meta property="og:type" content="website" />
        <meta property="og:description" content={t('meta.description')} />
        <meta name="twitter:card" content="summary" />
      </Head>
      <h1 className={cx(ui.h1, ui.gutterBottom)}>{t('heading')}</h1>
      <p className={cx(ui.body1, ui.muted)}>{t('intro')}</p>
      <GalleryFilters view={view} />
      <p className={cx(ui.body2, ui.muted)} aria-live="polite">
        {t('count', { count: total })}
      </p>
      {albums.length === 0 ? (
        <p className={cx(ui.alert, ui.alertInfo)}>{t('empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('heading')}>
          {albums.map((album) => (
            <AlbumTile key={album.id} album={album} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <nav aria-label={t('pages.label')} className={styles.pager}>
          {view.page > 1 && (
            <NextLink href={galleryHref({ ...view, page: view.page - 1 })} className={buttonClass({ variant: 'outlined' })} rel="prev">
              {t('pages.previous')}
            </NextLink>
          )}
          <span className={cx(ui.body2, ui.muted)}>{t('pages.current', { page: view.page, pages: pageCount })}</span>
          {view.page < pageCount && (
            <NextLink href={galleryHref({ ...view, page: view.page + 1 })} className={buttonClass({ variant: 'outlined' })} rel="next">
              {t('pages.next')}
            </NextLink>
          )}
        </nav>
      )}
    </div>
  );
}
