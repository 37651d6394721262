// "New album" (issue #25): name and description on the API's schema; the new album opens in its edit page, where
// cards are added. The album limit and the server's field errors are shown in the dialog.
import { yupResolver } from '@hookform/resolvers/yup';
import { useRouter } from 'next/router';
import { useForm } from 'react-hook-form';
import { FormDialog } from '@/components/common/FormDialog';
import { useCreateAlbum } from '@/hooks/useAlbums';
import { useTranslation } from '@/hooks/useTranslation';
import { ApiError } from '@/lib/client/api';
import { errorMessageKey, fieldErrors } from '@/lib/client/error-message';
import { createAlbumSchema } from '@/lib/shared/schemas/album';
import { AlbumFields } from './AlbumFields';

type Values = { name: string; description: string };

export function CreateAlbumDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['albums', 'errors']);
  const router = useRouter();
  const create = useCreateAlbum();
  const { control, handleSubmit, setError, formState } = useForm<Values>({
    resolver: yupResolver(createAlbumSchema) as never,
    defaultValues: { name: '', description: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const album = await create.mutateAsync(values);
      await router.push(`/account/albums/${album.id}?created=1`);
    } catch (error) {
      for (const item of fieldErrors(error)) {
        if (item.path === 'name' || item.path === 'description') setError(item.path, { type: 'server', message: item.key }, { shouldFocus: true });
      }
    }
  });
  const failure = create.isError && fieldErrors(create.error).length === 0 ? (ApiError.from(create.error).key ?? errorMessageKey(create.error)) : null;

  return (
    <FormDialog
      titleId="create-album-title"
      title={t('create.title')}
      onClose={onClose}
      onSubmit={submit}
      busy={formState.isSubmitting}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      busyLabel={t('create.busy')}
      error={failure && t(failure)}
    >
      <AlbumFields control={control} autoFocus />
    </FormDialog>
  );
}
