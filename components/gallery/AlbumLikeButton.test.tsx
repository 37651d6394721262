// The album page's like island (issue #25): the cached count until the live one arrives, the member's like read after
// load, like and unlike answered with the new count, a guest told to log in (with the way back), a member whose access
// token ran out renewed once, a failure said.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { AlbumLikeButton } from './AlbumLikeButton';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/albums/7' }) }));
jest.mock('@/lib/client/fetch-api', () => ({
  ...jest.requireActual('@/lib/client/fetch-api'),
  fetchApi: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));
let displayUser: object | null = null;
jest.mock('@/hooks/useDisplayUser', () => ({ useDisplayUser: () => ({ user: displayUser, ready: true }) }));

const get = fetchApi.get as jest.Mock;
const post = fetchApi.post as jest.Mock;
const remove = fetchApi.delete as jest.Mock;
const button = () => screen.getByRole('button', { name: /^like\.(like|unlike)$/ });
const count = () => screen.getByTestId('album-like-count').textContent;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  remove.mockReset();
  displayUser = null;
});

test('shows the cached count, then the live count and the member’s like; liking and unliking answer the new count', async () => {
  displayUser = { mbNick: 'fan' };
  let answer: (value: unknown) => void = () => undefined;
  get.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
  render(<AlbumLikeButton albumId={7} cachedCount={3} />);
  expect(count()).toBe('likes {"count":3}');
  expect(button()).toBeDisabled();
  await act(async () => answer({ liked: false, likeCount: 5 }));
  expect(get).toHaveBeenCalledWith('/api/albums/7/like');
  expect(count()).toBe('likes {"count":5}');
  expect(button()).toHaveAttribute('aria-pressed', 'false');
  post.mockResolvedValueOnce({ liked: true, likeCount: 6 });
  await act(async () => fireEvent.click(button()));
  expect(post).toHaveBeenCalledWith('/api/albums/7/like');
  expect(count()).toBe('likes {"count":6}');
  expect(button()).toHaveAttribute('aria-pressed', 'true');
  expect(button()).toHaveAccessibleName('like.unlike');
  remove.mockResolvedValueOnce({ liked: false, likeCount: 5 });
  await act(async () => fireEvent.click(button()));
  expect(remove).toHaveBeenCalledWith('/api/albums/7/like');
  expect(count()).toBe('likes {"count":5}');
  expect(button()).toHaveAttribute('aria-pressed', 'false');
});

test('a guest who presses it is told to log in, with a login that comes back here; nothing is sent', async () => {
  get.mockResolvedValueOnce({ liked: null, likeCount: 2 });
  render(<AlbumLikeButton albumId={7} cachedCount={2} />);
  await waitFor(() => expect(button()).toBeEnabled());
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('like.loginRequired');
  expect(screen.getByRole('link', { name: 'like.login' })).toHaveAttribute('href', '/login?returnUrl=%2Falbums%2F7');
  expect(post).not.toHaveBeenCalled();
  // A guest is never renewed: there is no session.
  expect(get).toHaveBeenCalledTimes(1);
});

test('a signed-in member whose access token ran out is renewed once, then reads their like', async () => {
  displayUser = { mbNick: 'fan' };
  get.mockResolvedValueOnce({ liked: null, likeCount: 4 }).mockResolvedValueOnce({ liked: true, likeCount: 4 });
  post.mockResolvedValueOnce(undefined);
  render(<AlbumLikeButton albumId={7} cachedCount={4} />);
  await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
  expect(post).toHaveBeenCalledWith('/api/login/renew', {});
  expect(get).toHaveBeenCalledTimes(2);
});

test('a session that ended meanwhile: renewed once and liked; a renewal refused asks for the login', async () => {
  displayUser = { mbNick: 'fan' };
  get.mockResolvedValue({ liked: false, likeCount: 1 });
  render(<AlbumLikeButton albumId={7} cachedCount={1} />);
  await waitFor(() => expect(button()).toBeEnabled());
  const expired = new ApiError('UNAUTHORIZED', 'Login required to like.', 401);
  post.mockRejectedValueOnce(expired).mockResolvedValueOnce(undefined).mockResolvedValueOnce({ liked: true, likeCount: 2 });
  await act(async () => fireEvent.click(button()));
  expect(post.mock.calls.map(([path]) => path)).toEqual(['/api/albums/7/like', '/api/login/renew', '/api/albums/7/like']);
  expect(count()).toBe('likes {"count":2}');
  remove.mockRejectedValueOnce(expired);
  post.mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'expired', 401));
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('like.loginRequired');
});

test('a failure is said, and the count stays', async () => {
  displayUser = { mbNick: 'fan' };
  get.mockResolvedValueOnce({ liked: false, likeCount: 1 });
  render(<AlbumLikeButton albumId={7} cachedCount={1} />);
  await waitFor(() => expect(button()).toBeEnabled());
  post.mockRejectedValueOnce(new ApiError('INTERNAL', 'Server error', 500));
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('like.failed');
  expect(count()).toBe('likes {"count":1}');
});

test('when the live count cannot be read, the cached one stays and a member can still like', async () => {
  displayUser = { mbNick: 'fan' };
  get.mockRejectedValueOnce(new ApiError('NETWORK', 'offline', 0));
  render(<AlbumLikeButton albumId={7} cachedCount={8} />);
  await waitFor(() => expect(button()).toBeEnabled());
  expect(count()).toBe('likes {"count":8}');
  post.mockResolvedValueOnce({ liked: true, likeCount: 9 });
  await act(async () => fireEvent.click(button()));
  expect(post).toHaveBeenCalledWith('/api/albums/7/like');
  expect(count()).toBe('likes {"count":9}');
});
