import { useEffect, useState } from 'react';

/** How long a valid number must stay as typed before it is asked (a DIMEX is valid at 11 and 12 digits). */
export const ESPERA_MS = 400;

/**
 * The identification to look up in Hacienda's registry: the number once it is complete and valid
 * and the clerk has stopped typing it, else null. A number the form opened with is asked at once.
 * Only the number leaves the browser, once per value (the query keeps the answer for the day).
 */
export function useIdentificacionConsultable(numero: string, valida: boolean): string | null {
  const actual = valida ? numero.trim() : null;
  const [estable, setEstable] = useState<string | null>(actual);
  useEffect(() => {
    if (actual === null) return;
    const reloj = setTimeout(() => setEstable(actual), ESPERA_MS);
    return () => clearTimeout(reloj);
  }, [actual]);
  // A number typed on after it was asked is not the one answered: nothing shows until it settles.
  return estable === actual ? estable : null;
}
