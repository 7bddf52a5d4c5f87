import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Envio, FacturaRow } from '@/features/facturas/contract';
import type { LlamadasCierre } from '@/features/cierre-iva/api';
import { cargarMes, type AvanceCarga, type DatosMes } from '@/features/cierre-iva/loader';
import { almacenIva } from '@/features/cierre-iva/store';
import { leerDocumentoIva, type DocumentoIva, type LecturaIva } from '@/features/cierre-iva/xml-iva';
import { ApiError } from '@/lib/errors';

/*
 * The month's load with its calls injected and the clock held: every call answers after 100 ms of
 * the held clock, so what is in flight at any moment is exact. The store is the real one, on
 * fake-indexeddb (tests/setup.ts gives each test an empty one).
 */

const LATENCIA = 100;
const MES = '2026-10';

const base: DocumentoIva = (() => {
  const xml = readFileSync(
    resolve(import.meta.dirname, '../../mocks/data/xml/facturacr__commonExpectedXml_v4.4.xml'),
    'utf8',
  );
  const r = leerDocumentoIva(xml);
  if (!r.ok) throw new Error(r.motivo);
  return r.documento;
})();

/** A clave of the day dd/10/26 ending in the invoice's id. */
const clave = (id: number, dd = '05', mm = '10') => `506${dd}${mm}26${String(id).padStart(41, '0')}`;

const fila = (facturaId: number, cambios: Partial<FacturaRow> = {}): FacturaRow =>
  ({
    facturaId,
    estadoPago: 'Pendiente Pago',
    subtotal: 0,
    impuestoVentas: 0,
    total: 0,
    fecha: `${MES}-05T10:00:00`,
    cliente: `Cliente ${facturaId}`,
    estado: 'Finalizada',
    hacienda: 'Aceptado',
    enviadaHacienda: 1,
    estadoHacienda: 'aceptado',
    enviando: false,
    updatable: false,
    anulable: true,
    simbol: '₡',
    ...cambios,
  }) as FacturaRow;

/** Reads a "document" whose XML text is its clave: the loader's reading, without the parser. */
const leer = async (xmls: string[]): Promise<LecturaIva[]> =>
  xmls.map((x) => ({ ok: true, documento: { ...base, clave: x } }));

type Servidor = {
  llamadas: LlamadasCierre;
  pedidos: string[];
  maxEnVuelo: () => number;
};

function servidor(
  facturas: FacturaRow[],
  anuladas: FacturaRow[] = [],
  envios: Record<number, Envio[]> = {},
  falla: (pedido: string) => Error | undefined = () => undefined,
): Servidor {
  const pedidos: string[] = [];
  let enVuelo = 0;
  let max = 0;
  const llamar = <T>(pedido: string, signal: AbortSignal, valor: () => T) =>
    new Promise<T>((resolver, rechazar) => {
      pedidos.push(pedido);
      enVuelo += 1;
      max = Math.max(max, enVuelo);
      const fin = () => {
        enVuelo -= 1;
        signal.removeEventListener('abort', cancelar);
      };
      const t = setTimeout(() => {
        fin();
        const e = falla(pedido);
        if (e) rechazar(e);
        else resolver(valor());
      }, LATENCIA);
      const cancelar = () => {
        clearTimeout(t);
        fin();
        rechazar(new DOMException('cancelada', 'AbortError'));
      };
      signal.addEventListener('abort', cancelar);
    });
  return {
    pedidos,
    maxEnVuelo: () => max,
    llamadas: {
      facturas: (_r, estado, pagina, signal) =>
        llamar(`lista ${estado} ${pagina}`, signal, () => {
          const filas = estado === 'TODOS' ? facturas : anuladas;
          return { filas, total: filas.length, paginas: 1 };
        }),
      xml: (id, signal) => llamar(`xml ${id}`, signal, () => clave(id)),
      respuestas: (id, signal) => llamar(`respuestas ${id}`, signal, () => envios[id] ?? []),
      recibidos: (_r, signal) => llamar('recibidos', signal, () => []),
    },
  };
}

const cuantas = (pedidos: string[], prefijo: string) => pedidos.filter((p) => p.startsWith(prefijo)).length;

/** Runs the held clock until the promise settles. */
async function hasta<T>(p: Promise<T>): Promise<T> {
  let listo = false;
  void p.finally(() => (listo = true)).catch(() => {});
  for (let i = 0; i < 10_000 && !listo; i += 1) {
    await vi.advanceTimersByTimeAsync(10);
    // fake-indexeddb answers on real macrotasks.
    await new Promise((r) => setImmediate(r));
  }
  return p;
}

function cargar(s: Servidor, opciones: { signal?: AbortSignal; previo?: DatosMes; usuario?: string } = {}) {
  const avances: AvanceCarga[] = [];
  const promesa = cargarMes({
    mes: MES,
    llamadas: s.llamadas,
    almacen: almacenIva(opciones.usuario ?? 'ana'),
    leer,
    signal: opciones.signal ?? new AbortController().signal,
    previo: opciones.previo ?? null,
    avisar: (a) => avances.push({ ...a }),
  });
  return { promesa, avances };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const treinta = Array.from({ length: 30 }, (_, i) => fila(i + 1));

describe('the month load', () => {
  it('asks the lists first, then at most six at a time, and reads every accepted invoice once', async () => {
    const s = servidor([...treinta, fila(31, { estadoHacienda: 'procesando' })]);
    const { promesa, avances } = cargar(s);
    const fin = await hasta(promesa);

    expect(s.pedidos.slice(0, 3).sort()).toEqual(['lista Anulada 0', 'lista TODOS 0', 'recibidos']);
    expect(s.maxEnVuelo()).toBe(6);
    expect(cuantas(s.pedidos, 'xml')).toBe(30);
    expect(new Set(s.pedidos).size).toBe(s.pedidos.length);
    expect(fin).toMatchObject({ fase: 'completa', hechos: 30, total: 30, error: null });
    expect(fin.datos?.documentos.size).toBe(30);
    // The counts are known once the lists are in, before any document.
    const primeraCuenta = avances.find((a) => a.total > 0)!;
    expect(primeraCuenta).toMatchObject({ fase: 'documentos', hechos: 0, total: 30 });
  });

  it("asks the lists while the month's record is still being read", async () => {
    const s = servidor(treinta);
    const almacen = almacenIva('ana');
    let soltar = () => {};
    const retenido = new Promise<void>((r) => (soltar = r));
    const promesa = cargarMes({
      mes: MES,
      llamadas: s.llamadas,
      almacen: { ...almacen, mes: async (m) => (await retenido, almacen.mes(m)) },
      leer,
      signal: new AbortController().signal,
      avisar: () => {},
    });
    await vi.advanceTimersByTimeAsync(LATENCIA * 3);
    expect([...s.pedidos].sort()).toEqual(['lista Anulada 0', 'lista TODOS 0', 'recibidos']);
    soltar();
    expect(await hasta(promesa)).toMatchObject({ fase: 'completa', hechos: 30, total: 30 });
  });

  it('stores the histories without holding a place in flight while the store writes', async () => {
    const nota = (id: number): Envio[] => [
      {
        id,
        clave: clave(id),
        consecutivo: `0010000101${String(id).padStart(10, '0')}`,
        estado: 'Aceptado',
        detalle: '',
      },
      {
        id: id + 100,
        clave: clave(id + 100, '14', '09'),
        consecutivo: `0010000103${String(id + 100).padStart(10, '0')}`,
        estado: 'Aceptado',
        detalle: '',
      },
    ];
    const anuladas = [1, 2, 3].map((id) =>
      fila(id, { estado: 'Anulada', enviadaHacienda: 2, fecha: '2026-08-02T09:00:00' }),
    );
    const s = servidor([], anuladas, { 1: nota(1), 2: nota(2), 3: nota(3) });
    const almacen = almacenIva('ana');
    let soltar = () => {};
    const retenida = new Promise<void>((r) => (soltar = r));
    const guardados: number[] = [];
    const promesa = cargarMes({
      mes: MES,
      llamadas: s.llamadas,
      almacen: {
        ...almacen,
        guardarHistoriales: async (h) => {
          await retenida;
          guardados.push(...h.map((x) => x.facturaId));
          return almacen.guardarHistoriales(h);
        },
      },
      leer,
      signal: new AbortController().signal,
      avisar: () => {},
      concurrencia: 1,
      lote: 1,
    });
    // One place in flight, the first history's write held: the other two are asked all the same.
    for (let i = 0; i < 300 && cuantas(s.pedidos, 'respuestas') < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(10);
      await new Promise((r) => setImmediate(r));
    }
    expect(cuantas(s.pedidos, 'respuestas')).toBe(3);
    expect(guardados).toEqual([]);
    soltar();
    expect(await hasta(promesa)).toMatchObject({ fase: 'completa', hechos: 3, total: 3 });
    expect(guardados.sort()).toEqual([1, 2, 3]);
  });

  it('stops on Cancelar, keeps what it fetched, and resumes without asking any of it again', async () => {
    const s = servidor(treinta);
    const control = new AbortController();
    const avances: AvanceCarga[] = [];
    const promesa = cargarMes({
      mes: MES,
      llamadas: s.llamadas,
      almacen: almacenIva('ana'),
      leer,
      signal: control.signal,
      avisar: (a) => {
        avances.push(a);
        if (a.hechos === 12) control.abort();
      },
    });
    const cancelada = await hasta(promesa);
    expect(cancelada.fase).toBe('cancelada');
    expect(cancelada.hechos).toBe(12);
    expect(cancelada.datos?.documentos.size).toBe(12);
    const antes = s.pedidos.length;

    const reanudada = await hasta(cargar(s, { previo: cancelada.datos! }).promesa);
    expect(reanudada).toMatchObject({ fase: 'completa', hechos: 30, total: 30 });
    const otraVez = s.pedidos.slice(antes);
    // Neither the lists nor a document in hand is asked again; those dropped in flight are.
    expect(otraVez.filter((p) => cancelada.datos!.documentos.has(Number(p.slice(4))))).toEqual([]);
    expect(otraVez.every((p) => p.startsWith('xml'))).toBe(true);
    expect(otraVez).toHaveLength(18);
  });

  it('reopened, reads the month from the store: only the lists are asked', async () => {
    const s = servidor(treinta);
    await hasta(cargar(s).promesa);
    const pedidosAntes = s.pedidos.length;
    const otra = await hasta(cargar(s).promesa);
    expect(s.pedidos.slice(pedidosAntes).sort()).toEqual(['lista Anulada 0', 'lista TODOS 0', 'recibidos']);
    expect(otra).toMatchObject({ fase: 'completa', hechos: 30, total: 30 });
    expect(otra.datos?.documentos.get(7)?.clave).toBe(clave(7));
  });

  it('a complete load keeps its lists for the next open; a cancelled one does not', async () => {
    const s = servidor([...treinta, fila(31, { estadoHacienda: 'rechazado' })], [], {
      31: [
        { id: 1, clave: clave(31), consecutivo: '00100001010000000031', estado: 'rechazado', detalle: 'Mal' },
      ],
    });
    const control = new AbortController();
    const cancelada = cargarMes({
      mes: MES,
      llamadas: s.llamadas,
      almacen: almacenIva('ana'),
      leer,
      signal: control.signal,
      avisar: (a) => a.hechos === 5 && control.abort(),
    });
    expect((await hasta(cancelada)).fase).toBe('cancelada');
    expect(await almacenIva('ana').foto(MES)).toBeUndefined();

    const fin = await hasta(cargar(s).promesa);
    const foto = await almacenIva('ana').foto(MES);
    expect(foto).toMatchObject({ mes: MES, hechos: fin.hechos, total: fin.total, recibidos: [] });
    expect(foto?.facturas.map((f) => f.facturaId)).toEqual(fin.datos?.facturas.map((f) => f.facturaId));
    expect(foto?.historiales.get(31)?.[0]?.detalle).toBe('Mal');
    expect(await almacenIva('beto').foto(MES)).toBeUndefined();
  });

  it("takes the last complete load's documents and final histories as read, asking the store for none of them", async () => {
    const envios = {
      31: [
        { id: 1, clave: clave(31), consecutivo: '00100001010000000031', estado: 'aceptado', detalle: '' },
        {
          id: 2,
          clave: clave(31, '06'),
          consecutivo: '00100001030000000001',
          estado: 'aceptado',
          detalle: '',
        },
      ],
    };
    const anulada = fila(31, { estado: 'Anulada' });
    const s = servidor(treinta, [], envios);
    const antes = await hasta(cargar(s).promesa);
    // What the store holds no longer counts: only what the last load had is taken.
    const enMano: DatosMes = {
      ...antes.datos!,
      documentos: new Map([[3, { ...base, clave: 'en mano' }]]),
      historiales: new Map(),
    };
    const s2 = servidor([...treinta, anulada], [], envios);
    const fin = await hasta(
      cargarMes({
        mes: MES,
        llamadas: s2.llamadas,
        almacen: almacenIva('ana'),
        leer,
        signal: new AbortController().signal,
        conocidos: Promise.resolve(enMano),
        avisar: () => {},
      }),
    );
    expect(fin).toMatchObject({ fase: 'completa', error: null });
    expect(fin.datos?.documentos.get(3)?.clave).toBe('en mano');
    expect(fin.datos?.documentos.get(7)?.clave).toBe(clave(7));
    // The new row is asked; its history now final is taken from the last load on the next open.
    expect(cuantas(s2.pedidos, 'respuestas')).toBe(1);
    const s3 = servidor([...treinta, anulada], [], envios);
    await hasta(
      cargarMes({
        mes: MES,
        llamadas: s3.llamadas,
        almacen: almacenIva('ana'),
        leer,
        signal: new AbortController().signal,
        conocidos: Promise.resolve({ ...fin.datos!, historiales: new Map([[31, envios[31]]]) }),
        avisar: () => {},
      }),
    );
    expect(s3.pedidos.sort()).toEqual(['lista Anulada 0', 'lista TODOS 0', 'recibidos']);
  });

  it('says a check found its last complete load unchanged, and writes that load again only when it changed', async () => {
    const s = servidor(treinta);
    const antes = await hasta(cargar(s).promesa);
    const guardada = await almacenIva('ana').foto(MES);
    const revisar = (servidorNuevo: Servidor) => {
      const almacen = almacenIva('ana');
      const guardar = vi.spyOn(almacen, 'guardarFoto');
      const fin = hasta(
        cargarMes({
          mes: MES,
          llamadas: servidorNuevo.llamadas,
          almacen,
          leer,
          signal: new AbortController().signal,
          conocidos: Promise.resolve(antes.datos),
          avisar: () => {},
        }),
      );
      return fin.then((f) => ({ fin: f, escrita: guardar.mock.calls.length > 0 }));
    };
    const igual = await revisar(servidor(treinta));
    expect(igual.fin).toMatchObject({ fase: 'completa', sinCambios: true, hechos: 30, total: 30 });
    expect(igual.escrita).toBe(false);
    expect(await almacenIva('ana').foto(MES)).toBe(guardada);

    const otra = await revisar(servidor([...treinta.slice(1), fila(1, { estadoHacienda: 'rechazado' })]));
    expect(otra.fin.fase).toBe('completa');
    expect(otra.fin.sinCambios).toBeUndefined();
    expect(otra.escrita).toBe(true);
  });

  it('counts each page of the list as it comes, its pages asked before any document', async () => {
    const s = servidor(treinta);
    // Ten rows a page: the first page answers before the others are asked.
    const facturas = s.llamadas.facturas;
    s.llamadas.facturas = async (r, estado, pagina, signal) => {
      const p = await facturas(r, estado, pagina, signal);
      if (estado === 'Anulada') return p;
      return { filas: p.filas.slice(pagina * 10, pagina * 10 + 10), total: 30, paginas: 3 };
    };
    const { promesa, avances } = cargar(s);
    const fin = await hasta(promesa);
    expect(avances.find((a) => a.total > 0)).toMatchObject({ fase: 'documentos', hechos: 0, total: 10 });
    expect(s.pedidos.indexOf('lista TODOS 2')).toBeLessThan(s.pedidos.findIndex((p) => p.startsWith('xml')));
    expect(fin).toMatchObject({ fase: 'completa', hechos: 30, total: 30 });
    expect(fin.datos?.listasCompletas).toBe(true);
    expect(new Set(fin.datos?.facturas.map((f) => f.facturaId)).size).toBe(30);
    expect(cuantas(s.pedidos, 'xml')).toBe(30);
  });

  it('keeps each user apart', async () => {
    const s = servidor(treinta);
    await hasta(cargar(s).promesa);
    await hasta(cargar(s, { usuario: 'beto' }).promesa);
    expect(cuantas(s.pedidos, 'xml')).toBe(60);
  });

  it('stops everything on a 401, keeping what it had', async () => {
    const s = servidor(treinta, [], {}, (p) =>
      p === 'xml 10' ? new ApiError('Su sesión expiró', 401) : undefined,
    );
    const fin = await hasta(cargar(s).promesa);
    expect(fin.fase).toBe('sesion');
    // Asked: 1–12 in two rounds of six, and 13–15 as 7–9 came back; the 401 of 10 dropped 11–15.
    expect(cuantas(s.pedidos, 'xml')).toBe(15);
    expect(fin.datos?.documentos.size).toBe(9);
    expect(s.pedidos.at(-1)).toBe('xml 15');
    const despues = await hasta(cargar(servidor(treinta)).promesa);
    expect(despues.hechos).toBe(30);
  });

  it('says a failed document and the first error, and Reintentar asks only what is missing', async () => {
    let roto = true;
    const s = servidor(treinta, [], {}, (p) =>
      roto && p === 'xml 3' ? new ApiError('El servidor no respondió', 500) : undefined,
    );
    const fin = await hasta(cargar(s).promesa);
    expect(fin).toMatchObject({ fase: 'error', error: 'El servidor no respondió' });
    expect(fin.datos?.sinLeer.get(3)).toBe('El servidor no respondió');
    roto = false;
    const otra = await hasta(cargar(s, { previo: fin.datos! }).promesa);
    expect(otra.fase).toBe('completa');
    expect(s.pedidos.filter((p) => p === 'xml 3')).toHaveLength(2);
    expect(cuantas(s.pedidos, 'xml')).toBe(31);
  });

  it('lists a document the server refuses as not read, without failing the load', async () => {
    const s = servidor(treinta, [], {}, (p) =>
      p === 'xml 4' ? new ApiError('El XML de la factura 4 no está disponible', 409) : undefined,
    );
    const fin = await hasta(cargar(s).promesa);
    expect(fin).toMatchObject({ fase: 'completa', error: null, hechos: 30 });
    expect(fin.datos?.sinLeer.get(4)).toBe('El XML de la factura 4 no está disponible');
    expect(fin.datos?.documentos.size).toBe(29);
    // Reopened: the refusal is remembered with the month, and nothing is asked but the lists.
    const antes = s.pedidos.length;
    const otra = await hasta(cargar(s).promesa);
    expect(s.pedidos.slice(antes).filter((p) => p.startsWith('xml'))).toEqual([]);
    expect(otra.datos?.sinLeer.get(4)).toBe('El XML de la factura 4 no está disponible');
  });

  it("reads an earlier month's annulled invoice whose credit note falls in the month, and keeps its history", async () => {
    const anulada = fila(90, { estado: 'Anulada', enviadaHacienda: 2, fecha: '2026-09-20T09:00:00' });
    const otra = fila(91, { estado: 'Anulada', enviadaHacienda: 2, fecha: '2026-08-02T09:00:00' });
    const envios: Record<number, Envio[]> = {
      90: [
        {
          id: 1,
          clave: clave(90, '20', '09'),
          consecutivo: '00100001010000000090',
          estado: 'Aceptado',
          detalle: '',
        },
        {
          id: 2,
          clave: clave(190, '14', '10'),
          consecutivo: '00100001030000000190',
          estado: 'Aceptado',
          detalle: '',
        },
      ],
      // Its note is of September: its XML is not needed.
      91: [
        {
          id: 3,
          clave: clave(191, '03', '09'),
          consecutivo: '00100001030000000191',
          estado: 'Aceptado',
          detalle: '',
        },
      ],
    };
    const s = servidor([fila(1)], [anulada, otra], envios);
    const fin = await hasta(cargar(s).promesa);
    expect(fin).toMatchObject({ fase: 'completa', hechos: 4, total: 4 });
    expect(s.pedidos.filter((p) => !p.startsWith('lista') && p !== 'recibidos')).toEqual([
      'xml 1',
      'respuestas 90',
      'respuestas 91',
      'xml 90',
    ]);
    const antes = s.pedidos.length;
    const reabierta = await hasta(cargar(s).promesa);
    expect(s.pedidos.length - antes).toBe(3);
    expect(reabierta).toMatchObject({ fase: 'completa', hechos: 4, total: 4 });
    expect(reabierta.datos?.historiales.get(90)).toEqual(envios[90]);
  });
});

describe("a history that may still change, kept under its row's state", () => {
  it('is not asked again on reopening while the row says the same, and is once it changes', async () => {
    const envios: Record<number, Envio[]> = {
      7: [
        {
          id: 1,
          clave: clave(7),
          consecutivo: '00100001010000000007',
          estado: 'Rechazado',
          detalle: 'Receptor inválido',
        },
      ],
    };
    const rechazada = fila(7, { estadoHacienda: 'rechazado', hacienda: 'Rechazado' });
    const usuario = 'carla';
    const s = servidor([fila(1), rechazada], [], envios);
    await hasta(cargar(s, { usuario }).promesa);
    expect(cuantas(s.pedidos, 'respuestas 7')).toBe(1);

    const reabierta = await hasta(cargar(s, { usuario }).promesa);
    expect(cuantas(s.pedidos, 'respuestas 7')).toBe(1);
    expect(reabierta).toMatchObject({ fase: 'completa' });
    expect(reabierta.datos?.historiales.get(7)).toEqual(envios[7]);

    // Annulled since: its row's state changed, so its history is asked again.
    const cambiada = servidor([fila(1), { ...rechazada, estado: 'Anulada' }], [], envios);
    await hasta(cargar(cambiada, { usuario }).promesa);
    expect(cuantas(cambiada.pedidos, 'respuestas 7')).toBe(1);
  });
});

describe('the store', () => {
  it('reads hundreds of documents a slice at a time, each under its id, absent ones left out', async () => {
    const almacen = almacenIva('ana');
    const ids = Array.from({ length: 450 }, (_, i) => i + 1);
    await hasta(
      almacen.guardarDocumentos(
        ids.map((id) => ({
          clave: clave(id),
          origen: 'factura',
          facturaId: id,
          documento: { ...base, clave: clave(id) },
        })),
      ),
    );
    const leidos = await hasta(almacen.documentosDeFacturas([...ids, 999]));
    expect(leidos.size).toBe(450);
    expect(leidos.get(437)?.clave).toBe(clave(437));
    expect(leidos.has(999)).toBe(false);
  });

  it('keeps documents, histories and the month record, per user', async () => {
    vi.useRealTimers();
    const ana = almacenIva('ana');
    await ana.guardarDocumentos([
      { clave: clave(1), origen: 'factura', facturaId: 1, documento: { ...base, clave: clave(1) } },
      { clave: clave(2), origen: 'archivo', documento: { ...base, clave: clave(2) } },
    ]);
    expect([...(await ana.documentosDeFacturas([1, 2, 3])).keys()]).toEqual([1]);
    expect((await ana.documentosPorClave([clave(2)])).get(clave(2))).toEqual({ ...base, clave: clave(2) });
    await ana.guardarHistoriales([{ facturaId: 5, envios: [] }]);
    expect([...(await ana.historiales([5, 6])).keys()]).toEqual([5]);

    expect(await ana.mes(MES)).toEqual({
      mes: MES,
      prellenado: {},
      escritos: {},
      proporcion: null,
      archivos: [],
      carga: null,
      rehusados: {},
    });
    await ana.cambiarMes(MES, (r) => ({ ...r, prellenado: { 'ventas.08.impuesto': 130 } }));
    await ana.cambiarMes(MES, (r) => ({ ...r, proporcion: { anio: 2025, conDerecho: 80, total: 100 } }));
    expect(await almacenIva('ana').mes(MES)).toMatchObject({
      prellenado: { 'ventas.08.impuesto': 130 },
      proporcion: { anio: 2025, conDerecho: 80, total: 100 },
    });
    expect((await almacenIva('beto').mes(MES)).prellenado).toEqual({});
    expect((await almacenIva('beto').documentosDeFacturas([1])).size).toBe(0);
  });
});
