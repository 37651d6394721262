// Pop watch's follow island (issue #25): a guest gets the login link with the way back; on a certificate page the
// member's state is read after load, in the report's table it is not (one request per row would be too many); follow
// and unfollow send the card by serial or id; an expired token is renewed once; a failure is said.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { FollowPopulationButton } from './FollowPopulationButton';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en', asPath: '/certification/1234567' }) }));
jest.mock('@/lib/client/fetch-api', () => ({
  ...jest.requireActual('@/lib/client/fetch-api'),
  fetchApi: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));
let displayUser: object | null = null;
jest.mock('@/hooks/useDisplayUser', () => ({ useDisplayUser: () => ({ user: displayUser, ready: true }) }));

const get = fetchApi.get as jest.Mock;
const post = fetchApi.post as jest.Mock;
const remove = fetchApi.delete as jest.Mock;
const API = '/api/member/population-watch';

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  remove.mockReset();
  displayUser = null;
});

test('a guest gets a login link that comes back here, and nothing is asked', () => {
  render(<FollowPopulationButton target={{ serial: '1234567' }} cardName="Charizard" readOnLoad />);
  const link = screen.getByRole('link', { name: /loginToFollowCard .*Charizard/ });
  expect(link).toHaveAttribute('href', expect.stringContaining('returnUrl=%2Fcertification%2F1234567'));
  expect(get).not.toHaveBeenCalled();
});

test('on a certificate page the state is read after load; unfollow and follow again by serial', async () => {
  displayUser = { mbNick: 'fan' };
  get.mockResolvedValueOnce({ populationCardId: 9, following: true });
  await act(async () => render(<FollowPopulationButton target={{ serial: '1234567' }} cardName="Charizard" readOnLoad />));
  expect(get).toHaveBeenCalledWith(API, { params: { serial: '1234567' } });
  const button = screen.getByRole('button', { name: /unfollowCard .*Charizard/ });
  expect(button).toHaveAttribute('aria-pressed', 'true');
  remove.mockResolvedValueOnce({ populationCardId: 9, following: false });
  await act(async () => fireEvent.click(button));
  expect(remove).toHaveBeenCalledWith(API, { params: { serial: '1234567' } });
  expect(screen.getByRole('button', { name: /followCard .*Charizard/ })).toHaveAttribute('aria-pressed', 'false');
  post.mockResolvedValueOnce({ populationCardId: 9, following: true });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /followCard/ })));
  expect(post).toHaveBeenCalledWith(API, { serial: '1234567' });
});

test('in the report’s table nothing is read on load; the press follows by id, renewing an expired token once', async () => {
  displayUser = { mbNick: 'fan' };
  render(<FollowPopulationButton target={{ populationCardId: 9 }} cardName="Pikachu" />);
  expect(get).not.toHaveBeenCalled();
  post
    .mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'expired', 401))
    .mockResolvedValueOnce({}) // the renewal
    .mockResolvedValueOnce({ populationCardId: 9, following: true });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /followCard .*Pikachu/ })));
  expect(post.mock.calls).toEqual([
    [API, { populationCardId: 9 }],
    ['/api/login/renew', {}],
    [API, { populationCardId: 9 }],
  ]);
  expect(screen.getByRole('button', { name: /unfollowCard/ })).toHaveTextContent('following');
});

test('a session that cannot be renewed turns the button into the login link; another failure is said', async () => {
  displayUser = { mbNick: 'fan' };
  render(<FollowPopulationButton target={{ populationCardId: 9 }} cardName="Pikachu" />);
  post.mockRejectedValueOnce(new ApiError('CONFLICT', 'too many', 409));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /followCard/ })));
  expect(screen.getByRole('alert')).toHaveTextContent('failed');
  post.mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'expired', 401)).mockRejectedValueOnce(new ApiError('UNAUTHORIZED', 'no session', 401));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /followCard/ })));
  expect(screen.getByRole('link', { name: /loginToFollowCard/ })).toBeInTheDocument();
});
