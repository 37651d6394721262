// The like button's state on the cached album page (issue #25): the page carries the count from when it was cached;
// after load the button asks the live count and whether this member likes the album (GET /api/albums/[id]/like), and
// liking or unliking answers the new count. Plain fetch (lib/client/fetch-api.ts): the page loads no React Query.
// The access token lives minutes, the login a year: a member whose token ran out reads as a guest, so when the display
// cookie says someone is signed in the session is renewed once first, as the axios clients do on a 401.
import { useCallback, useEffect, useState } from 'react';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { fetchApi } from '@/lib/client/fetch-api';
import { pressLike, renewSession } from '@/lib/client/like-press';
import type { AlbumLikeState } from '@/lib/shared/albums/gallery-views';
import { albumLikeApiPath } from '@/lib/shared/albums/paths';

export interface AlbumLike {
  /** null until the live state is known, or for a guest. */
  liked: boolean | null;
  likeCount: number;
  loaded: boolean;
  busy: boolean;
  /** The guest pressed the button: the page offers the login. */
  loginNeeded: boolean;
  failed: boolean;
  toggle(): Promise<void>;
}

export function useAlbumLike(albumId: number, cachedCount: number): AlbumLike {
  const path = albumLikeApiPath(albumId);
  const { user, ready } = useDisplayUser();
  const signedIn = Boolean(user);
  const [state, setState] = useState<AlbumLikeState>({ liked: null, likeCount: cachedCount });
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    (async () => {
      let answer = await fetchApi.get<AlbumLikeState>(path);
      if (answer.liked === null && signedIn && (await renewSession())) answer = await fetchApi.get<AlbumLikeState>(path);
      if (live) setState(answer);
    })()
      .catch(() => undefined)
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [path, ready, signedIn]);

  const toggle = useCallback(async () => {
    if (busy || !loaded) return;
    // A guest is told to log in; a member whose like could not be read yet likes (the answer says the truth).
    if (state.liked === null && !signedIn) {
      setLoginNeeded(true);
      return;
    }
    setBusy(true);
    setFailed(false);
    const press = await pressLike(path, state.liked === true);
    if (press.ok) setState(press.state);
    else if (press.loginNeeded) {
      // The session ended since the page loaded and could not be renewed: the member must log in again.
      setState((current) => ({ ...current, liked: null }));
      setLoginNeeded(true);
    } else setFailed(true);
    setBusy(false);
  }, [busy, loaded, path, signedIn, state.liked]);

  return { ...state, loaded, busy, loginNeeded, failed, toggle };
}
