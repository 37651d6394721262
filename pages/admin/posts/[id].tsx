// One notice or event in the editor (issue #10), ADMIN only; an id that names no post is the not-found page.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import Alert from '@mui/material/Alert';
import { LoadingCard } from '@/components/account/LoadingCard';
import { PostEditor } from '@/components/staff/content/PostEditor';
import { CONTENT_ERROR_KEYS } from '@/components/staff/content/form-errors';
import { postFormValues } from '@/components/staff/content/post-form';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminPost } from '@/hooks/useAdminContentPosts';
import { errorMessageKey } from '@/lib/client/error-message';
import { getAdminPost } from '@/lib/server/admin-content/get-admin-post';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminPost } from '@/lib/shared/admin-content/views';
import { idParamSchema } from '@/lib/shared/schemas/admin-content/fields';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

function parseId(value: unknown): number | null {
  try {
    return idParamSchema.validateSync({ id: value }).id;
  } catch {
    return null;
  }
}

export default function AdminPostPage({ initial }: StaffPageProps<AdminPost>) {
  const { t } = useTranslation(['adminContent', 'errors']);
  const router = useRouter();
  const id = parseId(router.query.id) ?? 0;
  const { data, error } = useAdminPost(id, initial);
  const title = data ? data.translations['zh-TW'].title || data.slug : t('posts.title');
  return (
    <StaffShell active="posts" title={title}>
      {data ? (
        <PostEditor key={data.id} post={data} defaults={postFormValues(data)} created={router.query.created === '1'} />
      ) : error ? (
        <Alert severity="error">{t(errorMessageKey(error, CONTENT_ERROR_KEYS))}</Alert>
      ) : (
        <LoadingCard ns="adminContent" rows={6} />
      )}
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminPost>> = async (ctx) => {
  const id = parseId(ctx.params?.id);
  if (id === null) return { notFound: true };
  return staffPageProps(ctx, ['adminContent', 'errors'], (db, session) => getAdminPost(db, session, id), ADMIN_ROLES);
};
