import { useEffect, useState } from 'react';

const MINUTO = 60_000;

/** Now, again at every minute while `activo` (a count that depends on the time, e.g. the 3-hour window). */
export function useNowByMinute(activo = true): number {
  const [ahora, setAhora] = useState(() => Date.now());
  useEffect(() => {
    if (!activo) return;
    const timer = setInterval(() => setAhora(Date.now()), MINUTO);
    return () => clearInterval(timer);
  }, [activo]);
  return ahora;
}
