// /events and /events/<slug>: one cached route (docs/decisions/0014-static-pages.md).
import { PostsPage } from '@/components/content/PostsPage';
import { type PostPageProps, postPageProps } from '@/lib/server/content/post-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function EventsPage(props: PostPageProps) {
  return <PostsPage area="events" {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = postPageProps('EVENT');
