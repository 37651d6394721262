// /notices and /notices/<slug>: one cached route (docs/decisions/0014-static-pages.md).
import { PostsPage } from '@/components/content/PostsPage';
import { type PostPageProps, postPageProps } from '@/lib/server/content/post-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function NoticesPage(props: PostPageProps) {
  return <PostsPage area="notices" {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = postPageProps('NOTICE');
