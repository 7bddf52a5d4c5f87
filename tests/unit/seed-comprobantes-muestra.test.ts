import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { datosComprobante, leerComprobante } from '@mocks/lib/hacienda-xml';
import { COMPROBANTES_MUESTRA, type ComprobanteMuestra } from '@mocks/seed/comprobantes-muestra';

/*
 * The seed of received documents takes the sample documents' issuers and totals from a list kept as
 * data (reading the XML at every page load of the demo was costly): the list must say what the files
 * say, every document among them and nothing else, in the files' order.
 */
const CARPETA = resolve(import.meta.dirname, '../../mocks/data/xml');

function leidos(): ComprobanteMuestra[] {
  return readdirSync(CARPETA)
    .filter((archivo) => archivo.endsWith('.xml'))
    .sort()
    .flatMap((archivo) => {
      const lectura = leerComprobante(readFileSync(resolve(CARPETA, archivo), 'utf8'));
      if (lectura.tipo !== 'comprobante') return [];
      return [{ archivo, ...datosComprobante(lectura.documento) }];
    });
}

describe('the sample documents the seed re-dates', () => {
  it('are what the XML files of mocks/data/xml say, in their order', () => {
    expect(COMPROBANTES_MUESTRA).toEqual(leidos());
  });

  it('leave out the files that are not documents (the truncated clave, the receiver message)', () => {
    expect(COMPROBANTES_MUESTRA).toHaveLength(11);
    expect(readdirSync(CARPETA).filter((archivo) => archivo.endsWith('.xml'))).toHaveLength(13);
  });
});
