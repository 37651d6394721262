// The back office's community page (issue #25) with a mocked API: rows for feed posts and albums with their state;
// "hide" asks for a reason (the API's schema refuses a short one before anything is sent) and posts it; a hidden row
// shows its reason and "show again" sends the DELETE.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { api } from '@/lib/client/api';
import type { CommunityModerationView } from '@/lib/shared/feed/moderation-views';
import { CommunityModeration } from './CommunityModeration';

jest.mock('@/hooks/useTranslation', () => jest.requireActual('@/tests/helpers/translation-mock'));
jest.mock('@/lib/client/api', () => ({
  ...jest.requireActual('@/lib/client/api'),
  api: { get: jest.fn(), post: jest.fn(), delete: jest.fn() },
}));

const post = api.post as jest.Mock;
const remove = api.delete as jest.Mock;
const AT = '2026-11-28T10:00:00.000Z';

const DATA: CommunityModerationView = {
  items: [
    {
      id: 7,
      kind: 'CARD',
      createdAt: AT,
      title: 'Charizard #1234567',
      href: '/certification/1234567',
      owner: { nickname: 'fan', mbId: 'm-1' },
      likeCount: 2,
      hiddenAt: null,
      hiddenReason: null,
    },
    {
      id: 8,
      kind: 'POST',
      createdAt: AT,
      title: 'Open day',
      href: '/events/open-day',
      owner: null,
      likeCount: 0,
      hiddenAt: AT,
      hiddenReason: 'Posted by mistake.',
    },
  ],
  albums: [
    {
      id: 12,
      name: 'Holo set',
      href: '/albums/12',
      owner: { nickname: 'fan', mbId: 'm-1' },
      publishedAt: AT,
      likeCount: 4,
      hiddenAt: null,
      hiddenReason: null,
    },
  ],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CommunityModeration data={DATA} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  post.mockReset();
  remove.mockReset();
});

test('lists posts and albums with owner, links and state; the lab’s post has no member', () => {
  renderPage();
  const items = screen.getByRole('table', { name: 'items.title' });
  expect(within(items).getByRole('link', { name: 'Charizard #1234567' })).toHaveAttribute('href', '/certification/1234567');
  expect(within(items).getByText('fan (m-1)')).toBeInTheDocument();
  expect(within(items).getByText('lab')).toBeInTheDocument();
  expect(within(items).getByText('Posted by mistake.')).toBeInTheDocument();
  const albums = screen.getByRole('table', { name: 'albums.title' });
  expect(within(albums).getByRole('link', { name: 'Holo set' })).toHaveAttribute('href', '/albums/12');
});

test('hiding asks for a reason (a short one is refused before sending) and posts it to the album’s route', async () => {
  post.mockResolvedValueOnce({ changed: true });
  renderPage();
  fireEvent.click(screen.getByRole('button', { name: /hideFor .*Holo set/ }));
  const dialog = await screen.findByRole('dialog');
  const reason = within(dialog).getByRole('textbox', { name: /hide\.reason/ });
  fireEvent.change(reason, { target: { value: 'no' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'hide.confirm' })));
  expect(await within(dialog).findByText('communityAdmin:validation.reasonTooShort')).toBeInTheDocument();
  expect(post).not.toHaveBeenCalled();
  fireEvent.change(reason, { target: { value: 'Not a card album.' } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'hide.confirm' })));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/api/admin/community/albums/12/hide', { reason: 'Not a card album.' }));
  expect(await screen.findByText(/done\.hidden/)).toBeInTheDocument();
});

test('a hidden item is shown again with a DELETE on the item’s route', async () => {
  remove.mockResolvedValueOnce({ changed: true });
  renderPage();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: /showAgainFor .*Open day/ })));
  expect(remove).toHaveBeenCalledWith('/api/admin/community/items/8/hide');
  expect(await screen.findByText(/done\.shown/)).toBeInTheDocument();
});
