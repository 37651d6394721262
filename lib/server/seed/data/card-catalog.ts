// Real, well-known cards so the demo certificate look-up and population report look like the real thing.
import type { CardCategory, SportsType } from '@/lib/server/db/generated/enums';

export interface CatalogSet {
  category: CardCategory;
  sportsType: SportsType;
  year: number;
  brand: string;
  setName: string;
  cards: { number: string; name: string; isAuto?: boolean }[];
}

export const CARD_CATALOG: CatalogSet[] = [
  {
    category: 'POKEMON',
    sportsType: 'POKEMON',
    year: 1999,
    brand: 'Wizards of the Coast',
    setName: 'Base Set',
    cards: [
      { number: '4/102', name: 'Charizard' },
      { number: '2/102', name: 'Blastoise' },
      { number: '15/102', name: 'Venusaur' },
      { number: '58/102', name: 'Pikachu' },
    ],
  },
  {
    category: 'POKEMON',
    sportsType: 'POKEMON',
    year: 2000,
    brand: 'Wizards of the Coast',
    setName: 'Neo Genesis',
    cards: [
      { number: '9/111', name: 'Lugia' },
      { number: '17/111', name: 'Typhlosion' },
    ],
  },
  {
    category: 'POKEMON',
    sportsType: 'POKEMON',
    year: 2021,
    brand: 'The Pokémon Company',
    setName: 'Evolving Skies',
    cards: [
      { number: '215/203', name: 'Umbreon VMAX' },
      { number: '218/203', name: 'Rayquaza VMAX' },
      { number: '209/203', name: 'Sylveon VMAX' },
    ],
  },
  {
    category: 'POKEMON',
    sportsType: 'POKEMON',
    year: 2023,
    brand: 'The Pokémon Company',
    setName: 'Scarlet & Violet 151',
    cards: [
      { number: '199/165', name: 'Charizard ex' },
      { number: '205/165', name: 'Mew ex' },
      { number: '173/165', name: 'Pikachu' },
    ],
  },
  {
    category: 'POKEMON',
    sportsType: 'POKEMON',
    year: 2025,
    brand: 'The Pokémon Company',
    setName: 'Prismatic Evolutions',
    cards: [
      { number: '161/131', name: 'Umbreon ex' },
      { number: '156/131', name: 'Sylveon ex' },
    ],
  },
  {
    category: 'YUGIOH',
    sportsType: 'YUGIOH',
    year: 2002,
    brand: 'Konami',
    setName: 'Legend of Blue Eyes White Dragon',
    cards: [
      { number: 'LOB-001', name: 'Blue-Eyes White Dragon' },
      { number: 'LOB-005', name: 'Dark Magician' },
      { number: 'LOB-070', name: 'Red-Eyes Black Dragon' },
    ],
  },
  {
    category: 'YUGIOH',
    sportsType: 'YUGIOH',
    year: 2023,
    brand: 'Konami',
    setName: '25th Anniversary Rarity Collection',
    cards: [
      { number: 'RA01-EN008', name: 'Ash Blossom & Joyous Spring' },
      { number: 'RA01-EN054', name: 'Accesscode Talker' },
    ],
  },
  {
    category: 'SPORTS',
    sportsType: 'BASEBALL',
    year: 2001,
    brand: 'Bowman',
    setName: 'Bowman Chrome',
    cards: [
      { number: '331', name: 'Ichiro Suzuki' },
      { number: '340', name: 'Albert Pujols' },
    ],
  },
  { category: 'SPORTS', sportsType: 'BASEBALL', year: 2005, brand: 'Topps', setName: 'Topps Chrome', cards: [{ number: '72', name: 'Wang Chien-Ming' }] },
  {
    category: 'SPORTS',
    sportsType: 'BASEBALL',
    year: 2018,
    brand: 'Topps',
    setName: 'Topps Update',
    cards: [
      { number: 'US1', name: 'Shohei Ohtani' },
      { number: 'US250', name: 'Ronald Acuña Jr.' },
    ],
  },
  {
    category: 'SPORTS',
    sportsType: 'BASEBALL',
    year: 2024,
    brand: 'Topps',
    setName: 'Topps Chrome',
    cards: [
      { number: 'RA-JHL', name: 'Lee Jung-hoo', isAuto: true },
      { number: '101', name: 'Yoshinobu Yamamoto' },
    ],
  },
  { category: 'SPORTS', sportsType: 'BASKETBALL', year: 2003, brand: 'Topps', setName: 'Topps Chrome', cards: [{ number: '111', name: 'LeBron James' }] },
  {
    category: 'SPORTS',
    sportsType: 'BASKETBALL',
    year: 2019,
    brand: 'Panini',
    setName: 'Prizm',
    cards: [
      { number: '248', name: 'Zion Williamson' },
      { number: '249', name: 'Ja Morant' },
    ],
  },
  { category: 'SPORTS', sportsType: 'SOCCER', year: 2016, brand: 'Topps', setName: 'UEFA Champions League', cards: [{ number: '83', name: 'Son Heung-min' }] },
  {
    category: 'SPORTS',
    sportsType: 'SOCCER',
    year: 2022,
    brand: 'Panini',
    setName: 'Prizm World Cup',
    cards: [
      { number: '16', name: 'Lionel Messi' },
      { number: '188', name: 'Kim Min-jae', isAuto: true },
    ],
  },
  {
    category: 'ETC_TCG',
    sportsType: 'ETC',
    year: 2022,
    brand: 'Bandai',
    setName: 'One Piece Romance Dawn',
    cards: [
      { number: 'OP01-120', name: 'Shanks' },
      { number: 'OP01-024', name: 'Monkey.D.Luffy' },
    ],
  },
  {
    category: 'ETC_TCG',
    sportsType: 'DIGIMON',
    year: 2020,
    brand: 'Bandai',
    setName: 'Digimon Release Special 1.0',
    cards: [{ number: 'BT1-084', name: 'Omnimon' }],
  },
  {
    category: 'ETC_TCG',
    sportsType: 'MTG',
    year: 2019,
    brand: 'Wizards of the Coast',
    setName: 'War of the Spark (Japanese)',
    cards: [{ number: '97★', name: 'Liliana, Dreadhorde General' }],
  },
  {
    category: 'ETC',
    sportsType: 'ENTERTAINMENT',
    year: 2023,
    brand: 'Star Cards',
    setName: 'K-Pop Idol Photo Card',
    cards: [{ number: 'SP-07', name: 'Stage Photo Card' }],
  },
];
