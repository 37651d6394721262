// A like button of the community feed (issue #25) on the cached page. Unlike the album page's button it reads nothing
// on load: a page of 20 items would send 20 requests per visitor. It shows the count the page was cached with, and the
// first press likes (POST) — the answer says the live count and that the member likes it, also when they already
// did — the next press unlikes (DELETE). `path` is the album's like (/api/albums/[id]/like) for an album's item, the
// item's own (/api/community/items/[id]/like) for a card or post. A guest is told to log in. The access token lives
// minutes, the login a year: on a 401 the session is renewed once and the press sent again, as the axios clients do.
import { useCallback, useState } from 'react';
import { pressLike } from '@/lib/client/like-press';

export interface FeedLike {
  liked: boolean;
  likeCount: number;
  busy: boolean;
  loginNeeded: boolean;
  failed: boolean;
  toggle(): Promise<void>;
}

export function useFeedLike(path: string, cachedCount: number): FeedLike {
  const [state, setState] = useState({ liked: false, likeCount: cachedCount });
  const [busy, setBusy] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = useCallback(async () => {
    if (busy) return;
    setBusy(true);
    setFailed(false);
    setLoginNeeded(false);
    const press = await pressLike(path, state.liked);
    if (press.ok) setState({ liked: press.state.liked === true, likeCount: press.state.likeCount });
    else if (press.loginNeeded) setLoginNeeded(true);
    else setFailed(true);
    setBusy(false);
  }, [busy, path, state.liked]);

  return { ...state, busy, loginNeeded, failed, toggle };
}
