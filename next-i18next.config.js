// Locales of the storefront: Traditional Chinese is the default and the fallback
// (docs/product/storefront.md#country-and-languages).
const path = require('node:path');

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
  localePath: typeof window === 'undefined' ? path.resolve('./locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
