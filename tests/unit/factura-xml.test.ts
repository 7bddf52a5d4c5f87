import { XMLParser } from 'fast-xml-parser';
import { createDb } from '@mocks/db';
import type { Db } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { facturaXml, NAMESPACE_FE } from '@mocks/files/factura-xml';
import { cedulaClave } from '@mocks/lib/hacienda';
import { toCentimos, toExacto } from '@/lib/money';
import { validarFacturaXml, XSD_OFICIAL, XSD_SIN_FIRMA } from '../hacienda-xsd';

/*
 * The mock's 'factura {id}.xml' against Hacienda's official v4.4 XSD (copied into tests/fixtures/hacienda),
 * with xmllint (libxml2 compiled to WebAssembly). Every v4.4 document schema requires `ds:Signature`; the
 * demo cannot sign, so the check runs on an in-memory copy of the XSD whose only change is that
 * element's minOccurs 1 → 0 (decision F18): everything else — order, types, patterns, code lists,
 * lengths — is the official schema's. A second check proves the unsigned document fails the untouched
 * XSD on exactly that element and nothing else.
 */
const validar = validarFacturaXml;

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (n) => n === 'LineaDetalle',
});

/** A seeded store of its own (the cases are chosen when the file loads). */
const db: Db = createDb({ seedDate: '2026-11-22', scale: 1 });

const aceptadas = () => db.facturas.filter((f) => f.enviadaHacienda === 1 && f.estadoHacienda === 'aceptado');

/** One accepted invoice of each kind the XML must handle. */
function casos(): Array<[string, FacturaRecord]> {
  const a = aceptadas();
  const cliente = (f: FacturaRecord) => db.clientes.get(f.clienteId)!;
  const pick = (name: string, p: (f: FacturaRecord) => boolean): [string, FacturaRecord] => {
    const f = a.find(p);
    if (!f) throw new Error(`no seeded accepted invoice: ${name}`);
    return [name, f];
  };
  return [
    pick('colones, contado, con IVA', (f) => f.tipoCambioId === 1 && !f.credito && f.impuestoVentas > 0),
    pick('colones, crédito', (f) => f.tipoCambioId === 1 && f.credito === 1),
    pick(
      'dólares con una línea en colones',
      (f) => f.tipoCambioId === 2 && f.detalles.some((d) => d.tipoCambioId === 1),
    ),
    pick('cliente exonerado (Zona Franca)', (f) => f.exonerado > 0),
    pick('cliente extranjero', (f) => cliente(f).esInternacional === 1),
    pick('cliente persona física', (f) => cliente(f).esJuridico === 0),
    pick('cliente DIMEX', (f) => cliente(f).esJuridico === 3),
    pick('sin IVA', (f) => f.impuestoVentas === 0 && f.exonerado === 0),
  ];
}

describe('factura {id}.xml: Hacienda v4.4 FacturaElectronica', () => {
  it(`validates against the v4.4 XSD (Signature optional): ${casos()
    .map(([n]) => n)
    .join('; ')}`, async () => {
    const result = await validar(
      casos().map(([, f]) => facturaXml(db, f)),
      XSD_SIN_FIRMA,
    );
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('fails the untouched official XSD only for the missing ds:Signature', async () => {
    const [, f] = casos()[0]!;
    const result = await validar(facturaXml(db, f), XSD_OFICIAL);
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(/Missing child element\(s\)\. Expected is .*Signature/);
  });

  it.each(casos())('%s parses back with its numbers, parties and totals', (_, f) => {
    const doc = parser.parse(facturaXml(db, f)).FacturaElectronica;
    const empresa = db.empresas.get(f.empresaId)!;
    const cliente = db.clientes.get(f.clienteId)!;
    expect(doc['@_xmlns']).toBe(NAMESPACE_FE);
    expect(doc.Clave).toBe(f.clave);
    expect(doc.Clave).toMatch(/^506\d{47}$/);
    expect(doc.Clave.slice(3, 9)).toBe(
      f.fechaFacturacion.slice(8, 10) + f.fechaFacturacion.slice(5, 7) + f.fechaFacturacion.slice(2, 4),
    );
    expect(doc.Clave.slice(9, 21)).toBe(cedulaClave(empresa.cedula));
    expect(doc.Clave.slice(21, 41)).toBe(f.consecutivo);
    expect(doc.NumeroConsecutivo).toMatch(/^0010000101\d{10}$/);
    expect(doc.CodigoActividadEmisor).toBe(db.tiposActividad.get(f.tipoActividadEconomicaId)!.codigo);
    expect(doc.Emisor.Identificacion).toEqual({ Tipo: '02', Numero: empresa.cedula });
    expect(doc.Emisor.Ubicacion).toMatchObject({ Provincia: '1', Canton: '01', Distrito: '07' });
    expect(doc.Receptor.Nombre).toBe(cliente.nombre);
    expect(doc.CondicionVenta).toBe(f.credito ? '02' : '01');
    if (f.credito) expect(doc.PlazoCredito).toBe(String(f.diasCredito));
    const lineas = doc.DetalleServicio.LineaDetalle as Array<
      Record<string, unknown> & { Impuesto: Record<string, string> }
    >;
    expect(lineas).toHaveLength(f.detalles.length);
    lineas.forEach((l, i) => {
      const d = f.detalles[i]!;
      expect(l.NumeroLinea).toBe(String(i + 1));
      expect(l.CodigoCABYS).toBe(db.serviciosCabys.get(d.servicioCabysId)!.codigoCabys);
      expect(l.Detalle).toBe(d.detalle);
      expect(toCentimos(l.MontoTotal as string)).toBe(toCentimos(d.montoColones));
      expect(l.Impuesto.Codigo).toBe('01');
      expect(l.Impuesto.CodigoTarifaIVA).toEqual(
        d.impuestos === 13 ? '08' : expect.stringMatching(/^(01|05|10|11)$/),
      );
      expect(Number(l.Impuesto.Tarifa)).toBe(d.impuestos);
      expect(toCentimos(l.Impuesto.Monto)).toBe(toCentimos(d.impuestosMonto));
      expect(toCentimos(l.MontoTotalLinea as string)).toBe(toCentimos(d.montoNeto));
    });
    const r = doc.ResumenFactura;
    expect(r.CodigoTipoMoneda.CodigoMoneda).toBe(f.tipoCambioId === 2 ? 'USD' : 'CRC');
    expect(toCentimos(r.TotalVenta)).toBe(toCentimos(f.subtotal));
    expect(toCentimos(r.TotalImpuesto)).toBe(toCentimos(f.impuestoVentas));
    const [venta, exento, noSujeto, gravado, exonerado] = [
      r.TotalVenta,
      r.TotalExento,
      r.TotalNoSujeto,
      r.TotalGravado,
      r.TotalExonerado,
    ].map(toExacto) as [number, number, number, number, number];
    // The Zona Franca document waives the whole 13 %: every taxed line is exonerated.
    expect(exonerado).toBe(f.exonerado > 0 ? venta - exento - noSujeto : 0);
    expect(toExacto(r.TotalComprobante)).toBe(toExacto(f.total));
    expect(gravado + exento + exonerado + noSujeto).toBe(venta);
    expect(toCentimos(r.TotalVentaNeta) + toCentimos(r.TotalImpuesto)).toBe(toCentimos(r.TotalComprobante));
  });

  it('is written from the saved amounts: a later change of the rates does not move a converted line', async () => {
    const [, f] = casos()[2]!; // dollars, with a line in colones
    const antes = facturaXml(db, f);
    const dolar = db.tiposCambio.get(f.tipoCambioId)!;
    db.tiposCambio.update(dolar.id, { venta: dolar.venta + 11.25 });
    const despues = facturaXml(db, f);
    const total = (xml: string) => parser.parse(xml).FacturaElectronica.ResumenFactura.TotalComprobante;
    expect(toExacto(total(despues))).toBe(toExacto(f.total));
    expect(despues.replace(/<TipoCambio>[^<]*/, '')).toBe(antes.replace(/<TipoCambio>[^<]*/, ''));
    expect((await validar(despues, XSD_SIN_FIRMA)).errors).toEqual([]);
    db.tiposCambio.update(dolar.id, { venta: dolar.venta });
  });
});
