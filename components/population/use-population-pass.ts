// The CAPTCHA pass of the population report, on the page's side (docs/product/certificates.md#captcha): every call of
// the report runs through `withPass`. Without a pass known to be valid, the proof of work is shown (the ALTCHA widget,
// loaded only then: CaptchaField) and the call waits; once it is solved, the solution is exchanged for a pass (POST
// /api/population/pass, good once) and the call goes. A call the server refuses with CAPTCHA_REQUIRED (the pass expired,
// or its calls were used up) asks again the same way, then is retried. The pass itself is an httpOnly cookie: the page
// only remembers until when it lasts (sessionStorage), to know whether to ask before calling. `prepare` shows the check
// as soon as the visitor starts typing, so it is usually solved by the time they search.
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '@/lib/client/api-error';
import { fetchApi } from '@/lib/client/fetch-api';
import type { PopulationPassView } from '@/lib/shared/certificates/population-report';

const PASS_UNTIL_KEY = 'cardgrade.population.passUntil';
/** A pass about to end is treated as ended: the call would cross its end. */
const MARGIN_MS = 10_000;

function passUntil(): number {
  try {
    return Number(sessionStorage.getItem(PASS_UNTIL_KEY)) || 0;
  } catch {
    return 0;
  }
}

function rememberPass(until: number): void {
  try {
    if (until > 0) sessionStorage.setItem(PASS_UNTIL_KEY, String(until));
    else sessionStorage.removeItem(PASS_UNTIL_KEY);
  } catch {
    // Storage refused (private mode): the page asks whenever the server says so.
  }
}

export const hasPass = () => passUntil() > Date.now() + MARGIN_MS;

export interface CaptchaState {
  /** The widget is on the page (solving, or solved and waiting for a search). */
  shown: boolean;
  /** Changes for a fresh challenge: a solution is good once. */
  round: number;
  /** A call waits for the check. */
  waiting: boolean;
  /** The last solution was refused (expired, replayed): a fresh challenge is solving. */
  failed: boolean;
}

export type Call = () => Promise<void>;

export function usePopulationPass() {
  const [captcha, setCaptcha] = useState<CaptchaState>({ shown: false, round: 0, waiting: false, failed: false });
  /** The call waiting for the check. */
  const pending = useRef<Call | null>(null);
  /** A solution solved ahead of any call. */
  const solution = useRef<string | null>(null);
  /** The widget on the page holds nothing usable any more (its solution expired): the next call needs a fresh one. */
  const stale = useRef(false);

  /**
   * Makes `call` wait for the check. A widget already on the page and still solving is left to finish (a fresh challenge
   * would throw its work away); otherwise a fresh challenge is shown.
   */
  const ask = useCallback((call: Call, failed = false) => {
    pending.current = call;
    solution.current = null;
    setCaptcha((state) => {
      if (state.shown && !failed && !stale.current) return { ...state, waiting: true };
      stale.current = false;
      return { shown: true, round: state.round + 1, waiting: true, failed };
    });
  }, []);

  const exchange = useCallback(async (payload: string) => {
    // Spent either way: the widget's solution is good for this one request.
    stale.current = true;
    const pass = await fetchApi.post<PopulationPassView>('/api/population/pass', { captcha: payload });
    rememberPass(Date.parse(pass.expiresAt));
    setCaptcha((state) => ({ ...state, shown: false, waiting: false, failed: false }));
  }, []);

  const withPass = useCallback(
    async function run(call: Call): Promise<void> {
      if (!hasPass()) {
        const solved = solution.current;
        solution.current = null;
        if (!solved) return ask(call);
        try {
          await exchange(solved);
        } catch {
          return ask(call, true);
        }
      }
      try {
        await call();
      } catch (error) {
        if (ApiError.from(error).code !== 'CAPTCHA_REQUIRED') throw error;
        rememberPass(0);
        ask(call);
      }
    },
    [ask, exchange],
  );

  /** The widget's answer: a solution (or null when it resets or expires). */
  const onSolved = useCallback(
    (payload: string | null) => {
      if (payload === null) {
        // A new round starts empty; a solution dropped afterwards expired.
        if (solution.current !== null) stale.current = true;
        solution.current = null;
        return;
      }
      const call = pending.current;
      if (!call) {
        solution.current = payload;
        return;
      }
      pending.current = null;
      solution.current = payload;
      // withPass exchanges the solution first; a refused call asks again by itself.
      void withPass(call).catch(() => undefined);
    },
    [withPass],
  );

  /** The visitor started on the form: solve ahead when no pass is known. */
  const prepare = useCallback(() => {
    if (hasPass()) return;
    setCaptcha((state) => {
      if (state.shown) return state;
      stale.current = false;
      return { shown: true, round: state.round + 1, waiting: false, failed: false };
    });
  }, []);

  return { captcha, withPass, onSolved, prepare };
}
