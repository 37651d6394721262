// A new notice or event (issue #10), ADMIN only: the editor, blank, of the kind in the URL (?kind=EVENT), published
// now unless the admin picks another date.
import type { GetServerSideProps } from 'next';
import { useTranslation } from '@/hooks/useTranslation';
import { PostEditor } from '@/components/staff/content/PostEditor';
import { blankPost, parsePostListQuery } from '@/components/staff/content/post-form';
import { useOpenedAt } from '@/components/staff/content/use-opened-at';
import { StaffShell } from '@/components/staff/StaffShell';
import { type StaffPageProps, staffPageProps } from '@/lib/server/staff/staff-page';
import type { PostInput } from '@/lib/shared/schemas/admin-content/post';
import { ADMIN_ROLES } from '@/lib/shared/staff/roles';

interface NewPost {
  kind: PostInput['kind'];
  /** The server's clock, rounded to the minute: the default publication date, the same in both renders. */
  now: string;
}

export default function NewAdminPostPage({ initial }: StaffPageProps<NewPost>) {
  const { t } = useTranslation('adminContent');
  const kind = initial?.kind ?? 'NOTICE';
  const openedAt = useOpenedAt();
  const now = initial?.now ?? new Date(Math.floor(openedAt / 60_000) * 60_000).toISOString();
  return (
    <StaffShell active="posts" title={t(kind === 'EVENT' ? 'posts.newEvent' : 'posts.newNotice')}>
      <PostEditor post={null} defaults={blankPost(kind, now)} />
    </StaffShell>
  );
}

export const getServerSideProps: GetServerSideProps<StaffPageProps<NewPost>> = (ctx) =>
  staffPageProps(
    ctx,
    ['adminContent', 'errors'],
    async () => ({ kind: parsePostListQuery(ctx.query).kind, now: new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString() }),
    ADMIN_ROLES,
  );
