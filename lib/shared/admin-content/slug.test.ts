import { POST_SLUG } from '../schemas/admin-content/post';
import { slugFrom } from './slug';

test('an English title becomes lowercase words joined by single hyphens', () => {
  expect(slugFrom('Taipei Card Show 2026!')).toBe('taipei-card-show-2026');
  expect(slugFrom('  Pokémon — Year-end  contest ')).toBe('pokemon-year-end-contest');
  expect(POST_SLUG.test(slugFrom('Pokémon — Year-end  contest'))).toBe(true);
});

test('other scripts leave nothing; the length stays within the limit and never ends on a hyphen', () => {
  expect(slugFrom('年末公告')).toBe('');
  const long = slugFrom(`${'a'.repeat(119)} b`);
  expect(long.length).toBeLessThanOrEqual(120);
  expect(long.endsWith('-')).toBe(false);
});
