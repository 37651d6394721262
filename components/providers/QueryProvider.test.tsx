import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import QueryProvider, { queryClientForThisRender } from './QueryProvider';

describe('QueryProvider (issue #11)', () => {
  it('keeps one client for the whole visit in the browser, so the cache outlives a page without the provider', () => {
    expect(queryClientForThisRender()).toBe(queryClientForThisRender());
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    const first = render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    first.unmount();
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]).toBe(queryClientForThisRender());
  });

  it('keeps the query defaults: no retry, no refetch on focus', () => {
    expect(queryClientForThisRender().getDefaultOptions().queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
  });
});
