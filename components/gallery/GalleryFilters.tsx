// The gallery's orders and categories as plain links (`/albums?sort=liked&category=POKEMON`): they work before the
// page's script has loaded, and each lands on a cached page (the proxy's rewrite, decision 0014). Eight links: fetched
// when hovered, not all in view.
import NextLink from 'next/link';
import { useTranslation } from '@/hooks/useTranslation';
import { buttonClass } from '@/components/ui/ButtonLink';
import { GALLERY_CATEGORIES, GALLERY_SORTS, type GalleryView, galleryHref } from '@/lib/shared/albums/paths';
import styles from './Gallery.module.css';

export function GalleryFilters({ view }: { view: GalleryView }) {
  const { t } = useTranslation('gallery');
  return (
    <div className={styles.filters}>
      <nav aria-label={t('sort.label')} className={styles.group}>
        {GALLERY_SORTS.map((sort) => (
          <NextLink
            key={sort}
            prefetch={false}
            href={galleryHref({ ...view, sort, page: 1 })}
            className={buttonClass({ variant: sort === view.sort ? 'contained' : 'outlined', size: 'small' })}
            aria-current={sort === view.sort ? 'page' : undefined}
          >
            {t(`sort.${sort}`)}
          </NextLink>
        ))}
      </nav>
      <nav aria-label={t('category.label')} className={styles.group}>
        {GALLERY_CATEGORIES.map((category) => (
          <NextLink
            key={category}
            prefetch={false}
            href={galleryHref({ ...view, category, page: 1 })}
            className={buttonClass({ variant: category === view.category ? 'contained' : 'text', size: 'small' })}
            aria-current={category === view.category ? 'page' : undefined}
          >
            {category === 'all' ? t('category.all') : t(`categories.${category}`)}
          </NextLink>
        ))}
      </nav>
    </div>
  );
}
