// The member's likes of the feed's items on screen (issue #25; decision 0036 "Likes"): one GET /api/community/likes per
// page of the feed — the cached first page once loaded, each "more" page once drawn — instead of one per heart. Asked
// only when the display cookie says someone is signed in (a guest's hearts show the cached counts and ask for the
// login when pressed). A member whose access token ran out reads as a guest: the session is renewed once and the
// question asked again, as the album page's button does. A failed read leaves the cached counts: the press still works.
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useDisplayUser } from '@/hooks/useDisplayUser';
import { fetchApi } from '@/lib/client/fetch-api';
import { renewSession } from '@/lib/client/like-press';
import { FEED_LIKES_PATH, type FeedLikesAnswer, feedLikesQuery } from '@/lib/shared/feed/feed-likes-query';
import type { FeedEntry, FeedLikeState } from '@/lib/shared/feed/feed-views';

/** Which like a feed item's heart is: an album's item is liked as its album. */
export type FeedLikeTarget = { albumId: number } | { itemId: number };

export function likeTargetOf(item: FeedEntry): FeedLikeTarget {
  return item.kind === 'ALBUM' ? { albumId: item.album.id } : { itemId: item.id };
}

interface FeedLikes {
  stateOf(target: FeedLikeTarget): FeedLikeState | undefined;
  /** Reads the member's likes of these items (nothing for a guest). */
  load(items: readonly FeedEntry[]): void;
}

const EMPTY: FeedLikesAnswer = { items: {}, albums: {} };
const FeedLikesContext = createContext<FeedLikes>({ stateOf: () => undefined, load: () => undefined });

async function readLikes(items: readonly FeedEntry[]): Promise<FeedLikesAnswer> {
  const targets = items.map(likeTargetOf);
  const params = feedLikesQuery({
    items: targets.flatMap((target) => ('itemId' in target ? [target.itemId] : [])),
    albums: targets.flatMap((target) => ('albumId' in target ? [target.albumId] : [])),
  });
  const ask = () => fetchApi.get<FeedLikesAnswer>(FEED_LIKES_PATH, { params });
  const answer = await ask();
  const asGuest = [...Object.values(answer.items), ...Object.values(answer.albums)].some((state) => state.liked === null);
  return asGuest && (await renewSession()) ? ask() : answer;
}

export function FeedLikesProvider({ firstPage, children }: { firstPage: readonly FeedEntry[]; children: ReactNode }) {
  const { user, ready } = useDisplayUser();
  const signedIn = ready && Boolean(user);
  const [known, setKnown] = useState<FeedLikesAnswer>(EMPTY);

  const load = useCallback(
    (items: readonly FeedEntry[]) => {
      if (!signedIn || items.length === 0) return;
      readLikes(items)
        .then((answer) => setKnown((current) => ({ items: { ...current.items, ...answer.items }, albums: { ...current.albums, ...answer.albums } })))
        .catch(() => undefined);
    },
    [signedIn],
  );

  useEffect(() => load(firstPage), [firstPage, load]);

  const value = useMemo<FeedLikes>(
    () => ({ stateOf: (target) => ('albumId' in target ? known.albums[target.albumId] : known.items[target.itemId]), load }),
    [known, load],
  );
  return <FeedLikesContext.Provider value={value}>{children}</FeedLikesContext.Provider>;
}

export function useFeedLikes(): FeedLikes {
  return useContext(FeedLikesContext);
}
