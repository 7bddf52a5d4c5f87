import { describe, expect, it } from 'vitest';
import { createDb } from '@mocks/db';
import { facturaXml, notaCreditoXml } from '@mocks/files/factura-xml';
import { toExacto } from '@/lib/money';
import { aColones, diaDeClave, estadoVenta } from '@/features/cierre-iva/rules';
import { hojaIva, type Venta } from '@/features/cierre-iva/worksheet';
import { leer } from '../cierre-iva-documentos';

/*
 * The demo's own FacturaElectronica and NotaCreditoElectronica read back: their rate
 * figures add up to their ResumenFactura exactly, and the previous month's worksheet to their tax.
 * Apart from cierre-iva-xml.test.ts because each test seeds the mock database, seconds a run: in the
 * mutation pass every mutant of money.ts it reaches would run them again.
 */

const x = toExacto;

describe("the demo's own documents", () => {
  it('every accepted invoice and credit note: its rates add up to its ResumenFactura exactly', () => {
    const db = createDb({ seedDate: '2026-11-22', scale: 1 });
    const facturas = db.facturas.filter((f) => f.estadoHacienda === 'aceptado' || f.notaCredito !== null);
    const exonerada = facturas.find((f) => db.clientes.get(f.clienteId)?.esExonerado);
    const dolares = facturas.find((f) => db.tiposCambio.get(f.tipoCambioId)?.simbol === '$');
    expect(exonerada && dolares).toBeTruthy();
    const xmls = facturas.flatMap((f) => [
      facturaXml(db, f),
      ...(f.notaCredito ? [notaCreditoXml(db, f)] : []),
    ]);
    expect(xmls.length).toBeGreaterThan(50);
    for (const xml of xmls) {
      const d = leer(xml);
      const resumen = (tag: string) => x(new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1] ?? '0');
      const t = Object.values(d.tarifas);
      const suma = (k: 'base' | 'impuesto' | 'baseExonerada') => t.reduce((s, i) => s + i[k], 0);
      // The demo waives the whole tax of an exonerated client with no document on file (docs/api.md).
      expect(d.avisos.filter((a) => a.tipo !== 'exoneracionSinDocumento')).toEqual([]);
      expect(suma('impuesto')).toBe(d.totalImpuesto);
      expect(suma('baseExonerada')).toBe(resumen('TotalExonerado'));
      expect(suma('base') + suma('baseExonerada')).toBe(resumen('TotalVenta'));
      expect((d.tarifas['01']?.base ?? 0) + (d.tarifas['11']?.base ?? 0)).toBe(d.noSujeto);
    }
  });
});

describe("the demo's previous month, from its documents to the worksheet", () => {
  it('devengado is the sum of each counted document’s TotalImpuesto in colones; every line adds up; a credit note’s clave gives its day', () => {
    const db = createDb({ seedDate: '2026-11-22', scale: 1 });
    const mes = '2026-10';
    const ventas: Venta[] = [];
    let esperado = 0;
    for (const f of db.facturas.all()) {
      const estado = estadoVenta(f.estadoHacienda);
      const d = estado === 'aceptado' ? leer(facturaXml(db, f)) : null;
      const dia = d?.dia ?? f.fechaFacturacion.slice(0, 10);
      const comun = { facturaId: f.id, contraparte: String(f.clienteId), diaAceptacion: null };
      ventas.push({
        ...comun,
        tipo: 'factura',
        estado,
        dia,
        clave: f.clave,
        consecutivo: f.consecutivo,
        documento: d,
      });
      if (d && dia.startsWith(mes)) esperado += aColones(d.totalImpuesto, d.tipoCambio);
      const nc = f.notaCredito;
      if (nc?.estado === 'aceptado') {
        const dnc = leer(notaCreditoXml(db, f));
        expect(diaDeClave(nc.clave)).toBe(dnc.dia);
        ventas.push({
          ...comun,
          tipo: 'notaCredito',
          estado: 'aceptado',
          dia: diaDeClave(nc.clave)!,
          clave: nc.clave,
          consecutivo: nc.consecutivo,
          documento: dnc,
          diaReferencia: dia,
        });
        if (dnc.dia!.startsWith(mes)) esperado -= aColones(dnc.totalImpuesto, dnc.tipoCambio);
      }
    }
    const hoja = hojaIva({ mes, ventas, compras: [], plazoDe: () => null });
    expect(hoja.ventas.flatMap((l) => l.aportes).length).toBeGreaterThan(20);
    for (const l of hoja.ventas) {
      expect(l.aportes.reduce((s, a) => s + a.impuesto, 0)).toBe(l.impuesto);
      expect(l.aportes.reduce((s, a) => s + a.base, 0)).toBe(l.base);
    }
    expect(hoja.resultado.devengado).toBe(esperado);
  });
});
