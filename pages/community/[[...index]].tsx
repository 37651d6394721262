// /community: the community feed (issue #25), the same for everyone: generated on its first request, then served from
// the cache until the feed changes (docs/decisions/0014-static-pages.md; an optional catch-all so the build never
// generates it). Deeper paths are not pages.
import { CommunityScreen } from '@/components/community/CommunityScreen';
import { type CommunityPageProps, communityStaticProps } from '@/lib/server/feed/community-page-props';
import { generateOnFirstRequest } from '@/lib/server/static-pages/generate-on-request';

export default function CommunityPage(props: CommunityPageProps) {
  return <CommunityScreen {...props} />;
}

export const getStaticPaths = generateOnFirstRequest;
export const getStaticProps = communityStaticProps;
