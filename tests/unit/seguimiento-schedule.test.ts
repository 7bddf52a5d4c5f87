import { describe, expect, it } from 'vitest';
import {
  scheduleAfterConsulta,
  scheduleAfterEnvio,
  scheduleSeen,
  consultaDe,
  ESPERAS_MS,
  proximaConsulta,
  sinVeredicto,
  type Schedule,
} from '@/features/facturas/seguimiento/schedule';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 26, 14, 0, 0);

/** The agenda after automatic checks at these minutes after T0 (none with a verdict). */
const tras = (inicio: Schedule, minutos: number[], manual: number[] = []) =>
  minutos.reduce((a, m) => scheduleAfterConsulta(a, T0 + m * MIN, manual.includes(m)), inicio);

describe('proximaConsulta: when Hacienda is asked again', () => {
  it.each([
    // [case, agenda, next due, minutes after T0]
    ['a send left pending: when the 5-minute block ends', scheduleAfterEnvio(T0), 5],
    ['a row loaded already pending: at once', scheduleSeen(T0), 0],
    ['1 check (at 5): 5 minutes later', tras(scheduleAfterEnvio(T0), [5]), 10],
    ['2 checks (5, 10): 10 minutes later', tras(scheduleAfterEnvio(T0), [5, 10]), 20],
    ['3 checks: 20 minutes later', tras(scheduleAfterEnvio(T0), [5, 10, 20]), 40],
    ['4 checks: 40 minutes later', tras(scheduleAfterEnvio(T0), [5, 10, 20, 40]), 80],
    ['5 checks: 60 minutes later', tras(scheduleAfterEnvio(T0), [5, 10, 20, 40, 80]), 140],
    ['6 checks: every 60 from then on', tras(scheduleAfterEnvio(T0), [5, 10, 20, 40, 80, 140]), 200],
    ['7 checks: still 60', tras(scheduleAfterEnvio(T0), [5, 10, 20, 40, 80, 140, 200]), 260],
    ['a late check (the tab was hidden) counts from when it ran', tras(scheduleSeen(T0), [0, 95]), 105],
    ['a manual press after 4 checks starts again at 5', tras(scheduleSeen(T0), [0, 5, 15, 35, 50], [50]), 55],
    ['automatic checks after a press go on 10, 20…', tras(scheduleSeen(T0), [0, 5, 7, 12], [7]), 22],
  ])('%s', (_caso, agenda, minutos) => {
    expect(proximaConsulta(agenda)).toBe(T0 + (minutos as number) * MIN);
  });

  it('waits 5, 10, 20, 40, then 60 minutes', () => {
    expect(ESPERAS_MS.map((ms) => ms / MIN)).toEqual([5, 10, 20, 40, 60]);
  });
});

const fila = (
  estado: 'Ingresada' | 'Finalizada' | 'Anulada',
  enviadaHacienda: 0 | 1 | 2,
  estadoHacienda: string,
) => ({
  estado,
  enviadaHacienda,
  estadoHacienda,
});

describe('consultaDe: what is asked about a row', () => {
  it.each([
    [
      'pending after a send (no_aceptado_rechazado)',
      fila('Finalizada', 1, 'no_aceptado_rechazado'),
      false,
      'factura',
    ],
    ['procesando', fila('Finalizada', 1, 'procesando'), false, 'factura'],
    ['enviando (a batch under way)', fila('Ingresada', 0, 'enviando'), false, 'factura'],
    ['accepted', fila('Finalizada', 1, 'aceptado'), false, null],
    ['rejected', fila('Ingresada', 0, 'rechazado'), false, null],
    ['never sent', fila('Ingresada', 0, ''), false, null],
    ['no_enviada', fila('Ingresada', 0, 'no_enviada'), false, null],
    ['annulled, credit note not answered yet', fila('Anulada', 2, 'aceptado'), false, 'nc'],
    [
      'annulled while pending: its credit note, not the invoice',
      fila('Anulada', 2, 'no_aceptado_rechazado'),
      false,
      'nc',
    ],
    ['annulled, credit note already answered here', fila('Anulada', 2, 'aceptado'), true, null],
    // A credit note's check patches the row to enviadaHacienda 1 (seed 2 §4) while it stays Anulada
    // and still offers 'Obtener Respuesta Nota Credito': its note is still waited for.
    ["annulled, patched to enviadaHacienda 1 by a 'not yet'", fila('Anulada', 1, 'aceptado'), false, 'nc'],
    [
      "annulled while pending, patched by a 'not yet'",
      fila('Anulada', 1, 'no_aceptado_rechazado'),
      false,
      'nc',
    ],
    ['annulled, patched, credit note answered here', fila('Anulada', 1, 'aceptado'), true, null],
    ['annulled before it was sent', fila('Anulada', 2, ''), false, 'nc'],
  ])('%s', (_caso, row, ncResuelta, tipo) => {
    expect(consultaDe(row, ncResuelta as boolean)).toBe(tipo);
  });

  it('sinVeredicto: an annulled row never waits for its own send', () => {
    expect(sinVeredicto(fila('Anulada', 1, 'procesando'))).toBe(false);
    expect(sinVeredicto(fila('Finalizada', 1, 'procesando'))).toBe(true);
  });
});
