import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, todayIso, type Db } from '@mocks/db';
import { muestrasCierreIva } from '@mocks/files/cierre-iva-proveedores';
import { facturaXml } from '@mocks/files/factura-xml';
import { mesCierreIva, VENTAS_CIERRE_IVA } from '@mocks/seed/cierre-iva';
import { comprasDelMes, notaCreditoDeFactura, ventaDeFactura } from '@/features/cierre-iva/entradas';
import { diaDeClave, mesAnterior, tipoDeConsecutivo } from '@/features/cierre-iva/rules';
import { hojaIva, type HojaIva, type Venta } from '@/features/cierre-iva/worksheet';
import { toCentimos, toExacto } from '@/lib/money';
import { validarFacturaXml, XSD_NOTA_CREDITO_SIN_FIRMA, XSD_SIN_FIRMA } from '../hacienda-xsd';
import { leer } from '../cierre-iva-documentos';

/*
 * The README's 'Cierre de IVA del mes de demostración': its figures are the worksheet's for the demo
 * seeded on its day, computed here from the documents as the screen gets them (the month's invoices'
 * XML through download-xml, the received documents' list, the demo's supplier files), through the
 * pure core. The README's tables are parsed, so the two cannot drift.
 */

/** The demo day the README's figures are for (Costa Rica), held on the clock. */
const DIA_DEMO = '2026-11-22';

function hojaDemo(db: Db, mes: string): HojaIva {
  const ventas: Venta[] = [];
  for (const f of db.facturas.filter((x) => x.empresaId === 1)) {
    const fila = {
      facturaId: f.id,
      fecha: f.fechaFacturacion,
      cliente: db.clientes.get(f.clienteId)!.nombre,
      estadoHacienda: f.estadoHacienda,
    };
    // download-xml answers for every invoice Hacienda accepted, annulled or not.
    const documento = f.estadoHacienda === 'aceptado' ? leer(facturaXml(db, f)) : null;
    ventas.push(ventaDeFactura(fila, documento, f.envios));
    const nota = f.estado === 'Anulada' ? notaCreditoDeFactura(fila, f.envios, documento) : null;
    if (nota) ventas.push(nota);
  }
  const filas = db.confirmaciones.filter((r) => r.empresaId === 1);
  const archivos = muestrasCierreIva(db, mes).map((a) => leer(a.xml));
  return hojaIva({ mes, ventas, compras: comprasDelMes(filas, archivos), plazoDe: () => null });
}

/** The worksheet's figures by the README's keys, in céntimos (counts as they are). */
function figuras(h: HojaIva): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of [...h.ventas, ...h.compras]) {
    m.set(`${l.id}.base`, l.base);
    m.set(`${l.id}.iva`, l.impuesto);
  }
  const r = h.resultado;
  m.set('resultado.devengado.iva', r.devengado);
  m.set('resultado.soportado.iva', r.soportado);
  m.set('resultado.credito.iva', r.credito);
  m.set('resultado.neto.iva', r.neto);
  for (const motivo of ['rechazado', 'pendiente', 'noEnviado', 'sinLeer'] as const) {
    const n = h.ventasApartadas.filter((x) => x.motivo === motivo).length;
    if (n) m.set(`apartadas.ventas.${motivo}.documentos`, n);
  }
  for (const motivo of ['rechazada', 'respuestaRechazada', 'sinTipoCambio'] as const) {
    const n = h.comprasApartadas.filter((x) => x.motivo === motivo).length;
    if (n) m.set(`apartadas.compras.${motivo}.documentos`, n);
  }
  m.set('apartadas.creditoEnRiesgo.documentos', h.creditoEnRiesgo.length);
  m.set(
    'apartadas.creditoEnRiesgo.iva',
    h.creditoEnRiesgo.reduce((s, x) => s + (x.impuesto ?? 0), 0),
  );
  return m;
}

/** The README section's tables: rows whose first cell is a `key`; amounts '1,234.56', counts '3'. */
function tablaReadme(): Map<string, number> {
  const texto = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8');
  const inicio = texto.indexOf('## Cierre de IVA del mes de demostración');
  expect(inicio).toBeGreaterThan(-1);
  const fin = texto.indexOf('\n## ', inicio + 1);
  const seccion = texto.slice(inicio, fin === -1 ? undefined : fin);
  const m = new Map<string, number>();
  for (const linea of seccion.split('\n')) {
    const celdas = linea.split('|').map((c) => c.trim());
    const clave = /^`([a-zA-Z0-9.]+)`$/.exec(celdas[1] ?? '')?.[1];
    if (!clave) continue;
    const [columnas, valores] = clave.startsWith('apartadas.')
      ? [
          ['documentos', 'iva'],
          [celdas[3], celdas[4]],
        ]
      : [
          ['base', 'iva'],
          [celdas[3], celdas[4]],
        ];
    columnas.forEach((col, i) => {
      const v = valores[i] ?? '';
      if (v === '' || v === '—') return;
      m.set(`${clave}.${col}`, col === 'documentos' ? Number(v) : toCentimos(v.replace(/,/g, '')));
    });
  }
  return m;
}

describe("the demo month's IVA worksheet (README 'Cierre de IVA del mes de demostración')", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${DIA_DEMO}T09:00:00-06:00`));
  });
  afterEach(() => vi.useRealTimers());

  it('every figure of the README, to the céntimo, from the XML of the documents', () => {
    const db = createDb({ seedDate: todayIso(), scale: 1 });
    const mes = mesCierreIva(db.meta.seedDate);
    expect(mes).toBe('2026-10');
    const hoja = hojaDemo(db, mes);
    const calculadas = figuras(hoja);
    if (process.env.IMPRIMIR_CIERRE_IVA) console.log(JSON.stringify([...calculadas]));
    const readme = tablaReadme();
    expect(readme.size).toBeGreaterThan(10);
    expect(Object.fromEntries(readme)).toEqual(Object.fromEntries(calculadas));
  });

  it('covers every case of the issue, and each figure is the sum of its documents', () => {
    const db = createDb({ seedDate: todayIso(), scale: 1 });
    const mes = mesCierreIva(db.meta.seedDate);
    const hoja = hojaDemo(db, mes);
    const linea = (id: string) => [...hoja.ventas, ...hoja.compras].find((l) => l.id === id);
    expect(linea('ventas.08')?.impuesto).toBeGreaterThan(0);
    expect(linea('ventas.01')?.base).toBeGreaterThan(0);
    expect(linea('ventas.exonerado')?.impuesto).toBeGreaterThan(0);
    expect(linea('compras.08')?.impuesto).toBeGreaterThan(0);
    expect(linea('compras.04')?.impuesto).toBeGreaterThan(0);
    const aportes = hoja.ventas.flatMap((l) => l.aportes);
    expect(aportes.some((a) => a.moneda === 'USD')).toBe(true);
    expect(
      aportes.some(
        (a) =>
          a.ref.tipo === 'venta' &&
          a.ref.documento === 'notaCredito' &&
          a.diaReferencia?.startsWith(mes) === false,
      ),
    ).toBe(true);
    expect(new Set(hoja.ventasApartadas.map((a) => a.motivo))).toEqual(
      new Set(['rechazado', 'pendiente', 'noEnviado']),
    );
    expect(hoja.comprasApartadas.map((a) => a.motivo)).toContain('rechazada');
    expect(hoja.creditoEnRiesgo.filter((c) => c.compra.respuesta === 'sinResponder')).toHaveLength(2);
    expect(hoja.noListo).toEqual(['pendientes']);
    for (const l of [...hoja.ventas, ...hoja.compras]) {
      expect(l.aportes.reduce((s, a) => s + a.base, 0)).toBe(l.base);
      expect(l.aportes.reduce((s, a) => s + a.impuesto, 0)).toBe(l.impuesto);
    }
    // Every purchase of the month was split by rate from its file: nothing 'sin desglose'.
    expect(linea('compras.sinDesglose')).toBeUndefined();
  });

  it("each case's invoice XML states what the seed says: rates, exoneration, currency, the credit note's day", () => {
    const db = createDb({ seedDate: todayIso(), scale: 1 });
    const mes = mesCierreIva(db.meta.seedDate);
    // The month's cases come last, in VENTAS_CIERRE_IVA's order.
    const casos = db.facturas.all().slice(-VENTAS_CIERRE_IVA.length);
    const de = (caso: string) => casos[VENTAS_CIERRE_IVA.findIndex((v) => v.caso === caso)]!;
    const codigos = (caso: string) => Object.keys(leer(facturaXml(db, de(caso))).tarifas).sort();

    expect(codigos('gravada')).toEqual(['01', '08']);
    expect(codigos('tarifaCero')).toEqual(['01']);
    const exonerada = leer(facturaXml(db, de('exonerada')));
    expect(exonerada.tarifas['08']).toMatchObject({ base: 0, impuesto: 0 });
    expect(exonerada.tarifas['08']!.exonerado).toBeGreaterThan(0);
    expect(exonerada.avisos).toEqual([]);
    expect(facturaXml(db, de('exonerada'))).toContain('<NumeroDocumento>AL-00123456-25</NumeroDocumento>');
    const dolares = leer(facturaXml(db, de('dolares')));
    expect(dolares).toMatchObject({ moneda: 'USD', tipoCambio: '512.85000' });
    for (const caso of ['gravada', 'tarifaCero', 'exonerada', 'dolares', 'rechazada', 'pendiente'])
      expect(de(caso).fechaFacturacion.slice(0, 7)).toBe(mes);
    expect(de('rechazada').estadoHacienda).toBe('rechazado');
    expect(de('pendiente').estadoHacienda).toBe('no_aceptado_rechazado');
    // The README says what the pending one adds once a check settles it: ¢97,500.00 at 13 %, IVA ¢12,675.00.
    expect(leer(facturaXml(db, de('pendiente'))).tarifas['08']).toMatchObject({
      base: 97_500_00000,
      impuesto: 12_675_00000,
    });

    const anulada = de('notaCredito');
    expect(anulada).toMatchObject({ estado: 'Anulada', enviadaHacienda: 2, estadoHacienda: 'aceptado' });
    expect(anulada.fechaFacturacion.slice(0, 7)).toBe(mesAnterior(`${mes}-01`));
    const nota = anulada.envios.filter((e) => tipoDeConsecutivo(e.consecutivo) === '03');
    expect(nota.map((e) => e.estado)).toEqual(['Procesando', 'Aceptado']);
    expect(diaDeClave(nota[0]!.clave)?.slice(0, 7)).toBe(mes);
  });

  it("the month's supplier files: one per list row with its numbers and totals, then the two unanswered; the invoices and credit notes validate", async () => {
    const db = createDb({ seedDate: todayIso(), scale: 1 });
    const mes = mesCierreIva(db.meta.seedDate);
    const archivos = muestrasCierreIva(db, mes);
    const filas = db.confirmaciones.filter((r) => r.empresaId === 1 && r.fechaEmision.startsWith(mes));
    const leidos = archivos.map((a) => leer(a.xml));
    expect(
      leidos
        .map((d) => d.clave)
        .slice(0, filas.length)
        .sort(),
    ).toEqual(filas.map((r) => r.clave).sort());
    for (const r of filas) {
      const d = leidos.find((x) => x.clave === r.clave)!;
      expect([d.consecutivo, d.emisor.nombre, d.moneda]).toEqual([r.consecutivo, r.emisor, r.moneda]);
      expect([d.totalVentaNeta, d.totalImpuesto]).toEqual([
        toExacto(r.totalVenta),
        toExacto(r.totalImpuesto),
      ]);
      expect(toExacto(d.tipoCambio)).toBe(toExacto(r.tipoCambio));
    }
    const sinResponder = leidos.slice(filas.length);
    expect(sinResponder.map((d) => [d.emisor.nombre, d.moneda])).toEqual([
      ['Taller Mecánico La Valencia S.A.', 'CRC'],
      ['Logística Aérea Continental S.A.', 'USD'],
    ]);
    expect(leidos.every((d) => d.receptor?.identificacion === '3101704425' && d.dia?.startsWith(mes))).toBe(
      true,
    );
    expect(muestrasCierreIva(db, '2026-09').length).toBe(
      db.confirmaciones.filter((r) => r.empresaId === 1 && r.fechaEmision.startsWith('2026-09')).length,
    );

    const de = (raiz: string) => archivos.filter((a) => a.xml.includes(`<${raiz} `)).map((a) => a.xml);
    const [f, n] = await Promise.all([
      validarFacturaXml(de('FacturaElectronica'), XSD_SIN_FIRMA),
      validarFacturaXml(de('NotaCreditoElectronica'), XSD_NOTA_CREDITO_SIN_FIRMA),
    ]);
    expect(f.errors).toEqual([]);
    expect(n.errors).toEqual([]);
  });
});
