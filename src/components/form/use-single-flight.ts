import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async action so that a second call while one is in flight is ignored
 * (double clicks, Enter pressed twice): saves here are pessimistic and never sent twice.
 */
export function useSingleFlight<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setPending(true);
      try {
        return await action(...args);
      } finally {
        busy.current = false;
        setPending(false);
      }
    },
    [action],
  );
  return [run, pending] as const;
}
