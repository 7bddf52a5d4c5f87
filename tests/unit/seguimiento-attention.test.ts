import { describe, expect, it } from 'vitest';
import {
  cumple,
  esperas,
  filtrosAtencion,
  yaNoEsperan,
  type Atencion,
} from '@/features/facturas/seguimiento/attention';

const HORA = 3_600_000;
// 26 Nov 2026, 14:00 in Costa Rica (the tests run in America/Costa_Rica).
const AHORA = new Date(2026, 10, 26, 14, 0, 0).getTime();

const row = (
  over: Partial<{
    facturaId: number;
    estado: 'Ingresada' | 'Finalizada' | 'Anulada';
    enviadaHacienda: 0 | 1 | 2;
    estadoHacienda: string;
    fecha: string;
  }>,
) => ({
  facturaId: 1,
  estado: 'Ingresada' as 'Ingresada' | 'Finalizada' | 'Anulada',
  enviadaHacienda: 0 as 0 | 1 | 2,
  estadoHacienda: '',
  fecha: '2026-11-25T10:00:00',
  ...over,
});

describe("cumple: 'Pendientes con Hacienda' (issue 25 §2)", () => {
  const desde = (ms?: number) => () => ms;
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
      'pending for exactly 3 hours',
      'sinRespuesta',
      row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'no_aceptado_rechazado' }),
      AHORA - 3 * HORA,
      true,
    ],
    [
      'pending for 2 h 59',
      'sinRespuesta',
      row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'procesando' }),
      AHORA - 3 * HORA + 60_000,
      false,
    ],
    [
      'pending since unknown here',
      'sinRespuesta',
      row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'procesando' }),
      undefined,
      false,
    ],
    [
      'answered long ago is not unanswered',
      'sinRespuesta',
      row({ estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'aceptado' }),
      AHORA - 9 * HORA,
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
  ])('%s', (_caso, atencion, r, pendienteDesde, esperado) => {
    expect(cumple(atencion, r, AHORA, desde(pendienteDesde))).toBe(esperado);
  });
});

describe('filtrosAtencion: the list call each is read from', () => {
  it('rejected and never sent: Ingresada not sent, the last 90 days', () => {
    expect(filtrosAtencion('rechazadas', AHORA)).toEqual({
      clienteId: 0,
      estado: 'Ingresada',
      estadoPago: 'TODOS',
      enviadas: 0,
      fechaInicio: '28-8-2026',
      fechaFinal: '',
    });
    expect(filtrosAtencion('sinEnviar', AHORA)).toEqual(filtrosAtencion('rechazadas', AHORA));
  });
  it('unanswered: every sent one', () => {
    expect(filtrosAtencion('sinRespuesta', AHORA)).toMatchObject({ estado: 'TODOS', enviadas: 1 });
  });
});

describe("esperas: which remembered invoices could count as 'sinRespuesta' (issue 36 §0)", () => {
  it('splits at exactly 3 hours, the same bound as cumple', () => {
    const memoria = { 1: AHORA - 3 * HORA, 2: AHORA - 3 * HORA + 1, 3: AHORA - 10 * HORA, 4: AHORA };
    expect(esperas(memoria, AHORA)).toEqual({ vencidas: [1, 3], recientes: [2, 4] });
    expect(esperas({}, AHORA)).toEqual({ vencidas: [], recientes: [] });
  });

  it.each<[string, Partial<Parameters<typeof row>[0]> | null, boolean, boolean]>([
    // [case, its row among the lists read (null: in none), the lists complete, forgotten]
    [
      'still pending',
      { estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'procesando' },
      true,
      false,
    ],
    ['a batch send under way', { estadoHacienda: 'enviando' }, true, false],
    [
      'accepted elsewhere',
      { estado: 'Finalizada', enviadaHacienda: 1, estadoHacienda: 'aceptado' },
      true,
      true,
    ],
    ['rejected elsewhere', { estadoHacienda: 'rechazado' }, true, true],
    [
      'annulled while pending',
      { estado: 'Anulada', enviadaHacienda: 1, estadoHacienda: 'no_aceptado_rechazado' },
      true,
      true,
    ],
    ['in neither list (annulled, or issued before the window)', null, true, true],
    ['in neither list, but a list was cut short', null, false, false],
  ])('yaNoEsperan: %s', (_caso, fila, completas, olvidada) => {
    const filas = fila ? [row({ ...fila, facturaId: 7 })] : [row({ facturaId: 8 })];
    expect(yaNoEsperan([7], filas, completas)).toEqual(olvidada ? [7] : []);
  });

  it('every invoice that would count is kept', () => {
    const pendiente = row({
      facturaId: 7,
      estado: 'Finalizada',
      enviadaHacienda: 1,
      estadoHacienda: 'procesando',
    });
    expect(cumple('sinRespuesta', pendiente, AHORA, () => AHORA - 4 * HORA)).toBe(true);
    expect(yaNoEsperan([7], [pendiente], true)).toEqual([]);
  });
});
