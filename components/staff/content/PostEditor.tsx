// The notice / event editor (issue #10; docs/product/storefront.md#content-pages): address (slug), pinned, publication
// date (a future one schedules the post), an event's period, and title, summary and body in zh-TW (required), en and
// ko (optional: readers of a missing language get zh-TW) — validated by the API's own schema.
import { yupResolver } from '@hookform/resolvers/yup';
import { FORM_FIELDS_ONLY } from '@/lib/client/form-fields-only';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/hooks/useTranslation';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useDeletePost, useSavePost } from '@/hooks/useAdminContentPosts';
import { errorMessageKey } from '@/lib/client/error-message';
import { slugFrom } from '@/lib/shared/admin-content/slug';
import type { AdminPost } from '@/lib/shared/admin-content/views';
import { POST_LIMITS, type PostInput, postSchema } from '@/lib/shared/schemas/admin-content/post';
import { ConfirmDialog } from '@/components/common/ConfirmDialog';
import { CONTENT_ERROR_KEYS, onlyFieldErrors, showFieldErrors } from './form-errors';
import { POST_FORM_FIELDS, POST_TEXT_FIELDS, adminPostPath, adminPostsPath, postFormValues, publicPostPath } from './post-form';
import { TaipeiDateTimeField } from './TaipeiDateTimeField';
import { TranslationFields } from './TranslationFields';
import { useOpenedAt } from './use-opened-at';

interface Props {
  /** The stored post, or null for a new one. */
  post: AdminPost | null;
  defaults: PostInput;
  /** Just created: say so once. */
  created?: boolean;
}

export function PostEditor({ post, defaults, created = false }: Props) {
  const { t } = useTranslation(['adminContent', 'errors']);
  const router = useRouter();
  const save = useSavePost();
  const remove = useDeletePost();
  const [notice, setNotice] = useState<'created' | 'saved' | null>(created ? 'created' : null);
  const [confirming, setConfirming] = useState(false);
  const { register, control, handleSubmit, setError, setValue, getValues, reset, formState } = useForm<PostInput>({
    resolver: yupResolver(postSchema, FORM_FIELDS_ONLY),
    defaultValues: defaults,
  });
  const { errors, submitCount } = formState;
  const kind = defaults.kind;
  const publishedAt = useWatch({ control, name: 'publishedAt' });
  // Filled in by the button, not typed: the label must move out of the way itself.
  const slug = useWatch({ control, name: 'slug' });
  const openedAt = useOpenedAt();
  const scheduled = Boolean(publishedAt) && Date.parse(publishedAt) > openedAt;

  const onSubmit = handleSubmit(async (input) => {
    setNotice(null);
    try {
      const stored = await save.mutateAsync({ id: post?.id ?? null, input });
      if (post) {
        reset(postFormValues(stored));
        setNotice('saved');
      } else {
        await router.push({ pathname: adminPostPath(stored.id), query: { created: '1' } });
      }
    } catch (error) {
      showFieldErrors(error, setError, POST_FORM_FIELDS);
    }
  });

  const onDelete = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      await router.push(adminPostsPath(kind));
    } catch {
      setConfirming(false);
    }
  };

  const suggestSlug = () => {
    const { en, 'zh-TW': zh } = getValues('translations');
    const slug = slugFrom(en.title || zh.title);
    if (slug) setValue('slug', slug, { shouldValidate: true, shouldDirty: true });
  };

  const saveFailed = save.isError && !onlyFieldErrors(save.error);
  const slugMessage = errors.slug?.message;

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField
                {...register('slug')}
                id="post-slug"
                label={t('posts.fields.slug')}
                required
                error={Boolean(slugMessage)}
                helperText={
                  slugMessage ? t(slugMessage, { max: POST_LIMITS.slug }) : t('posts.slugHint', { path: publicPostPath({ kind, slug: 'example-post' }) })
                }
                fullWidth
                slotProps={{
                  htmlInput: { maxLength: POST_LIMITS.slug, autoCapitalize: 'none', spellCheck: false },
                  inputLabel: slug ? { shrink: true } : undefined,
                }}
              />
              <Button onClick={suggestSlug} sx={{ whiteSpace: 'nowrap', mt: { sm: 1 } }}>
                {t('posts.slugFromTitle')}
              </Button>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <TaipeiDateTimeField control={control} name="publishedAt" id="post-publishedAt" label={t('posts.fields.publishedAt')} required />
            {scheduled && <Chip color="info" size="small" label={t('posts.scheduledHint')} sx={{ mt: 1 }} />}
          </Grid>
          {kind === 'EVENT' && (
            <>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TaipeiDateTimeField control={control} name="startsAt" id="post-startsAt" label={t('posts.fields.startsAt')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <TaipeiDateTimeField control={control} name="endsAt" id="post-endsAt" label={t('posts.fields.endsAt')} />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12 }}>
            <Controller
              control={control}
              name="pinned"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox id="post-pinned" checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={t('posts.fields.pinned')}
                />
              )}
            />
          </Grid>
        </Grid>

        <TranslationFields
          idPrefix="post"
          fields={POST_TEXT_FIELDS}
          register={register}
          errors={errors}
          submitCount={submitCount}
          requiredLocale="zh-TW"
          hintKey="posts.languagesHint"
        />

        <Box aria-live="polite">
          {notice && <Alert severity="success">{t(`posts.${notice}`)}</Alert>}
          {saveFailed && <Alert severity="error">{t(errorMessageKey(save.error, CONTENT_ERROR_KEYS))}</Alert>}
          {remove.isError && <Alert severity="error">{t(errorMessageKey(remove.error, CONTENT_ERROR_KEYS))}</Alert>}
        </Box>

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button component={NextLink} href={adminPostsPath(kind)}>
              {t('actions.backToList')}
            </Button>
            {post && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('actions.delete')}
              </Button>
            )}
            {post && Date.parse(post.publishedAt) <= openedAt && (
              <Link component={NextLink} href={publicPostPath(post)} target="_blank" rel="noopener" sx={{ alignSelf: 'center' }}>
                {t('posts.viewPublic')}
              </Link>
            )}
          </Stack>
          <Button type="submit" variant="contained" size="large" disabled={save.isPending}>
            {save.isPending ? t('actions.saving') : post ? t('actions.save') : t(kind === 'EVENT' ? 'posts.createEvent' : 'posts.createNotice')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('posts.deleteTitle')}
        text={t('posts.deleteText', { title: post?.translations['zh-TW'].title ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        busy={remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
