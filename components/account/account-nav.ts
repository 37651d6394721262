// The side/tab navigation of the /account pages (docs/product/storefront.md#my-page). An entry whose page is not built
// yet is listed, marked "soon", and not a link (`ready: false`).
export interface AccountNavItem {
  id: 'dashboard' | 'profile' | 'addresses' | 'orders' | 'collection' | 'albums' | 'watching' | 'apiKeys' | 'withdrawal';
  href: string;
  /** Key in account.json `nav.*`. */
  labelKey: string;
  ready: boolean;
}

export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { id: 'dashboard', href: '/account/dashboard', labelKey: 'nav.dashboard', ready: true },
  { id: 'orders', href: '/account/orders', labelKey: 'nav.orders', ready: true },
  { id: 'collection', href: '/account/collection', labelKey: 'nav.collection', ready: true },
  { id: 'albums', href: '/account/albums', labelKey: 'nav.albums', ready: true },
  // Pop watch (issue #25): the cards whose population the member follows.
  { id: 'watching', href: '/account/watching', labelKey: 'nav.watching', ready: true },
  { id: 'profile', href: '/account/profile', labelKey: 'nav.profile', ready: true },
  { id: 'addresses', href: '/account/addresses', labelKey: 'nav.addresses', ready: true },
  { id: 'apiKeys', href: '/account/api-keys', labelKey: 'nav.apiKeys', ready: true },
  { id: 'withdrawal', href: '/account/withdrawal', labelKey: 'nav.withdrawal', ready: true },
];
