import { describe, expect, it } from 'vitest';
import type { FacturaRow } from '@/features/facturas/contract';
import type { EnvioFactura } from '@/features/cierre-iva/entradas';
import type { DatosMes } from '@/features/cierre-iva/loader';
import { mismaCarga } from '@/features/cierre-iva/misma-carga';
import type { DocumentoIva } from '@/features/cierre-iva/xml-iva';

const fila = (facturaId: number, estadoHacienda = 'aceptado') =>
  ({ facturaId, estado: 'Finalizada', estadoHacienda, total: 100 }) as unknown as FacturaRow;
const doc = (clave: string) => ({ clave }) as unknown as DocumentoIva;
const envio = (detalle: string) =>
  [{ clave: 'c', consecutivo: '1', estado: 'rechazado', detalle }] as EnvioFactura[];

const d1 = doc('uno');
const d2 = doc('dos');

function datos(cambios: Partial<DatosMes> = {}): DatosMes {
  return {
    facturas: [fila(1), fila(2)],
    anuladas: [fila(9)],
    recibidos: [],
    documentos: new Map([
      [1, d1],
      [2, d2],
    ]),
    historiales: new Map([[9, envio('Mal')]]),
    sinLeer: new Map(),
    rehusados: new Map(),
    version: 1,
    listasCompletas: true,
    ...cambios,
  };
}

describe('mismaCarga: a check that found its last complete load unchanged', () => {
  it.each<[string, Partial<DatosMes>, boolean]>([
    ['the same rows, documents and histories (copies of the answers)', {}, true],
    ['the rows in another order (pages came in another order)', { facturas: [fila(2), fila(1)] }, true],
    ['another version count (counted changes are not data)', { version: 7 }, true],
    ['a row whose state changed', { facturas: [fila(1), fila(2, 'rechazado')] }, false],
    ['one row more', { facturas: [fila(1), fila(2), fila(3)] }, false],
    ['one annulled invoice less', { anuladas: [] }, false],
    ['a supplier document more', { recibidos: [{ clave: 'x' }] as unknown as DatosMes['recibidos'] }, false],
    [
      'a document read anew (another object, even if equal)',
      {
        documentos: new Map([
          [1, d1],
          [2, doc('dos')],
        ]),
      },
      false,
    ],
    ['a document missing', { documentos: new Map([[1, d1]]) }, false],
    ['a history asked again with another reason', { historiales: new Map([[9, envio('Otro')]]) }, false],
    ['a document not read', { sinLeer: new Map([[2, 'Error 500']]) }, false],
    ['a document refused', { rehusados: new Map([[2, 'No existe']]) }, false],
  ])('%s: %s', (_caso, cambios, igual) => {
    expect(mismaCarga(datos(), datos(cambios))).toBe(igual);
  });
});
