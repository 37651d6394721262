import fc from 'fast-check';
import { type CardIdentity, canonicalCard, cardSearchKeys, normaliseCardField } from './same-card';

const CHARIZARD: CardIdentity = {
  cardCategory: 'POKEMON',
  year: 1999,
  brand: 'Wizards of the Coast',
  setName: 'Base Set',
  cardNumber: '4/102',
  playerName: 'Charizard',
};
const with_ = (change: Partial<CardIdentity>) => ({ ...CHARIZARD, ...change });

test('the canonical card, one normalised field per line', () => {
  expect(canonicalCard(CHARIZARD)).toBe('pokemon\n1999\nwizards of the coast\nbase set\n4/102\ncharizard');
});

test.each<[string, Partial<CardIdentity>]>([
  ['letter case', { playerName: 'CHARIZARD' }],
  ['full-width letters and digits', { playerName: 'Ｃｈａｒｉｚａｒｄ', cardNumber: '４/１０２' }],
  ['extra and other white space', { setName: '  Base\u3000 Set ', brand: 'Wizards\tof the\nCoast' }],
])('the same card after %s', (_name, change) => {
  expect(canonicalCard(with_(change))).toBe(canonicalCard(CHARIZARD));
});

test.each<[string, Partial<CardIdentity>]>([
  ['another number', { cardNumber: '4-102' }],
  ['a space inside a word', { playerName: 'Chari zard' }],
  ['another year', { year: 2000 }],
  ['no year', { year: null }],
  ['another category', { cardCategory: 'YUGIOH' }],
  ['another set', { setName: 'Base Set 2' }],
  ['no brand', { brand: null }],
])('another card after %s', (_name, change) => {
  expect(canonicalCard(with_(change))).not.toBe(canonicalCard(CHARIZARD));
});

test('a field cannot borrow from its neighbour', () => {
  const a = with_({ brand: 'Topps Chrome', setName: null });
  const b = with_({ brand: 'Topps', setName: 'Chrome' });
  expect(canonicalCard(a)).not.toBe(canonicalCard(b));
});

test('normalising is idempotent and never leaves a line break (property)', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      const once = normaliseCardField(text);
      expect(normaliseCardField(once)).toBe(once);
      expect(once).not.toMatch(/[\n\r]/);
    }),
  );
});

test('wrong types throw', () => {
  expect(() => normaliseCardField(1999.5)).toThrow(TypeError);
  expect(() => normaliseCardField({} as unknown as string)).toThrow(TypeError);
});

test('search keys fold like the card', () => {
  expect(cardSearchKeys({ playerName: 'ＣＨＡＲＩＺＡＲＤ  ex', setName: null, cardNumber: ' 4/102 ' })).toEqual({
    nameKey: 'charizard ex',
    setKey: '',
    numberKey: '4/102',
  });
});
