// The main menu of docs/product/storefront.md#layout, written once for the desktop menu and the mobile drawer.
// Labels are keys of common.json `menu.*`.

export interface MenuLink {
  href: string;
  labelKey: string;
}

export interface MenuGroup {
  id: 'about' | 'grading' | 'certification';
  labelKey: string;
  links: MenuLink[];
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    id: 'about',
    labelKey: 'menu.about',
    links: [
      { href: '/about-us', labelKey: 'menu.aboutUs' },
      { href: '/partner-shop', labelKey: 'menu.partnerShop' },
      { href: '/about-us/faq', labelKey: 'menu.faq' },
      { href: '/notices', labelKey: 'menu.notices' },
      { href: '/events', labelKey: 'menu.events' },
      // The community feed (issue #25, COMMUNITY_PATH): the site's public stream, the lab's notices and events among it.
      { href: '/community', labelKey: 'menu.community' },
    ],
  },
  {
    id: 'grading',
    labelKey: 'menu.grading',
    links: [
      { href: '/grading', labelKey: 'menu.gradingServices' },
      { href: '/grading/detail', labelKey: 'menu.gradingDetail' },
      { href: '/grading/pricing', labelKey: 'menu.pricing' },
    ],
  },
  // A group of one would be shown as a plain link; the population report (issue #22) makes this one a dropdown.
  {
    id: 'certification',
    labelKey: 'menu.certification',
    links: [
      { href: '/certification', labelKey: 'menu.certificateLookup' },
      { href: '/certification/population', labelKey: 'menu.population' },
      // The public albums of graded cards (issue #25, GALLERY_PATH): beside the look-up and the population, the other
      // public view of them. A literal like the others: the layout's bundle stays free of the gallery's modules.
      { href: '/albums', labelKey: 'menu.gallery' },
    ],
  },
];

export const SUBMIT_HREF = '/grading/submit';

/** Auth links of the top bar, drawer and footer (docs/product/storefront.md#layout). */
export const AUTH_LINKS = {
  login: '/login',
  signUp: '/sign-up',
  profile: '/account/profile',
  logout: '/logout',
} as const;
