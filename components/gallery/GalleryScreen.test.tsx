// The gallery and an album's page as drawn (issue #25): every key they name exists in three languages; the gallery's
// filters and pages are plain links to the public addresses; an album shows the owner's nickname, its cards in order
// with their grade badges linking to the certificates, and the link preview's tags.
import { render, screen, within } from '@testing-library/react';
import type { GalleryPage, PublicAlbum } from '@/lib/shared/albums/gallery-views';
import { GALLERY_CATEGORIES, GALLERY_SORTS } from '@/lib/shared/albums/paths';
import { literalKeys, missingKeys, sourceFiles } from '@/tests/helpers/locale-keys';
import { AlbumScreen } from './AlbumScreen';
import { GalleryScreen } from './GalleryScreen';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/albums/7' }) }));
jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <div data-testid="head">{children}</div> }));
jest.mock('./AlbumLikeButton', () => ({ AlbumLikeButton: ({ cachedCount }: { cachedCount: number }) => <p>like island {cachedCount}</p> }));

test('every key the gallery names has words in zh-TW, en and ko', () => {
  const keys = [
    ...literalKeys(sourceFiles('components/gallery'), ['gallery']),
    ...GALLERY_SORTS.map((sort) => `sort.${sort}`),
    ...GALLERY_CATEGORIES.map((category) => (category === 'all' ? 'category.all' : `categories.${category}`)),
    'like.loginRequired',
  ];
  expect(keys.length).toBeGreaterThan(25);
  expect(missingKeys(keys, 'gallery')).toEqual([]);
});

const page: GalleryPage = {
  view: { sort: 'liked', category: 'POKEMON', page: 2 },
  total: 60,
  pageCount: 3,
  albums: [{ id: 7, name: 'Vintage holos', nickname: 'PikaQueen', likeCount: 4, cardCount: 12, thumbUrl: '/api/certificates/1234567/images/3?size=thumb' }],
};

test('the gallery: albums as links to their pages, filters and pages as the public addresses', () => {
  render(<GalleryScreen {...page} />);
  const list = screen.getByRole('list', { name: 'heading' });
  expect(within(list).getByRole('link', { name: 'Vintage holos' })).toHaveAttribute('href', '/albums/7');
  expect(within(list).getByText('by {"nickname":"PikaQueen"}')).toBeInTheDocument();
  expect(within(list).getByText(/likes \{"count":4\} · cards \{"count":12\}/)).toBeInTheDocument();
  const sorts = screen.getByRole('navigation', { name: 'sort.label' });
  expect(within(sorts).getByRole('link', { name: 'sort.newest' })).toHaveAttribute('href', '/albums?category=POKEMON');
  expect(within(sorts).getByRole('link', { name: 'sort.liked' })).toHaveAttribute('aria-current', 'page');
  const categories = screen.getByRole('navigation', { name: 'category.label' });
  expect(within(categories).getByRole('link', { name: 'category.all' })).toHaveAttribute('href', '/albums?sort=liked');
  expect(within(categories).getByRole('link', { name: 'categories.SPORTS' })).toHaveAttribute('href', '/albums?sort=liked&category=SPORTS');
  const pages = screen.getByRole('navigation', { name: 'pages.label' });
  expect(within(pages).getByRole('link', { name: 'pages.previous' })).toHaveAttribute('href', '/albums?sort=liked&category=POKEMON');
  expect(within(pages).getByRole('link', { name: 'pages.next' })).toHaveAttribute('href', '/albums?sort=liked&category=POKEMON&page=3');
});

test('an empty gallery says so', () => {
  render(<GalleryScreen view={{ sort: 'newest', category: 'all', page: 1 }} albums={[]} total={0} pageCount={1} />);
  expect(screen.getByText('empty')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'pages.label' })).toBeNull();
});

const album: PublicAlbum = {
  id: 7,
  name: 'Vintage holos',
  description: 'My first binder',
  nickname: 'PikaQueen',
  likeCount: 4,
  publishedAt: '2026-11-01T00:00:00.000Z',
  thumbUrl: '/api/certificates/1234567/images/3?size=thumb',
  cards: [
    {
      serial: '1234567',
      name: 'Charizard',
      year: 1999,
      brand: 'Pokémon',
      setName: 'Base Set',
      category: 'POKEMON',
      grade: '9.5',
      voided: false,
      thumbUrl: '/x?size=thumb',
    },
    { serial: '7654321', name: 'Shohei Ohtani', year: null, brand: null, setName: null, category: 'SPORTS', grade: 'A', voided: true, thumbUrl: null },
  ],
};

test('an album: nickname, the like island with the cached count, cards in order with grade badges to their certificates, link preview tags', () => {
  render(<AlbumScreen album={album} previewImage="https://cardgrade.example/api/certificates/1234567/images/3?size=thumb" />);
  expect(screen.getByRole('heading', { level: 1, name: 'Vintage holos' })).toBeInTheDocument();
  expect(screen.getByText('by {"nickname":"PikaQueen"}')).toBeInTheDocument();
  expect(screen.getByText('like island 4')).toBeInTheDocument();
  const cards = within(screen.getByRole('list', { name: 'album.cards' })).getAllByRole('listitem');
  expect(cards.map((card) => within(card).getAllByText(/Charizard|Shohei Ohtani/)[0]!.textContent)).toEqual(['Charizard', 'Shohei Ohtani']);
  expect(within(cards[0]!).getByText('1999 · Pokémon · Base Set')).toBeInTheDocument();
  expect(within(cards[0]!).getByRole('link', { name: /^card\.certificate .*"serial":"1234567"/ })).toHaveAttribute('href', '/certification/1234567');
  expect(within(cards[1]!).getByRole('link', { name: /card\.authentic/ })).toHaveAttribute('href', '/certification/7654321');
  expect(within(cards[1]!).getByText('card.voided')).toBeInTheDocument();
  const head = document;
  expect(head.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'https://cardgrade.example/api/certificates/1234567/images/3?size=thumb');
  expect(head.querySelector('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  expect(head.querySelector('meta[property="og:description"]')).toHaveAttribute('content', 'My first binder');
});
