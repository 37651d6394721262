// next/link for the storefront and the layout (issue #11, docs/decisions/0015-storefront-static-css.md): a link in
// view prefetches its page only when that page is lean (lib/shared/lean-routes.ts). A link to the wizard, the login
// or an account page prefetches when hovered or touched, as Next does for prefetch={false}: prefetching them in view
// made every storefront visit download and run their scripts while the visitor was still reading.
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { isLeanPath } from '@/lib/shared/lean-routes';

export type PageLinkProps = ComponentProps<typeof Link>;

export function PageLink({ prefetch, href, ...props }: PageLinkProps) {
  const path = typeof href === 'string' ? href : (href.pathname ?? '/');
  return <Link {...props} href={href} prefetch={prefetch ?? (isLeanPath(path) ? undefined : false)} />;
}
