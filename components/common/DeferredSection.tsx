// Renders its children when the section comes near the screen — half a screen before it scrolls into view (issue #11):
// for parts below the fold whose code the first paint does not need. Not when the browser is idle, as before: a visitor
// who never scrolls there should not pay for it, and on a phone the partner inquiry form's code (MUI, the form library,
// React Query) cost ≈ 200 ms of blocked main thread just after the page loaded. The placeholder keeps their space, so
// what follows does not jump when they arrive; an anchor link to the section scrolls there and so loads them.
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  children: ReactNode;
  /** A class giving the space kept while the children are not there yet (static CSS, no MUI: the storefront's
   *  pages load no MUI, docs/decisions/0015-storefront-static-css.md). */
  placeholderClassName?: string;
}

/** How far below the screen the section starts loading: half the viewport's height. */
const NEAR = '50% 0px';

export function DeferredSection({ children, placeholderClassName }: Props) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return undefined;
    const show = () => setShown(true);
    if (!placeholder.current || typeof IntersectionObserver !== 'function') {
      show();
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: NEAR });
    observer.observe(placeholder.current);
    return () => observer.disconnect();
  }, [shown]);

  return shown ? <>{children}</> : <div ref={placeholder} aria-hidden className={placeholderClassName} />;
}
