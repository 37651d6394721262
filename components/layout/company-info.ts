// Company facts shown in the footer and the policy pages. Names and the address are translated in common.json
// (`footer.company.*`); the numbers and the e-mail are the same in every language.
// TODO(lead): placeholders until the registered company details are confirmed.
export const COMPANY = {
  /** Taiwan business registration number (統一編號, 8 digits). */
  registrationNumber: '83925614',
  supportEmail: 'support@cardgrade.tw',
} as const;

/**
 * Messaging service of the floating contact button (docs/product/storefront.md#layout); the LINE official account
 * unless configured.
 */
export const CONTACT_URL = process.env.NEXT_PUBLIC_CONTACT_URL || 'https://line.me/R/ti/p/@cardgrade';
