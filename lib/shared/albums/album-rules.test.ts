// The album rules as a table (issue #25; decision 0034): names of 2–16 characters in Chinese, Korean, English letters
// and digits with single spaces between words; a description of at most 300; public only saved, with a card and a cover.
import { createAlbumSchema } from '../schemas/album';
import { isAlbumName, normaliseAlbumName, publishRefusal } from './album-rules';

test.each([
  ['我的寶可夢', true],
  ['포켓몬 컬렉션', true],
  ['Pikachu 151', true],
  ['大谷 Ohtani 17', true],
  ['A1', true],
  ['一二三四五六七八九十一二三四五六', true],
  ['A', false],
  ['一二三四五六七八九十一二三四五六七', false],
  ['Pika 😀', false],
  ['<b>x</b>', false],
  ['Pika  chu', false],
  [' Pika', false],
  ['Pika-chu', false],
  ['ピカチュウ', false],
  ['', false],
])('isAlbumName(%j) is %s', (name, expected) => {
  expect(isAlbumName(name)).toBe(expected);
});

test('a Hangul syllable typed as jamo counts as one character once composed', () => {
  const decomposed = '포켓몬'.normalize('NFD');
  expect(decomposed.length).toBeGreaterThan(3);
  expect(normaliseAlbumName(` ${decomposed} `)).toBe('포켓몬');
  expect(isAlbumName(normaliseAlbumName(decomposed))).toBe(true);
});

test('full-width letters, digits and the ideographic space are their ordinary forms once normalised', () => {
  expect(normaliseAlbumName('Ｐｉｋａ\u3000１５１')).toBe('Pika 151');
  expect(isAlbumName(normaliseAlbumName('我的\u3000收藏'))).toBe(true);
});

test.each([
  [{ saved: false, cardCount: 3, thumbnailCertificateId: 1 }, 'notSaved'],
  [{ saved: true, cardCount: 0, thumbnailCertificateId: null }, 'noCards'],
  [{ saved: true, cardCount: 2, thumbnailCertificateId: null }, 'noThumbnail'],
  [{ saved: true, cardCount: 1, thumbnailCertificateId: 7 }, null],
])('publishRefusal(%j) is %s', (album, expected) => {
  expect(publishRefusal(album)).toBe(expected);
});

test.each([
  [{ name: '收藏', description: '字'.repeat(300) }, null],
  [{ name: '收藏', description: '字'.repeat(301) }, 'albums:validation.descriptionTooLong'],
  [{ name: '   ', description: '' }, 'albums:validation.nameInvalid'],
  [{ name: 42, description: '' }, 'albums:validation.wrongType'],
  [{ name: '收藏' }, null],
])('the form and the API refuse %j with %s', (input, key) => {
  let error: string | null = null;
  try {
    createAlbumSchema.validateSync(input, { abortEarly: true });
  } catch (caught) {
    error = (caught as Error).message;
  }
  expect(error).toBe(key);
});
