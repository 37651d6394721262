// docs/product/accounts.md#user-query: the user query is asked once per visit, not once per page — its answer stays
// fresh for 60 s across the pages of a client-side visit (issue #11), and is asked again only once it is stale.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createQueryClient } from '@/lib/client/query-client';
import { USER_COOKIE, USER_QUERY_STALE_MS } from '@/lib/shared/session';
import { useUser } from './useUser';

const get = jest.fn();
jest.mock('@/lib/client/api', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

function Page({ name }: { name: string }) {
  const { user } = useUser();
  return <p>{`${name}: ${user ? user.mbNick : 'nobody'}`}</p>;
}

/** A visit: one query client for the whole visit (as pages/_app.tsx keeps it), a page mounted after another. */
async function visit(pages: string[], clock: { now: number }, stepMs = 1_000, client = createQueryClient()) {
  const view = render(
    <QueryClientProvider client={client}>
      <Page name={pages[0]!} />
    </QueryClientProvider>,
  );
  await screen.findByText(`${pages[0]}: collector`);
  for (const name of pages.slice(1)) {
    clock.now += stepMs;
    // A different page component: the old one unmounts, the new one mounts (client-side navigation).
    view.rerender(
      <QueryClientProvider client={client}>
        <Page key={name} name={name} />
      </QueryClientProvider>,
    );
    await screen.findByText(`${name}: collector`);
  }
  return view;
}

let clock: { now: number };
beforeEach(() => {
  get.mockReset();
  get.mockResolvedValue({ mbNick: 'collector' });
  clock = { now: Date.parse('2026-11-24T04:00:00Z') };
  jest.spyOn(Date, 'now').mockImplementation(() => clock.now);
  Cookies.set(USER_COOKIE, 'display');
});
afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(USER_COOKIE);
});

test('five pages of one visit ask who is signed in once', async () => {
  await visit(['dashboard', 'profile', 'orders', 'order', 'submit'], clock);
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/api/login');
});

test('a page mounted after the answer went stale asks again, once', async () => {
  const client = createQueryClient();
  await visit(['dashboard', 'profile'], clock, 1_000, client);
  expect(get).toHaveBeenCalledTimes(1);
  clock.now += USER_QUERY_STALE_MS + 1;
  await visit(['orders', 'order'], clock, 1_000, client);
  expect(get).toHaveBeenCalledTimes(2);
});

test('without a session nothing is asked', async () => {
  Cookies.remove(USER_COOKIE);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page name="home" />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(screen.getByText('home: nobody')).toBeTruthy());
  expect(get).not.toHaveBeenCalled();
});
