import { useCallback, useEffect, useState } from 'react';

/** Whole seconds counting down to zero from `initial`; `restart()` starts again from `seconds`. */
export function useCountdown(initial: number, seconds = initial): { remaining: number; restart: () => void } {
  const [remaining, setRemaining] = useState(initial);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const restart = useCallback(() => setRemaining(seconds), [seconds]);
  return { remaining, restart };
}
