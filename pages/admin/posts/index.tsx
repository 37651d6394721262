// Notices and events (issue #10; docs/product/storefront.md#content-pages: admins edit them), ADMIN only: the list of
// one kind, scheduled posts included. The server renders the kind and page of the URL; moving between them changes
// the URL without a new server render.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { useRouter } from 'next/router';
import { PostListView } from '@/components/staff/content/PostListView';
import { parsePostListQuery } from '@/components/staff/content/post-form';
import { StaffShell } from '@/components/staff/StaffShell';
import { useAdminPosts } from '@/hooks/useAdminContentPosts';
import { listAdminPosts } from '@/lib/server/admin-content/list-admin-posts';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { AdminPostList } from '@/lib/shared/admin-content/views';
import { DEFAULT_LOCALE, isLocale } from '@/lib/shared/locale';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

export default function AdminPostsPage({ initial }: StaffPageProps<AdminPostList>) {
  const { t } = useTranslation('adminContent');
  const router = useRouter();
  const query = parsePostListQuery(router.query);
  const { data, error } = useAdminPosts(query, initial);
  const change = (next: { kind: string; page: number }) => {
    const params = { ...(next.kind === 'EVENT' ? { kind: 'EVENT' } : {}), ...(next.page > 1 ? { page: String(next.page) } : {}) };
    void router.push({ pathname: router.pathname, query: params }, undefined, { shallow: true, scroll: false });
  };
  return (
    <StaffShell active="posts" title={t('posts.title')}>
      <PostListView
        kind={query.kind}
        page={query.page}
        data={data}
        error={error}
        locale={isLocale(router.locale) ? router.locale : DEFAULT_LOCALE}
        onChange={change}
      />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<AdminPostList>> = (ctx) =>
  staffPageProps(ctx, ['adminContent', 'errors'], (db, session) => listAdminPosts(db, session, parsePostListQuery(ctx.query)), ADMIN_ROLES);
