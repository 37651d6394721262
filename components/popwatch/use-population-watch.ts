// The follow button's state (issue #25, pop watch) on the public, cached certificate and population pages. On a
// certificate's page (one card) it reads whether the member follows the card after load; in the report's table (a
// page of cards) it reads nothing — a page of 25 rows would send 25 requests per visitor — and the first press follows
// (the answer says so also when the member already did), the next unfollows. Plain fetch, no React Query, no MUI.
// The access token lives minutes, the login a year: on a 401 the session is renewed once and the call sent again.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import { POPULATION_WATCH_API, type PopulationWatchState } from '@/lib/shared/population-watch';

const RENEW_PATH = '/api/login/renew';

async function renewSession(): Promise<boolean> {
  try {
    await fetchApi.post(RENEW_PATH, {});
    return true;
  } catch (error) {
    return error instanceof ApiError && error.code === 'SESSION_RENEWED';
  }
}

/** One call, with one renewal of the session on a 401. */
async function withRenewal<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await renewSession())) return call();
    throw error;
  }
}

export type WatchTarget = { populationCardId: number } | { serial: string };

export interface PopulationWatch {
  following: boolean;
  busy: boolean;
  loginNeeded: boolean;
  failed: boolean;
  toggle(): Promise<void>;
}

export function usePopulationWatch(target: WatchTarget, options: { enabled: boolean; readOnLoad: boolean }): PopulationWatch {
  const key = 'serial' in target ? `serial=${target.serial}` : `id=${target.populationCardId}`;
  const [following, setFollowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [failed, setFailed] = useState(false);
  const params = 'serial' in target ? { serial: target.serial } : { populationCardId: target.populationCardId };

  useEffect(() => {
    if (!options.enabled || !options.readOnLoad) return;
    let live = true;
    withRenewal(() => fetchApi.get<PopulationWatchState>(POPULATION_WATCH_API, { params }))
      .then((state) => live && setFollowing(state.following))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // `params` follows `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, options.enabled, options.readOnLoad]);

  const toggle = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const state = await withRenewal(() =>
        following ? fetchApi.delete<PopulationWatchState>(POPULATION_WATCH_API, { params }) : fetchApi.post<PopulationWatchState>(POPULATION_WATCH_API, params),
      );
      setFollowing(state.following);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setLoginNeeded(true);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, following, key]);

  return { following, busy, loginNeeded, failed, toggle };
}
