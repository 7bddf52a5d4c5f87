import { startTransition, useEffect, useState } from 'react';

/**
 * How many of the worksheet's tables of documents (the lists apart, the credit at risk) may be drawn:
 * none while the month loads, then one more in each task once it has ended or stopped. A grid's first
 * drawing is one long task of the page's thread (MUI DataGrid measures and lays itself out in one go),
 * and while the load runs their rows change every second; drawn one per task, no single task carries
 * them all (D70). A worksheet shown complete from the start (a month reopened from its stored load)
 * draws them the same way after its first paint, so its figures show without waiting for three grids.
 */
export function useTablasPorTurno(enCarga: boolean, cuantas: number): number {
  const [dibujadas, setDibujadas] = useState(0);
  // A load started again (Reanudar, Volver a pedir) takes the tables away until it ends.
  const [cargaVista, setCargaVista] = useState(enCarga);
  if (cargaVista !== enCarga) {
    setCargaVista(enCarga);
    if (enCarga) setDibujadas(0);
  }
  useEffect(() => {
    if (enCarga || dibujadas >= cuantas) return;
    // After the next frame is painted: the worksheet's last figures show before any table is drawn.
    let turno: ReturnType<typeof setTimeout> | undefined;
    const cuadro = requestAnimationFrame(() => {
      turno = setTimeout(() => startTransition(() => setDibujadas((n) => n + 1)));
    });
    return () => {
      cancelAnimationFrame(cuadro);
      clearTimeout(turno);
    };
  }, [enCarga, dibujadas, cuantas]);
  return enCarga ? 0 : dibujadas;
}
