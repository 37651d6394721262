// A like button of the community feed (issue #25) on the cached page. Unlike the album page's button it reads nothing
// itself on load (a page of 20 items would send 20 requests per visitor): it shows the count the page was cached with
// until the page's one read of the member's likes arrives (`live`, feed-likes-context.tsx), then that. A press likes
// (POST) or unlikes (DELETE) by what the button shows; the answer is the live count and the member's like. `path` is the album's like (/api/albums/[id]/like) for an album's item, the
// item's own (/api/community/items/[id]/like) for a card or post. A guest is told to log in. The access token lives
// minutes, the login a year: on a 401 the session is renewed once and the press sent again, as the axios clients do.
import { useCallback, useEffect, useRef, useState } from 'react';
import { pressLike } from '@/lib/client/like-press';
import type { FeedLikeState } from '@/lib/shared/feed/feed-views';

export interface FeedLike {
  liked: boolean;
  likeCount: number;
  busy: boolean;
  loginNeeded: boolean;
  failed: boolean;
  toggle(): Promise<void>;
}

export function useFeedLike(path: string, cachedCount: number, live?: FeedLikeState): FeedLike {
  const [state, setState] = useState({ liked: false, likeCount: cachedCount });
  // A press's answer is newer than the page's read: once pressed, the read no longer applies.
  const pressed = useRef(false);
  useEffect(() => {
    if (live && !pressed.current) setState({ liked: live.liked === true, likeCount: live.likeCount });
  }, [live]);
  const [busy, setBusy] = useState(false);
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = useCallback(async () => {
    if (busy) return;
    pressed.current = true;
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
