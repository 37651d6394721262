// One press of a like button on the public pages (issue #25: an album's page, the community feed): POST likes, DELETE
// unlikes, and the answer is the live state. Plain fetch (fetch-api.ts): those pages load no React Query. The access
// token lives minutes, the login a year: on a 401 the session is renewed once and the press sent again, as the axios
// clients do; a renewal refused means the member must log in.
import { ApiError } from './api-error';
import { fetchApi } from './fetch-api';

const RENEW_PATH = '/api/login/renew';

export interface LikeState {
  /** null: a guest (or not known yet). */
  liked: boolean | null;
  likeCount: number;
}

/** One renewal of the session; true when the cookies are new (also when another tab renewed a moment ago). */
export async function renewSession(): Promise<boolean> {
  try {
    await fetchApi.post(RENEW_PATH, {});
    return true;
  } catch (error) {
    return error instanceof ApiError && error.code === 'SESSION_RENEWED';
  }
}

export type LikePress = { ok: true; state: LikeState } | { ok: false; loginNeeded: boolean };

export async function pressLike(path: string, liked: boolean): Promise<LikePress> {
  const send = () => (liked ? fetchApi.delete<LikeState>(path) : fetchApi.post<LikeState>(path));
  try {
    return { ok: true, state: await send() };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) return { ok: false, loginNeeded: false };
    if (!(await renewSession())) return { ok: false, loginNeeded: true };
    return send().then(
      (state) => ({ ok: true, state }),
      () => ({ ok: false, loginNeeded: true }),
    );
  }
}
