import { type CardNaming, cardTitle } from './card-title';

const none: CardNaming = { year: null, brand: null, setName: null, playerName: null, cardNumber: null, description: null };

test.each<[string, CardNaming, string | null, string]>([
  [
    'the declared fields, in order',
    { year: 1999, brand: 'Pokémon', setName: 'Base Set', playerName: 'Charizard', cardNumber: '4', description: 'ignored' },
    null,
    '1999 Pokémon Base Set Charizard #4',
  ],
  ['empty fields are skipped', { ...none, brand: '', playerName: 'Pikachu' }, null, 'Pikachu'],
  ['else the description', { ...none, description: 'Signed rookie card' }, '7000001', 'Signed rookie card'],
  ['else the fallback (a reholder’s certificate)', none, '7000001', '7000001'],
  ['else nothing', none, null, ''],
])('%s', (_name, card, fallback, title) => {
  expect(cardTitle(card, fallback)).toBe(title);
});
