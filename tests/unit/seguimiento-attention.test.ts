import { describe, expect, it } from 'vitest';
import {
  cumple,
  esperaDesde,
  filtrosAtencion,
  type Atencion,
} from '@/features/facturas/seguimiento/attention';

const HORA = 3_600_000;
// 26 Nov 2026, 14:00 in Costa Rica (the tests run in America/Costa_Rica).
const AHORA = new Date(2026, 10, 26, 14, 0, 0).getTime();
/** Local ISO date-time of a moment, as the server writes it. */
const iso = (t: number) => {
  const d = new Date(t);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
};

const row = (
  over: Partial<{
    facturaId: number;
    estado: 'Ingresada' | 'Finalizada' | 'Anulada';
    enviadaHacienda: 0 | 1 | 2;
    estadoHacienda: string;
    fecha: string;
    pendienteDesde: string | null;
  }>,
) => ({
  facturaId: 1,
  estado: 'Ingresada' as 'Ingresada' | 'Finalizada' | 'Anulada',
  enviadaHacienda: 0 as 0 | 1 | 2,
  estadoHacienda: '',
  fecha: '2026-11-25T10:00:00',
  pendienteDesde: null as string | null,
  ...over,
});
const enviada = (estadoHacienda: string, pendienteDesde: string | null) =>
  row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda, pendienteDesde });

describe("cumple: 'Pendientes con Hacienda'", () => {
  it.each<[string, Atencion, ReturnType<typeof row>, number | undefined, boolean]>([
    ['rejected', 'rechazadas', row({ estadoHacienda: 'rechazado' }), undefined, true],
    [
      'rejected then annulled is not to fix',
      'rechazadas',
      row({ estado: 'Anulada', enviadaHacienda: 2, estadoHacienda: 'rechazado' }),
      undefined,
      false,
    ],
    [
      'accepted is not rejected',
      'rechazadas',
      row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'aceptado' }),
      undefined,
      false,
    ],
    [
      'pending for exactly 3 hours, sent from any browser',
      'sinRespuesta',
      enviada('no_aceptado_rechazado', iso(AHORA - 3 * HORA)),
      undefined,
      true,
    ],
    [
      'pending for 2 h 59',
      'sinRespuesta',
      enviada('procesando', iso(AHORA - 3 * HORA + 60_000)),
      undefined,
      false,
    ],
    [
      'pending, issued long ago but sent an hour ago: the send counts, not the issue',
      'sinRespuesta',
      enviada('procesando', iso(AHORA - HORA)),
      undefined,
      false,
    ],
    [
      'a batch send under way for 4 hours',
      'sinRespuesta',
      row({ estadoHacienda: 'enviando', pendienteDesde: iso(AHORA - 4 * HORA) }),
      undefined,
      true,
    ],
    [
      'pending, but the server gives no moment',
      'sinRespuesta',
      enviada('procesando', null),
      undefined,
      false,
    ],
    [
      'answered is not unanswered, whatever moment it carries',
      'sinRespuesta',
      enviada('aceptado', iso(AHORA - 9 * HORA)),
      undefined,
      false,
    ],
    [
      'annulled while pending is not unanswered',
      'sinRespuesta',
      row({
        estado: 'Anulada',
        enviadaHacienda: 2,
        estadoHacienda: 'no_aceptado_rechazado',
        pendienteDesde: iso(AHORA - 9 * HORA),
      }),
      undefined,
      false,
    ],
    ['never sent, issued yesterday', 'sinEnviar', row({}), undefined, true],
    [
      'never sent (no_enviada), issued yesterday',
      'sinEnviar',
      row({ estadoHacienda: 'no_enviada' }),
      undefined,
      true,
    ],
    [
      'never sent, issued today at 00:00',
      'sinEnviar',
      row({ fecha: '2026-11-26T00:00:00' }),
      undefined,
      false,
    ],
    ['issued yesterday 23:59', 'sinEnviar', row({ fecha: '2026-11-25T23:59:59' }), undefined, true],
    ['rejected is not never sent', 'sinEnviar', row({ estadoHacienda: 'rechazado' }), undefined, false],
    [
      'a batch under way is not never sent',
      'sinEnviar',
      row({ estadoHacienda: 'enviando' }),
      undefined,
      false,
    ],
    [
      'annulled is not to send',
      'sinEnviar',
      row({ estado: 'Anulada', enviadaHacienda: 2 }),
      undefined,
      false,
    ],
  ])('%s', (_caso, atencion, r, _sinUso, esperado) => {
    expect(cumple(atencion, r, AHORA)).toBe(esperado);
  });
});

describe("esperaDesde: since when a send has waited, by the server's word", () => {
  const { pendienteDesde: _, ...sinCampo } = enviada('procesando', null);
  it.each<[string, Parameters<typeof esperaDesde>[0], ReturnType<typeof esperaDesde>]>([
    [
      'the row says when its send was made',
      enviada('procesando', iso(AHORA - 4 * HORA)),
      { desde: AHORA - 4 * HORA, exacta: true },
    ],
    ['a row with a verdict does not wait', enviada('aceptado', iso(AHORA - 4 * HORA)), null],
    ['the server says nothing waits', enviada('procesando', null), null],
    [
      'a backend without the field: the issue moment, which no send precedes, and not exact',
      { ...sinCampo, fecha: iso(AHORA - 5 * HORA) },
      { desde: AHORA - 5 * HORA, exacta: false },
    ],
  ])('%s', (_caso, r, esperado) => {
    expect(esperaDesde(r)).toEqual(esperado);
  });

  it('without the field, an invoice issued under 3 hours ago cannot count; issued earlier it does', () => {
    expect(cumple('sinRespuesta', { ...sinCampo, fecha: iso(AHORA - 2 * HORA) }, AHORA)).toBe(false);
    expect(cumple('sinRespuesta', { ...sinCampo, fecha: iso(AHORA - 3 * HORA) }, AHORA)).toBe(true);
  });
});

describe('filtrosAtencion: the one list call the three are read from (D41)', () => {
  it('every invoice of the last 90 days, whatever its state', () => {
    expect(filtrosAtencion(AHORA)).toEqual({
      clienteId: 0,
      estado: 'TODOS',
      estadoPago: 'TODOS',
      enviadas: -1,
      fechaInicio: '28-8-2026',
      fechaFinal: '',
    });
  });
});
