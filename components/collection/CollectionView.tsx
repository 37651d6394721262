// The collection's cards (issue #25, /account/collection): the header's actions (the CSV of the current filters, and
// `headerActions` — slots.tsx), the filters and sort, a grid of cards, the pages, and the zoomable front/back view.
// Everything the member chooses lives in the URL (the page passes `query` and takes `onChange`).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { type ReactNode, useState } from 'react';
import { LinkPagination, pageItemLabels } from '@/components/common/LinkPagination';
import { useCollectionExport } from '@/hooks/useCollection';
import { useTranslation } from '@/hooks/useTranslation';
import type { ApiError } from '@/lib/client/api';
import { type CollectionQuery, collectionQueryParams } from '@/lib/shared/collection/collection-query';
import type { CollectionItem, CollectionPage } from '@/lib/shared/collection/views';
import { CollectionCard } from './CollectionCard';
import { CollectionFilters } from './CollectionFilters';
import { ScanZoomDialog } from './ScanZoomDialog';
import { saveFile } from '@/lib/client/save-file';

interface Props {
  query: CollectionQuery;
  data: CollectionPage | undefined;
  error: ApiError | null;
  loading: boolean;
  onChange: (next: CollectionQuery) => void;
  /** Beside the CSV button: actions on the whole collection (slots.tsx, "Claim a card"). */
  headerActions?: ReactNode;
  /** The foot of each card (slots.tsx, the claim code reveal). */
  cardDetail?: (item: CollectionItem) => ReactNode;
}

export function CollectionView({ query, data, error, loading, onChange, headerActions, cardDetail }: Props) {
  const { t } = useTranslation('collection');
  const router = useRouter();
  const [zoomed, setZoomed] = useState<CollectionItem | null>(null);
  const csv = useCollectionExport();
  const filtered = Boolean(query.name || query.serial || query.grade || query.category || query.year !== undefined);

  const download = () =>
    csv.mutate(
      { query, lang: router.locale ?? 'zh-TW' },
      // Named as the server names it: by the lab's (Taipei) day, whatever the browser's clock and zone say.
      { onSuccess: (file) => saveFile(file.blob, file.fileName ?? 'cardgrade-collection.csv') },
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between', my: 2 }}>
        <Typography variant="body2" color="textSecondary" role="status">
          {data ? t(filtered ? 'list.matching' : 'list.count', { count: data.total }) : '\u00a0'}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-slot="collection-header-actions">
          <Button variant="outlined" onClick={download} disabled={csv.isPending || !data || data.total === 0}>
            {csv.isPending ? t('csv.busy') : t('csv.download')}
          </Button>
          {headerActions}
        </Box>
      </Box>
      {csv.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('csv.failed')}
        </Alert>
      )}
      <CollectionFilters query={query} onChange={onChange} />
      {error && !data && <Alert severity="error">{t('list.failed')}</Alert>}
      {data && data.items.length === 0 && <Alert severity="info">{filtered ? t('list.noMatch') : t('list.empty')}</Alert>}
      {data && data.items.length > 0 && (
        <Box
          component="ul"
          aria-label={t('list.label')}
          aria-busy={loading}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
            opacity: loading ? 0.6 : 1,
          }}
        >
          {data.items.map((item) => (
            <li key={item.serial}>
              <CollectionCard item={item} onZoom={setZoomed} detail={cardDetail?.(item)} />
            </li>
          ))}
        </Box>
      )}
      {data && (
        <LinkPagination
          page={query.page}
          total={data.total}
          pageSize={data.pageSize}
          href={(page) => ({ pathname: router.pathname, query: collectionQueryParams({ ...query, page }) })}
          onPage={(page) => onChange({ ...query, page })}
          label={t('list.pagination.label')}
          itemAriaLabel={pageItemLabels(t, 'list.pagination')}
        />
      )}
      <ScanZoomDialog item={zoomed} onClose={() => setZoomed(null)} />
    </>
  );
}
