// The name and description fields of an album (issue #25), shared by the new-album dialog and the album's edit form:
// react-hook-form fields on the API's schema (lib/shared/schemas/album.ts), the rule under each.
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '@/hooks/useTranslation';
import { ALBUM_DESCRIPTION_MAX, ALBUM_NAME_MAX } from '@/lib/shared/albums/album-rules';

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
      <Controller
        control={control}
        name={'name' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={t('fields.name')}
            required
            fullWidth
            autoFocus={autoFocus}
            margin="dense"
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? t(fieldState.error.message) : t('fields.nameHint')}
            slotProps={{ htmlInput: { maxLength: ALBUM_NAME_MAX * 2 } }}
          />
        )}
      />
      <Controller
        control={control}
        name={'description' as Path<T>}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            inputRef={field.ref}
            label={t('fields.description')}
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message
                ? t(fieldState.error.message)
                : `${t('fields.descriptionHint')} ${String(field.value ?? '').length}/${ALBUM_DESCRIPTION_MAX}`
            }
          />
        )}
      />
    </>
  );
}
