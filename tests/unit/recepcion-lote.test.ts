import { describe, expect, it } from 'vitest';
import type { Envio } from '@/features/confirmacion/recepcion/rows';
import { responderLote, type LlamadasLote } from '@/features/confirmacion/recepcion/lote';
import { ApiError } from '@/lib/errors';

const items = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, archivo: new File(['<x/>'], `d${i + 1}.xml`) }));

/** Calls that answer after a turn, recording their order and how many run at once. */
function llamadas({
  result = () => 1,
  falla,
}: {
  result?: (fileName: string) => number;
  falla?: (fileName: string, paso: 'subir' | 'responder') => Error | undefined;
} = {}) {
  const log: string[] = [];
  let enVuelo = 0;
  let maximo = 0;
  const turno = () => new Promise((r) => setTimeout(r, 1));
  const c: LlamadasLote = {
    subir: async (archivo) => {
      enVuelo += 1;
      maximo = Math.max(maximo, enVuelo);
      log.push(`subir ${archivo.name}`);
      await turno();
      const e = falla?.(archivo.name, 'subir');
      if (e) {
        enVuelo -= 1;
        throw e;
      }
      return { fileName: `s-${archivo.name}`, documento: true, mensaje: '' };
    },
    responder: async (accion, fileName, mensaje) => {
      log.push(`${accion} ${fileName} ${mensaje}`);
      await turno();
      enVuelo -= 1;
      const e = falla?.(fileName, 'responder');
      if (e) throw e;
      return { result: result(fileName), resultStr: 'ya fue confirmado' };
    },
  };
  return { c, log, maximo: () => maximo };
}

function registro() {
  const estados = new Map<number, Envio[]>();
  return {
    alCambiar: (id: number, e: Envio) => estados.set(id, [...(estados.get(id) ?? []), e]),
    ultimo: (id: number) => estados.get(id)?.at(-1),
    estados,
  };
}

describe('responderLote', () => {
  it('each document: its upload then its answer with the message, two at a time at most', async () => {
    const { c, log, maximo } = llamadas();
    const r = registro();
    const fin = await responderLote({
      items: items(5),
      accion: 'confirmar',
      mensaje: 'Recibido',
      llamadas: c,
      alCambiar: r.alCambiar,
    }).terminado;
    expect(fin).toBe('completo');
    expect(maximo()).toBe(2);
    for (let i = 1; i <= 5; i++) {
      const subir = log.indexOf(`subir d${i}.xml`);
      const ok = log.indexOf(`confirmar s-d${i}.xml Recibido`);
      expect(subir).toBeGreaterThanOrEqual(0);
      expect(ok).toBeGreaterThan(subir);
      expect(r.estados.get(i)).toEqual([{ tipo: 'enviando' }, { tipo: 'hecho', accion: 'confirmar' }]);
    }
    expect(log.filter((l) => l.startsWith('confirmar'))).toHaveLength(5);
  });

  it.each([
    ['confirmar', 1, 'hecho'],
    ['confirmar', -1, 'hecho'],
    ['confirmar', 0, 'fallido'],
    ['rechazar', 1, 'hecho'],
    ['rechazar', -1, 'fallido'],
    ['rechazar', 0, 'fallido'],
  ] as const)('%s answered with result %i: %s', async (accion, result, tipo) => {
    const { c } = llamadas({ result: () => result });
    const r = registro();
    await responderLote({ items: items(1), accion, mensaje: 'm', llamadas: c, alCambiar: r.alCambiar })
      .terminado;
    expect(r.ultimo(1)?.tipo).toBe(tipo);
    if (tipo === 'fallido') expect(r.ultimo(1)).toEqual({ tipo: 'fallido', mensaje: 'ya fue confirmado' });
  });

  it('a failure marks its row with the server message and the batch goes on', async () => {
    const { c, log } = llamadas({
      falla: (name, paso) =>
        name === 'd2.xml' && paso === 'subir' ? new ApiError('El archivo supera los 5 MB', 400) : undefined,
    });
    const r = registro();
    const fin = await responderLote({
      items: items(4),
      accion: 'rechazar',
      mensaje: 'No corresponde',
      llamadas: c,
      alCambiar: r.alCambiar,
    }).terminado;
    expect(fin).toBe('completo');
    expect(r.ultimo(2)).toEqual({ tipo: 'fallido', mensaje: 'El archivo supera los 5 MB' });
    expect([1, 3, 4].map((id) => r.ultimo(id)?.tipo)).toEqual(['hecho', 'hecho', 'hecho']);
    expect(log.filter((l) => l.startsWith('rechazar'))).toHaveLength(3);
  });

  it('a 401 stops the batch: what was answered stays answered, the one refused and the rest stay ready', async () => {
    const { c, log } = llamadas({
      falla: (name, paso) =>
        name === 's-d3.xml' && paso === 'responder' ? new ApiError('Sesión expirada', 401) : undefined,
    });
    const r = registro();
    const fin = await responderLote({
      items: items(8),
      accion: 'confirmar',
      mensaje: 'm',
      llamadas: c,
      alCambiar: r.alCambiar,
    }).terminado;
    expect(fin).toBe('sesion');
    expect(r.ultimo(1)?.tipo).toBe('hecho');
    expect(r.ultimo(2)?.tipo).toBe('hecho');
    expect(r.ultimo(3)).toEqual({ tipo: 'ninguno' });
    // The other worker finishes the document it had in hand (d4); nothing after it starts.
    expect(r.ultimo(4)?.tipo).toBe('hecho');
    for (const id of [5, 6, 7, 8]) expect(r.estados.has(id)).toBe(false);
    expect(log.some((l) => l.includes('d5.xml'))).toBe(false);
  });

  it('Cancelar lets the documents in flight finish and starts no other', async () => {
    const { c, log } = llamadas();
    const r = registro();
    const lote = responderLote({
      items: items(10),
      accion: 'confirmar',
      mensaje: 'm',
      llamadas: c,
      alCambiar: r.alCambiar,
    });
    await new Promise((res) => setTimeout(res, 0));
    lote.cancelar();
    expect(await lote.terminado).toBe('cancelado');
    const tocados = [...r.estados.keys()];
    expect(tocados).toEqual([1, 2]);
    expect(tocados.map((id) => r.ultimo(id)?.tipo)).toEqual(['hecho', 'hecho']);
    expect(log.filter((l) => l.startsWith('confirmar'))).toHaveLength(2);
  });

  it('an upload the server reads no document in fails with its message and sends no answer', async () => {
    const { c, log } = llamadas();
    c.subir = async () => ({ fileName: 'x', documento: false, mensaje: 'No es un comprobante' });
    const r = registro();
    await responderLote({
      items: items(1),
      accion: 'confirmar',
      mensaje: 'm',
      llamadas: c,
      alCambiar: r.alCambiar,
    }).terminado;
    expect(r.ultimo(1)).toEqual({ tipo: 'fallido', mensaje: 'No es un comprobante' });
    expect(log.some((l) => l.startsWith('confirmar'))).toBe(false);
  });
});
