import { cacheKeyPath } from './page-invalidations';

test.each([
  ['/grading/pricing', '/zh-TW/grading/pricing'],
  ['/', '/zh-TW'],
  ['/en/notices', '/en/notices'],
  ['/ko', '/ko'],
  ['/zh-TW/about-us/faq', '/zh-TW/about-us/faq'],
  ['/english-notes', '/zh-TW/english-notes'],
])('%s is cached as %s', (path, key) => {
  expect(cacheKeyPath(path)).toBe(key);
});
