// "Add cards" (issue #25): the member's graded cards not yet in the album (GET …/candidates), chosen with checkboxes
// and added in one request by serial; the server checks again that each is the member's own.
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '@/components/common/FormDialog';
import { useAddAlbumCards, useAlbumCandidates } from '@/hooks/useAlbums';
import { useTranslation } from '@/hooks/useTranslation';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey } from '@/lib/client/error-message';
import { MAX_CARDS_PER_ADD } from '@/lib/shared/albums/album-rules';

export function AddCardsDialog({ albumId, onClose, onAdded }: { albumId: number; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation(['albums', 'errors']);
  const candidates = useAlbumCandidates(albumId, true);
  const add = useAddAlbumCards(albumId);
  const [chosen, setChosen] = useState<string[]>([]);

  const toggle = (serial: string) =>
    setChosen((current) => (current.includes(serial) ? current.filter((item) => item !== serial) : [...current, serial].slice(0, MAX_CARDS_PER_ADD)));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    try {
      await add.mutateAsync(chosen);
      onAdded();
    } catch {
      // Shown below (the failure's message).
    }
  };
  const failure = add.isError ? (ApiError.from(add.error).key ?? errorMessageKey(add.error)) : null;

  return (
    <FormDialog
      titleId="add-cards-title"
      title={t('add.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={add.isPending}
      holdWhileBusy
      cancelLabel={t('add.cancel')}
      submitLabel={t('add.submit', { count: chosen.length })}
      busyLabel={t('add.busy')}
      submitDisabled={chosen.length === 0}
      error={failure && t(failure)}
      fullScreenOnPhone
    >
      {!candidates.data ? (
        <Skeleton variant="rounded" height={120} />
      ) : candidates.data.length === 0 ? (
        <Alert severity="info">{t('add.none')}</Alert>
      ) : (
        <FormGroup aria-label={t('add.label')}>
          {candidates.data.map((card) => (
            <FormControlLabel
              key={card.certificateId}
              control={<Checkbox checked={chosen.includes(card.serial)} onChange={() => toggle(card.serial)} />}
              label={`#${card.serial} · ${card.name}${card.year ? ` (${card.year})` : ''} · ${t('cards.grade', { grade: card.grade })}`}
            />
          ))}
        </FormGroup>
      )}
    </FormDialog>
  );
}
