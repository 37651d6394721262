import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { onRouteSettled } from '@/lib/client/local-data';

/** Applies the rule of docs/product/storefront.md#local-data-rule on first load and after every navigation. */
export function useLocalDataRule(): void {
  const router = useRouter();
  useEffect(() => {
    onRouteSettled(router.asPath.split('?')[0] ?? '/');
    const handler = (url: string) => onRouteSettled(url.split('?')[0] ?? '/');
    router.events.on('routeChangeComplete', handler);
    return () => router.events.off('routeChangeComplete', handler);
  }, [router]);
}
