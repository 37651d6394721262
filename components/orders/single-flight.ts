// One request per action however fast the member clicks: the button is disabled while the request runs, and this
// lock also holds between two clicks that arrive before the page re-renders.
import { useCallback, useRef } from 'react';

export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    try {
      await work();
    } finally {
      running.current = false;
    }
  }, []);
}
