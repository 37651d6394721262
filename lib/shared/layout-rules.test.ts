import { shouldHideContact, shouldHideFooter } from './layout-rules';

describe('shouldHideFooter (docs/product/storefront.md#layout)', () => {
  it.each([
    '/account',
    '/account/',
    '/account/profile',
    '/account/dashboard?tab=orders',
    '/grading/submit',
    '/grading/submit/[[...step]]',
    '/grading/submit/shipping',
    '/grading/submit/payment#top',
    '/reholder/submit',
    '/reholder/submit/[[...step]]',
    '/reholder/submit/caution',
    '/admin',
    '/admin/orders/[orderNumber]',
  ])('hides the footer on %s', (path) => {
    expect(shouldHideFooter(path)).toBe(true);
  });

  it.each(['/', '/about-us', '/grading', '/grading/detail', '/grading/pricing', '/accounting', '/grading/submitted', '/reholder', '/login', '/404'])(
    'keeps the footer on %s',
    (path) => {
      expect(shouldHideFooter(path)).toBe(false);
    },
  );
});

describe('shouldHideContact (issue #24: the back office has no floating contact button)', () => {
  it.each(['/admin', '/admin/orders/[orderNumber]', '/admin/refunds?page=2'])('hides it on %s', (path) => {
    expect(shouldHideContact(path)).toBe(true);
  });
  it.each(['/', '/account', '/administration', '/grading/submit'])('keeps it on %s', (path) => {
    expect(shouldHideContact(path)).toBe(false);
  });
});
