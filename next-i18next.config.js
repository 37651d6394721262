// Locales of the storefront: Traditional Chinese is the default and the fallback
// (docs/product/storefront.md#country-and-languages).
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'zh-TW',
    locales: ['zh-TW', 'en', 'ko'],
    // The default is zh-TW whatever the browser asks for (docs/product/storefront.md#country-and-languages); members
    // switch explicitly.
    localeDetection: false,
  },
  fallbackLng: 'zh-TW',
  defaultNS: 'common',
  // `require` inside the server branch: the browser bundle (where `typeof window` is known) then carries no `path`
  // polyfill (issue #11, ≈ 2 kB gzip on every page).
  localePath: typeof window === 'undefined' ? require('node:path').resolve('./locales') : '/locales',
  // The browser translates with hooks/useTranslation.ts from the resources alone; the configuration need not travel in
  // every page's props (docs/decisions/0016-translations-without-i18next.md).
  serializeConfig: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
