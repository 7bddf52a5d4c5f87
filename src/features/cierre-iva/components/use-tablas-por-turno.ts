import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '@/lib/after-paint';

/**
 * Which of the worksheet's tables of documents (the credit at risk, the lists apart) are drawn: none
 * while the month loads, then one more after each painted frame once it has ended or stopped, so the
 * worksheet's last figures show first and no single task draws every list. While the load runs their
 * rows change every second, so they wait for its end (D70). A worksheet shown complete from the start
 * (a month reopened from its stored load) draws them the same way after its first paint.
 */
export function useTablasPorTurno(enCarga: boolean, cuantas: number): (tabla: number) => boolean {
  const [dibujadas, setDibujadas] = useState(0);
  // A load started again (Reanudar, Volver a pedir) takes the tables away until it ends.
  const [cargaVista, setCargaVista] = useState(enCarga);
  if (cargaVista !== enCarga) {
    setCargaVista(enCarga);
    if (enCarga) setDibujadas(0);
  }
  useEffect(() => {
    if (enCarga || dibujadas >= cuantas) return;
    return afterPaint(() => startTransition(() => setDibujadas((n) => n + 1)));
  }, [enCarga, dibujadas, cuantas]);
  const hechas = enCarga ? 0 : dibujadas;
  return (tabla) => tabla < hechas;
}
