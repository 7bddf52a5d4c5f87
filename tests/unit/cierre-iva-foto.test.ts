import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import type { ConfirmRechazo } from '@/features/confirmacion/contract';
import type { FacturaRow } from '@/features/facturas/contract';
import { trocearFoto, unirFoto, type FotoMes } from '@/features/cierre-iva/foto-en-trozos';
import { almacenIva, reiniciarAlmacenes } from '@/features/cierre-iva/store';
import type { DocumentoIva } from '@/features/cierre-iva/xml-iva';

/*
 * A month's foto kept in pieces of at most 300 entries: the same foto comes back from them,
 * never one with a piece missing, and the store writes and reads it whole or not at all.
 */

const MES = '2026-10';
const fila = (id: number) => ({ facturaId: id, fecha: '2026-10-05T10:00:00-06:00' }) as FacturaRow;
const recibido = (i: number) => ({ clave: `C${i}`, fechaEmision: '2026-10-06' }) as ConfirmRechazo;
const documento = (id: number) => ({ clave: `D${id}`, dia: '2026-10-05' }) as DocumentoIva;

function foto(n: { facturas: number; recibidos: number; documentos: number }, mes = MES): FotoMes {
  const ids = (k: number) => Array.from({ length: k }, (_, i) => i + 1);
  return {
    mes,
    facturas: ids(n.facturas).map(fila),
    anuladas: [fila(9001)],
    recibidos: ids(n.recibidos).map(recibido),
    historiales: new Map([[9001, [{ clave: 'H', consecutivo: '1', estado: 'aceptado', detalle: '' }]]]),
    documentos: new Map(ids(n.documentos).map((id) => [id, documento(id)])),
    sinLeer: new Map([[7, 'Sin XML']]),
    rehusados: new Map(),
    hechos: n.documentos,
    total: n.facturas,
    actualizado: '2026-11-02T10:00:00.000Z',
  };
}

describe('a foto in pieces', () => {
  it.each([
    { caso: 'an empty month: the head alone', n: { facturas: 0, recibidos: 0, documentos: 0 }, trozos: 3 },
    { caso: '300 invoices: one piece of them', n: { facturas: 300, recibidos: 0, documentos: 0 }, trozos: 4 },
    { caso: '301 invoices: two pieces', n: { facturas: 301, recibidos: 0, documentos: 0 }, trozos: 5 },
    {
      caso: 'a month at scale',
      n: { facturas: 2000, recibidos: 650, documentos: 1990 },
      trozos: 7 + 3 + 3 + 7,
    },
  ])('$caso', ({ n, trozos }) => {
    const f = foto(n);
    const { cabecera, trozos: piezas } = trocearFoto(f);
    // The anuladas, the history and the unread one are one piece each whatever the month.
    expect(cabecera).toEqual({
      mes: MES,
      hechos: f.hechos,
      total: f.total,
      actualizado: f.actualizado,
      trozos,
    });
    expect(piezas).toHaveLength(trozos);
    expect(piezas.map((p) => p.n)).toEqual([...piezas.keys()]);
    expect(Math.max(...piezas.map((p) => p.entradas.length))).toBeLessThanOrEqual(300);
    expect(unirFoto(cabecera, piezas)).toEqual(f);
  });

  it.each([
    ['a piece missing', (p: unknown[]) => p.map((x, i) => (i === 2 ? undefined : x))],
    ['a piece fewer', (p: unknown[]) => p.slice(0, -1)],
    ['pieces out of order', (p: unknown[]) => [p[1], p[0], ...p.slice(2)]],
  ])('never a foto with holes: %s', (_, cambio) => {
    const { cabecera, trozos } = trocearFoto(foto({ facturas: 700, recibidos: 10, documentos: 10 }));
    expect(unirFoto(cabecera, cambio(trozos) as typeof trozos)).toBeNull();
  });

  it('a piece of another month is never taken', () => {
    const { cabecera } = trocearFoto(foto({ facturas: 10, recibidos: 0, documentos: 0 }));
    const otra = trocearFoto(foto({ facturas: 10, recibidos: 0, documentos: 0 }, '2026-09')).trozos;
    expect(unirFoto(cabecera, otra)).toBeNull();
  });
});

describe('the store keeps a foto whole', () => {
  it('read back from IndexedDB (not the page’s memory) it is the same; a smaller one replaces it whole', async () => {
    const grande = foto({ facturas: 1000, recibidos: 400, documentos: 900 });
    await almacenIva('ana').guardarFoto(grande);
    reiniciarAlmacenes();
    expect(await almacenIva('ana').foto(MES)).toEqual(grande);

    const pequena = foto({ facturas: 5, recibidos: 1, documentos: 2 });
    await almacenIva('ana').guardarFoto(pequena);
    reiniciarAlmacenes();
    expect(await almacenIva('ana').foto(MES)).toEqual(pequena);
    expect(await almacenIva('beto').foto(MES)).toBeUndefined();
  });

  it('a whole-record foto of the version before is dropped; the month’s record stays', async () => {
    const v2 = await openDB('cierre-iva:ana', 2, {
      upgrade(base) {
        base.createObjectStore('documentos', { keyPath: 'clave' }).createIndex('facturaId', 'facturaId');
        base.createObjectStore('historiales', { keyPath: 'facturaId' });
        base.createObjectStore('meses', { keyPath: 'mes' });
        base.createObjectStore('fotos', { keyPath: 'mes' });
      },
    });
    await v2.put('fotos', foto({ facturas: 3, recibidos: 0, documentos: 3 }));
    await v2.put('meses', {
      mes: MES,
      prellenado: {},
      proporcion: null,
      archivos: [],
      carga: null,
      rehusados: {},
    });
    v2.close();
    reiniciarAlmacenes();
    const almacen = almacenIva('ana');
    expect(await almacen.foto(MES)).toBeUndefined();
    expect((await almacen.mes(MES)).mes).toBe(MES);
  });
});
