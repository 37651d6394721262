// One card of the collection (issue #25): the front's thumbnail (a button opening the zoomable front/back), name, card
// facts, serial, grade ("A" is the authentic mark), a voided certificate marked as such, and the link to its public
// certificate page. `detail` is the foot of the card, for per-card additions (slots.tsx: the claim code reveal).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { ReactNode } from 'react';
import { useTranslation } from '@/hooks/useTranslation';
import { certificatePath } from '@/lib/shared/certificate';
import type { CollectionItem } from '@/lib/shared/collection/views';

interface Props {
  item: CollectionItem;
  onZoom: (item: CollectionItem) => void;
  detail?: ReactNode;
}

export function CollectionCard({ item, onZoom, detail }: Props) {
  const { t } = useTranslation(['collection', 'cert']);
  const thumb = item.scans[0];
  const facts = [item.year, item.setName, item.cardNumber ? `#${item.cardNumber}` : null].filter(Boolean).join(' · ');
  return (
    <Card variant="outlined" component="article" aria-label={`${item.name} ${item.serial}`} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <ButtonBase
        onClick={() => onZoom(item)}
        disabled={!thumb}
        aria-label={t('card.zoom', { name: item.name })}
        sx={{ aspectRatio: '3 / 4', bgcolor: 'grey.100', width: '100%' }}
      >
        {thumb ? (
          <Box
            component="img"
            src={thumb.thumbUrl}
            alt={`${item.serial} ${t('zoom.front')}`}
            loading="lazy"
            width={thumb.width}
            height={thumb.height}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('card.noImage')}
          </Typography>
        )}
      </ButtonBase>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={item.voidedAt ? 'default' : 'primary'}
            label={item.grade === 'A' ? t('card.authentic') : t('card.grade', { grade: item.grade ?? '—' })}
          />
          {item.voidedAt && <Chip size="small" color="error" variant="outlined" label={t('card.voided')} />}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, textDecoration: item.voidedAt ? 'line-through' : undefined }}>
          {item.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {t(`cert:categories.${item.category}`)}
          {facts ? ` · ${facts}` : ''}
        </Typography>
        <Link component={NextLink} href={certificatePath(item.serial)} variant="body2" aria-label={t('card.certificate', { serial: item.serial })}>
          {t('card.serial', { serial: item.serial })}
        </Link>
        {detail}
      </CardContent>
    </Card>
  );
}
