// Renders its children once the browser is idle after the first paint, or sooner when the section comes near the
// screen (issue #11): for parts below the fold whose code the first paint does not need. The placeholder keeps their
// space, so what follows does not jump when they arrive.
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  children: ReactNode;
  /** A class giving the space kept while the children are not there yet (static CSS, no MUI: the storefront's
   *  pages load no MUI, docs/decisions/0015-storefront-static-css.md). */
  placeholderClassName?: string;
}

const NEAR = '600px';

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 2_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

export function DeferredSection({ children, placeholderClassName }: Props) {
  const [shown, setShown] = useState(false);
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) return undefined;
    const show = () => setShown(true);
    const cancelIdle = whenIdle(show);
    let observer: IntersectionObserver | undefined;
    if (placeholder.current && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), { rootMargin: NEAR });
      observer.observe(placeholder.current);
    }
    return () => {
      cancelIdle();
      observer?.disconnect();
    };
  }, [shown]);

  return shown ? <>{children}</> : <div ref={placeholder} aria-hidden className={placeholderClassName} />;
}
