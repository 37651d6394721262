// The community feed's page and islands (issue #25): each kind of item with what its card shows and its links (album
// page, certificate, notice or event), the like button (an album's like is the album's route; a guest is told to log
// in with the way back; a member whose token ran out renewed once), and "more" fetching the next page by cursor
// without drawing an item twice, then saying the end; a signed-in member's hearts read their likes once per page
// (GET /api/community/likes), a guest's never.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import type { FeedEntry } from '@/lib/shared/feed/feed-views';
import { CommunityScreen } from './CommunityScreen';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/community' }) }));
jest.mock('next/head', () => ({ __esModule: true, default: () => null }));
let displayUser: { mbId: string } | null = null;
jest.mock('@/hooks/useDisplayUser', () => ({ useDisplayUser: () => ({ user: displayUser, ready: true }) }));
jest.mock('@/lib/client/fetch-api', () => ({
  ...jest.requireActual('@/lib/client/fetch-api'),
  fetchApi: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));

const get = fetchApi.get as jest.Mock;
const post = fetchApi.post as jest.Mock;
const remove = fetchApi.delete as jest.Mock;

const AT = '2026-11-28T10:00:00.000Z';
const ALBUM: FeedEntry = {
  id: 3,
  kind: 'ALBUM',
  createdAt: AT,
  likeCount: 4,
  album: { id: 12, name: 'Holo set', nickname: 'PikaFan', cardCount: 5, thumbUrl: '/thumb.webp' },
};
const CARD: FeedEntry = {
  id: 2,
  kind: 'CARD',
  createdAt: AT,
  likeCount: 1,
  card: { serial: '1234567', name: 'Charizard', grade: '10', voided: false, thumbUrl: null },
  album: { id: 12, name: 'Holo set' },
  nickname: 'PikaFan',
};
const POST: FeedEntry = { id: 1, kind: 'POST', createdAt: AT, likeCount: 0, post: { kind: 'EVENT', slug: 'open-day', title: 'Open day', summary: 'Come by' } };

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  remove.mockReset();
  displayUser = null;
});

test('each item shows its card and links: album page, certificate, event; nickname only', () => {
  render(<CommunityScreen items={[ALBUM, CARD, POST]} nextCursor={null} />);
  // A guest's page asks nothing on load.
  expect(get).not.toHaveBeenCalled();
  const [album, card, event] = screen.getAllByRole('listitem');
  expect(within(album!).getByRole('link', { name: 'Holo set' })).toHaveAttribute('href', '/albums/12');
  expect(within(album!).getByText(/album\.published .*PikaFan/)).toBeInTheDocument();
  expect(within(album!).getByText('cards {"count":5}')).toBeInTheDocument();
  expect(within(card!).getByRole('link', { name: /card\.open/ })).toHaveAttribute('href', '/certification/1234567');
  expect(within(card!).getByRole('link', { name: 'Holo set' })).toHaveAttribute('href', '/albums/12');
  expect(within(card!).getByText('Charizard')).toBeInTheDocument();
  expect(within(event!).getByRole('link', { name: 'Open day' })).toHaveAttribute('href', '/events/open-day');
  expect(within(event!).getByText('kind.event')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
});

test('an album item is liked through the album’s route, a card through the feed item’s; pressing again unlikes', async () => {
  render(<CommunityScreen items={[ALBUM, CARD]} nextCursor={null} />);
  post.mockResolvedValueOnce({ liked: true, likeCount: 5 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /like\.like .*Holo set/ })));
  expect(post).toHaveBeenCalledWith('/api/albums/12/like');
  expect(screen.getByRole('button', { name: /like\.unlike .*Holo set/ })).toHaveTextContent('likes {"count":5}');
  post.mockResolvedValueOnce({ liked: true, likeCount: 2 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /like\.like .*Charizard/ })));
  expect(post).toHaveBeenLastCalledWith('/api/community/items/2/like');
  remove.mockResolvedValueOnce({ liked: false, likeCount: 1 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /like\.unlike .*Charizard/ })));
  expect(remove).toHaveBeenCalledWith('/api/community/items/2/like');
  expect(screen.getByRole('button', { name: /like\.like .*Charizard/ })).toHaveAttribute('aria-pressed', 'false');
});

test('a guest is told to log in, with the way back; an expired token is renewed once and the like sent again', async () => {
  render(<CommunityScreen items={[POST]} nextCursor={null} />);
  const unauthorized = new ApiError('UNAUTHORIZED', 'Login required to like.', 401);
  post.mockRejectedValueOnce(unauthorized).mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'no session', 401));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /like\.like/ })));
  expect(screen.getByRole('alert')).toHaveTextContent('like.loginRequired');
  expect(screen.getByRole('link', { name: 'like.login' })).toHaveAttribute('href', expect.stringContaining('returnUrl=%2Fcommunity'));

  post.mockReset();
  post
    .mockRejectedValueOnce(unauthorized)
    .mockResolvedValueOnce({}) // the renewal
    .mockResolvedValueOnce({ liked: true, likeCount: 1 });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /like\.like/ })));
  expect(post.mock.calls.map((call) => call[0])).toEqual(['/api/community/items/1/like', '/api/login/renew', '/api/community/items/1/like']);
  expect(screen.getByRole('button', { name: /like\.unlike/ })).toHaveTextContent('likes {"count":1}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('"more" fetches the next page by cursor in the page’s language, skips items already shown, then says the end', async () => {
  render(<CommunityScreen items={[ALBUM]} nextCursor="1764324000000-3" />);
  get.mockResolvedValueOnce({ items: [ALBUM, CARD], nextCursor: '1764324000000-2' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
  expect(get).toHaveBeenCalledWith('/api/community', { params: { cursor: '1764324000000-3', locale: 'en' } });
  expect(screen.getAllByRole('listitem')).toHaveLength(2);
  get.mockRejectedValueOnce(new ApiError('SERVICE_UNAVAILABLE', 'down', 503));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
  expect(screen.getByRole('alert')).toHaveTextContent('moreFailed');
  get.mockResolvedValueOnce({ items: [POST], nextCursor: null });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
  expect(get).toHaveBeenLastCalledWith('/api/community', { params: { cursor: '1764324000000-2', locale: 'en' } });
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'more' })).not.toBeInTheDocument();
  expect(screen.getByText('end')).toBeInTheDocument();
});

test('an empty feed says so', () => {
  render(<CommunityScreen items={[]} nextCursor={null} />);
  expect(screen.getByText('empty')).toBeInTheDocument();
  expect(screen.queryByText('end')).not.toBeInTheDocument();
});

test('a signed-in member’s hearts show their likes and the live counts, read once for the page; a press then unlikes', async () => {
  displayUser = { mbId: 'fan@example.com' };
  get.mockResolvedValueOnce({
    items: { '2': { liked: false, likeCount: 3 }, '1': { liked: true, likeCount: 7 } },
    albums: { '12': { liked: true, likeCount: 9 } },
  });
  await act(async () => render(<CommunityScreen items={[ALBUM, CARD, POST]} nextCursor={null} />));
  expect(get.mock.calls).toEqual([['/api/community/likes', { params: { items: '2,1', albums: '12' } }]]);
  const albumHeart = screen.getByRole('button', { name: /Holo set/ });
  expect(albumHeart).toHaveAttribute('aria-pressed', 'true');
  expect(albumHeart).toHaveTextContent('likes {"count":9}');
  expect(screen.getByRole('button', { name: /like\.like .*Charizard/ })).toHaveTextContent('likes {"count":3}');
  expect(screen.getByRole('button', { name: /like\.unlike .*Open day/ })).toHaveTextContent('likes {"count":7}');
  remove.mockResolvedValueOnce({ liked: false, likeCount: 8 });
  await act(async () => fireEvent.click(albumHeart));
  expect(remove).toHaveBeenCalledWith('/api/albums/12/like');
  expect(screen.getByRole('button', { name: /like\.like .*Holo set/ })).toHaveTextContent('likes {"count":8}');
});

test('a member whose token ran out reads as a guest: renewed once and asked again; a failed read leaves the cached counts', async () => {
  displayUser = { mbId: 'fan@example.com' };
  get
    .mockResolvedValueOnce({ items: { '2': { liked: null, likeCount: 3 } }, albums: {} })
    .mockResolvedValueOnce({ items: { '2': { liked: true, likeCount: 3 } }, albums: {} });
  post.mockResolvedValueOnce({}); // the renewal
  await act(async () => render(<CommunityScreen items={[CARD]} nextCursor={null} />));
  expect(post.mock.calls.map((call) => call[0])).toEqual(['/api/login/renew']);
  expect(get).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: /like\.unlike .*Charizard/ })).toHaveAttribute('aria-pressed', 'true');

  get.mockReset();
  get.mockRejectedValueOnce(new ApiError('SERVICE_UNAVAILABLE', 'down', 503));
  await act(async () => render(<CommunityScreen items={[POST]} nextCursor={null} />));
  expect(screen.getByRole('button', { name: /like\.like .*Open day/ })).toHaveTextContent('likes {"count":0}');
});

test('each "more" page reads the member’s likes of its new items only', async () => {
  displayUser = { mbId: 'fan@example.com' };
  get.mockResolvedValueOnce({ items: {}, albums: { '12': { liked: false, likeCount: 4 } } });
  await act(async () => render(<CommunityScreen items={[ALBUM]} nextCursor="1764324000000-3" />));
  get.mockResolvedValueOnce({ items: [ALBUM, CARD], nextCursor: null }).mockResolvedValueOnce({ items: { '2': { liked: true, likeCount: 2 } }, albums: {} });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'more' })));
  expect(get.mock.calls.map((call) => call[1].params)).toEqual([
    { items: '', albums: '12' },
    { cursor: '1764324000000-3', locale: 'en' },
    { items: '2', albums: '' },
  ]);
  expect(screen.getByRole('button', { name: /like\.unlike .*Charizard/ })).toHaveTextContent('likes {"count":2}');
});
