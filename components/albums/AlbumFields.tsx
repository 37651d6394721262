// The name and description fields of an album (issue #25), shared by the new-album dialog and the album's edit form:
// react-hook-form fields on the API's schema (lib/shared/schemas/album.ts), the rule under each.
import { type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormTextField } from '@/components/common/FormTextField';
import { useTranslation } from '@/hooks/useTranslation';
import { ALBUM_NAME_MAX } from '@/lib/shared/albums/album-rules';

export function AlbumFields<T extends FieldValues & { name: string; description: string }>({
  control,
  autoFocus = false,
}: {
  control: Control<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('albums');
  return (
    <>
      <FormTextField
        control={control}
        name={'name' as Path<T>}
        translateError={t}
        label={t('fields.name')}
        hint={t('fields.nameHint')}
        required
        fullWidth
        autoFocus={autoFocus}
        margin="dense"
        slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX * 2 } }}
      />
      <FormTextField
        control={control}
        name={'description' as Path<T>}
        translateError={t}
        label={t('fields.description')}
        hint={t('fields.descriptionHint')}
        fullWidth
        multiline
        minRows={2}
        margin="dense"
      />
    </>
  );
}
