import { shouldHideFooter } from './layout-rules';

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
