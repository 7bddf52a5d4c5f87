import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CODIGOS_NO_SUJETO,
  CODIGOS_TARIFA_IVA,
  esCodigoTarifaIva,
  ORDEN_TARIFAS,
  TARIFAS_IVA,
} from '@/features/cierre-iva/tarifas-iva';

/*
 * The IVA rate codes against Hacienda's own v4.4 schema (the CodigoTarifaIVAType of the official
 * FacturaElectronica_V4.4.xsd in tests/fixtures/hacienda): every code with its name and percent, and
 * per code what Nota 8.1's footnotes say (right to credit, credit and debit notes only).
 */

/** The schema's codes and names, in its order. */
function codigosDelXsd(): Array<[codigo: string, nombre: string]> {
  const xsd = readFileSync(
    resolve(import.meta.dirname, '../fixtures/hacienda/xsd/v4.4/FacturaElectronica_V4.4.xsd'),
    'utf8',
  );
  const inicio = xsd.indexOf('<xs:simpleType name="CodigoTarifaIVAType">');
  const tipo = xsd.slice(inicio, xsd.indexOf('</xs:simpleType>', inicio));
  return [
    ...tipo.matchAll(
      /<xs:enumeration value="(\d{2})">\s*<xs:annotation>\s*<xs:documentation>([^<]*)<\/xs:documentation>/g,
    ),
  ].map((m) => [m[1]!, m[2]!.trim()]);
}

describe('the IVA rate codes (Nota 8.1)', () => {
  it('are the schema’s eleven codes, in its order, each with its name', () => {
    const xsd = codigosDelXsd();
    expect(xsd).toHaveLength(11);
    expect([...CODIGOS_TARIFA_IVA]).toEqual(xsd.map(([c]) => c));
    // Object.entries puts '10' and '11' (integer keys) first: by code.
    expect(
      Object.entries(TARIFAS_IVA)
        .map(([c, t]) => [c, t.nombre])
        .sort(([a], [b]) => a!.localeCompare(b!)),
    ).toEqual(xsd);
  });

  it('each percent is its name’s, and an exempt one is 0', () => {
    for (const [codigo, nombre] of codigosDelXsd()) {
      const enNombre = /(\d+(?:\.\d+)?)%/.exec(nombre)?.[1] ?? (nombre === 'Tarifa Exenta' ? '0' : null);
      expect(TARIFAS_IVA[codigo as keyof typeof TARIFAS_IVA].porcentaje, codigo).toBe(enNombre);
    }
  });

  it.each([
    ['01', true, false],
    ['02', true, false],
    ['03', true, false],
    ['04', true, false],
    ['05', true, true],
    ['06', true, true],
    ['07', true, true],
    ['08', true, false],
    ['09', true, false],
    ['10', false, false],
    ['11', false, false],
  ] as const)('%s: right to credit %s, notes only %s', (codigo, derechoCredito, soloNotas) => {
    expect(TARIFAS_IVA[codigo]).toMatchObject({ derechoCredito, soloNotas });
  });

  it.each([
    ['08', true],
    ['01', true],
    ['11', true],
    ['00', false],
    ['12', false],
    ['8', false],
    ['', false],
    ['toString', false],
  ])('esCodigoTarifaIva(%j) is %s', (codigo, es) => {
    expect(esCodigoTarifaIva(codigo)).toBe(es);
  });

  it('no sujeto: the bases of codes 01 and 11', () => {
    expect(CODIGOS_NO_SUJETO).toEqual(['01', '11']);
  });

  it('the worksheet’s order: every code once, the percent never rising, exento and sin derecho last', () => {
    expect([...ORDEN_TARIFAS].sort()).toEqual([...CODIGOS_TARIFA_IVA]);
    const porcentajes = ORDEN_TARIFAS.map((c) => Number(TARIFAS_IVA[c].porcentaje));
    for (let i = 1; i < porcentajes.length; i++)
      expect(porcentajes[i]).toBeLessThanOrEqual(porcentajes[i - 1]!);
    expect(ORDEN_TARIFAS.slice(0, 2)).toEqual(['08', '07']);
    expect(ORDEN_TARIFAS.slice(-2)).toEqual(['10', '11']);
  });
});
