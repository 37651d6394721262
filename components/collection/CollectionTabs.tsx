// The collection's two views, as links (issue #25): the cards (/account/collection) and the portfolio
// (/account/collection/portfolio). Each is its own server-rendered page, so each render reads only what it shows.
import { useRouter } from 'next/router';
import { LinkTabs } from '@/components/common/LinkTabs';
import { useTranslation } from '@/hooks/useTranslation';

export const COLLECTION_VIEWS = ['cards', 'portfolio'] as const;
export type CollectionViewName = (typeof COLLECTION_VIEWS)[number];

export const COLLECTION_PATH = '/account/collection';
export const PORTFOLIO_PATH = '/account/collection/portfolio';

export function CollectionTabs({ current }: { current: CollectionViewName }) {
  const { t } = useTranslation('collection');
  const router = useRouter();
  const href = (view: CollectionViewName) => (view === 'cards' ? COLLECTION_PATH : PORTFOLIO_PATH);
  return (
    <LinkTabs
      value={current}
      values={COLLECTION_VIEWS}
      idPrefix="collection"
      label={t('tabs.label')}
      tabLabel={(view) => t(`tabs.${view}`)}
      href={href}
      onTab={(view) => void router.push(href(view))}
    />
  );
}
