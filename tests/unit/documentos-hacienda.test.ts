import { XMLParser } from 'fast-xml-parser';
import { createDb, type Db } from '@mocks/db';
import type { ClienteRow, ConfirmacionRecord, FacturaRecord } from '@mocks/db/types';
import { facturaXml, notaCreditoXml } from '@mocks/files/factura-xml';
import { mensajeReceptorXml } from '@mocks/files/mensaje-receptor-xml';
import { calcular, type LineaEntrada } from '@mocks/lib/facturas';
import { createRandom } from '@mocks/seed/prng';
import type { Exoneracion } from '@/lib/exoneracion';
import { toExacto } from '@/lib/money';
import {
  validarFacturaXml,
  XSD_MENSAJE_RECEPTOR_SIN_FIRMA,
  XSD_NOTA_CREDITO_SIN_FIRMA,
  XSD_SIN_FIRMA,
} from '../hacienda-xsd';

/*
 * Every document the demo emits, exact: 320 generated invoices — 1 to 100 lines, colones and
 * dollars, lines in the other currency, credit with an advance, exonerated clients with documents that
 * waive all or part of the 13 % (Zona Franca, Ley especial with article and inciso, 'Otros'), foreign
 * and local receivers, quantities with 3 decimals and prices with 5 — are written as FacturaElectronica
 * (and every fourth as its NotaCreditoElectronica), validated with xmllint against Hacienda's official
 * v4.4 XSDs (Signature optional, decision F18), and every calculated field is recomputed here, from the
 * document's own values, by its formula in 'Anexos y Estructuras v4.4' at 5 decimals, half up (p. 15).
 * The recomputation is written apart from the app's tax module (BigInt on the XML's text), so the two
 * can disagree. The seeded MensajeReceptor answers and both kinds of answer are validated the same way.
 */

const db: Db = createDb({ seedDate: '2026-11-22', scale: 1 });
const rnd = createRandom(18_044);
const CASOS = 320;

const plantilla = db.facturas.find((f) => f.enviadaHacienda === 1 && f.estadoHacienda === 'aceptado')!;
const conNota = db.facturas.find((f) => f.notaCredito !== null)!;
const empresaId = plantilla.empresaId;
const servicios = db.serviciosCabys.filter((s) => s.empresaId === empresaId);
const monedas = [db.tiposCambio.get(1)!, db.tiposCambio.get(2)!];
const tarifas = db.tarifasIva.all();
const medidas = db.medidas.all();

const DOCUMENTOS: Array<[string, Exoneracion]> = [
  ['Zona Franca, 13 %', db.clientes.find((c) => !!c.exoneracion)!.exoneracion!],
  [
    'Ley especial, art. 5 inc. 2, 4 %',
    {
      tipoDocumento: '03',
      tipoDocumentoOtro: '',
      numeroDocumento: '9635',
      articulo: 5,
      inciso: 2,
      nombreInstitucion: '01',
      nombreInstitucionOtros: '',
      fechaEmision: '2025-06-30T00:00:00',
      tarifaExonerada: 4,
    },
  ],
  [
    "'Otros', 0.5 %",
    {
      tipoDocumento: '99',
      tipoDocumentoOtro: 'Autorización de la junta directiva',
      numeroDocumento: 'AL-2026-00042',
      articulo: null,
      inciso: null,
      nombreInstitucion: '99',
      nombreInstitucionOtros: 'Municipalidad de Belén',
      fechaEmision: '2026-01-15T00:00:00',
      tarifaExonerada: 0.5,
    },
  ],
  [
    'Autorización Local Genérica, 10.25 %',
    {
      tipoDocumento: '04',
      tipoDocumentoOtro: '',
      numeroDocumento: 'AL-00012345-24',
      articulo: null,
      inciso: null,
      nombreInstitucion: '01',
      nombreInstitucionOtros: '',
      fechaEmision: '2024-03-01T00:00:00',
      tarifaExonerada: 10.25,
    },
  ],
];

/** Receivers: the seeded kinds, and an exonerated company per document above. */
const base = db.clientes.find((c) => !!c.exoneracion)!;
const exonerados = DOCUMENTOS.map(([nombre, exoneracion]) =>
  db.clientes.insert({ ...base, id: 0, nombre: `Exonerada ${nombre}`, exoneracion } as ClienteRow),
);
const receptores: ClienteRow[] = [
  ...exonerados,
  db.clientes.find((c) => !!c.esInternacional)!,
  db.clientes.find((c) => c.esJuridico === 0 && !c.esInternacional)!,
  db.clientes.find((c) => c.esJuridico === 1 && !c.esExonerado)!,
  db.clientes.find((c) => c.esJuridico === 3)!,
];

const decimales = (max: number, digitos: number) => {
  const entero = rnd.int(0, max);
  const fraccion = rnd.int(0, 10 ** digitos - 1);
  return Number(`${entero}.${String(fraccion).padStart(digitos, '0')}`) || 1;
};

function generar(n: number): { f: FacturaRecord; caso: string } {
  const cliente = receptores[n % receptores.length]!;
  const moneda = rnd.chance(0.3) ? monedas[1]! : monedas[0]!;
  const cuantas = rnd.chance(0.15) ? 100 : rnd.chance(0.3) ? rnd.int(11, 99) : rnd.int(1, 10);
  const credito = rnd.chance(0.35);
  const entradas: LineaEntrada[] = Array.from({ length: cuantas }, (_, i) => ({
    id: i + 1,
    detalle: `Línea ${i + 1}: ${rnd.pick(['Nacionalización', 'Almacenaje', 'Transporte', 'Trámite DUA'])}`,
    cantidad: rnd.chance(0.5) ? rnd.int(1, 12) : decimales(40, 3),
    monto: rnd.chance(0.5) ? rnd.int(1, 900_000) / 100 : decimales(250_000, 5),
    tipoCambioId: rnd.chance(0.2) ? (moneda.id === 1 ? 2 : 1) : moneda.id,
    servicioCabysId: rnd.pick(servicios).id,
    tarifaIvaId: rnd.pick(tarifas).id,
    medidaId: rnd.pick(medidas).id,
  }));
  const { detalles, totales } = calcular(db, entradas, {
    tipoCambioId: moneda.id,
    esExonerado: !!cliente.esExonerado,
    tarifaExonerada: cliente.exoneracion?.tarifaExonerada ?? null,
    credito,
    montoAnticipado: 0,
  });
  const anticipo = credito ? Math.floor(totales.total * rnd.next() * 100) / 100 : totales.total;
  const f: FacturaRecord = {
    ...plantilla,
    id: 900_000 + n,
    clienteId: cliente.id,
    tipoCambioId: moneda.id,
    detalles,
    subtotal: totales.subtotal,
    impuestoVentas: totales.impuestoVentas,
    exonerado: totales.exonerado,
    total: totales.total,
    credito: credito ? 1 : 0,
    diasCredito: credito ? rnd.pick([8, 15, 30, 60]) : 0,
    montoAnticipado: anticipo,
    saldoPendiente: totales.total - anticipo,
    notaCredito: n % 4 === 0 ? conNota.notaCredito : null,
  };
  const caso = `caso ${n}: ${cliente.nombre}, ${moneda.simbol}, ${cuantas} líneas${credito ? ', crédito' : ''}`;
  return { f, caso };
}

const casos = Array.from({ length: CASOS }, (_, n) => generar(n));

// ---------------------------------------------------------------------------------------------
// The recomputation: decimals as BigInt units, read from the document's own text.

const parser = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (n) => n === 'LineaDetalle' || n === 'TotalDesgloseImpuesto',
});

/** '123.45' with `escala` decimals → 12345000n (escala 5); refuses more decimals than the type allows. */
function unidades(texto: string | undefined, escala: number): bigint {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(texto ?? '');
  if (!m || (m[2] ?? '').length > escala)
    throw new Error(`'${texto}' no es un decimal de ${escala} decimales`);
  return BigInt(m[1]! + (m[2] ?? '').padEnd(escala, '0'));
}
const d5 = (t: string | undefined) => unidades(t, 5);
const texto5 = (u: bigint) => {
  const t = String(u < 0n ? -u : u).padStart(6, '0');
  return `${u < 0n ? '-' : ''}${t.slice(0, -5)}.${t.slice(-5)}`;
};
/** a / b rounded half up (positive operands). */
const redondeo = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);

type Fallo = { campo: string; esperado: string; escrito: string };
/** A LineaDetalle as the parser reads it: every value text. */
type Linea = Record<string, string> & {
  Impuesto: Record<string, string> & { Exoneracion?: Record<string, string> };
};

function revisar(xml: string, raiz: string, f: FacturaRecord): Fallo[] {
  const fallos: Fallo[] = [];
  const igual = (campo: string, esperado: bigint, escrito: string | undefined) => {
    if (escrito === undefined || d5(escrito) !== esperado)
      fallos.push({ campo, esperado: texto5(esperado), escrito: String(escrito) });
  };
  const doc = parser.parse(xml)[raiz];
  const totales = {
    ServGravados: 0n,
    ServExentos: 0n,
    ServExonerado: 0n,
    ServNoSujeto: 0n,
    MercanciasGravadas: 0n,
    MercanciasExentas: 0n,
    MercExonerada: 0n,
    MercNoSujeta: 0n,
  };
  const desglose = new Map<string, bigint>();
  let impuesto = 0n;
  (doc.DetalleServicio.LineaDetalle as Linea[]).forEach((l, i) => {
    const n = `Línea ${i + 1}`;
    const d = f.detalles[i]!;
    // PrecioUnitario: the typed price in the invoice's currency (monto × venta(line) / venta(invoice)).
    const vl = unidades(db.tiposCambio.get(d.tipoCambioId)!.venta.toFixed(5), 5);
    const vf = unidades(db.tiposCambio.get(f.tipoCambioId)!.venta.toFixed(5), 5);
    const precio =
      d.tipoCambioId === f.tipoCambioId
        ? redondeo(d5(d.monto.toFixed(5)), 1n)
        : redondeo(d5(d.monto.toFixed(5)) * vl, vf);
    igual(`${n} PrecioUnitario`, precio, l.PrecioUnitario);
    const cantidad = unidades(l.Cantidad, 3);
    const montoTotal = redondeo(cantidad * d5(l.PrecioUnitario), 1000n); // p. 35
    igual(`${n} MontoTotal`, montoTotal, l.MontoTotal);
    igual(`${n} SubTotal`, d5(l.MontoTotal), l.SubTotal); // p. 36, no discounts
    igual(`${n} BaseImponible`, d5(l.SubTotal), l.BaseImponible); // p. 36, no other taxes
    const tarifa = unidades(l.Impuesto.Tarifa, 2);
    const monto = redondeo(d5(l.BaseImponible) * tarifa, 10_000n); // p. 40
    igual(`${n} Impuesto Monto`, monto, l.Impuesto.Monto);
    const ex = l.Impuesto.Exoneracion;
    let exoneracion = 0n;
    if (ex) {
      const te = unidades(ex.TarifaExonerada, 2);
      if (te > tarifa)
        fallos.push({
          campo: `${n} TarifaExonerada`,
          esperado: `≤ ${tarifa}`,
          escrito: String(ex.TarifaExonerada),
        });
      exoneracion = redondeo(d5(l.BaseImponible) * te, 10_000n); // p. 46
      igual(`${n} MontoExoneracion`, exoneracion, ex.MontoExoneracion);
    }
    igual(`${n} ImpuestoNeto`, d5(l.Impuesto.Monto) - exoneracion, l.ImpuestoNeto); // p. 46
    igual(`${n} MontoTotalLinea`, d5(l.SubTotal) + d5(l.ImpuestoNeto), l.MontoTotalLinea); // p. 47
    const servicio = /^[5-9]/.test(l.CodigoCABYS ?? '');
    const mt = d5(l.MontoTotal);
    if (tarifa > 0n) {
      const te = ex ? unidades(ex.TarifaExonerada, 2) : 0n;
      const exonerada = redondeo(mt * te, tarifa); // p. 51: porcentaje de exoneración × venta
      totales[servicio ? 'ServExonerado' : 'MercExonerada'] += exonerada;
      totales[servicio ? 'ServGravados' : 'MercanciasGravadas'] += mt - exonerada;
      const codigo = l.Impuesto.CodigoTarifaIVA as string;
      desglose.set(codigo, (desglose.get(codigo) ?? 0n) + d5(l.ImpuestoNeto));
    } else if (['01', '11'].includes(l.Impuesto.CodigoTarifaIVA ?? '')) {
      totales[servicio ? 'ServNoSujeto' : 'MercNoSujeta'] += mt;
    } else totales[servicio ? 'ServExentos' : 'MercanciasExentas'] += mt;
    impuesto += d5(l.ImpuestoNeto);
  });
  const r = doc.ResumenFactura;
  if (r.CodigoTipoMoneda.CodigoMoneda === 'CRC')
    igual('TipoCambio (colones: 1, p. 50)', 100_000n, r.CodigoTipoMoneda.TipoCambio);
  igual('TotalServGravados', totales.ServGravados, r.TotalServGravados);
  igual('TotalServExentos', totales.ServExentos, r.TotalServExentos);
  igual('TotalServExonerado', totales.ServExonerado, r.TotalServExonerado);
  igual('TotalServNoSujeto', totales.ServNoSujeto, r.TotalServNoSujeto);
  igual('TotalMercanciasGravadas', totales.MercanciasGravadas, r.TotalMercanciasGravadas);
  igual('TotalMercanciasExentas', totales.MercanciasExentas, r.TotalMercanciasExentas);
  igual('TotalMercExonerada', totales.MercExonerada, r.TotalMercExonerada);
  igual('TotalMercNoSujeta', totales.MercNoSujeta, r.TotalMercNoSujeta);
  igual('TotalGravado', d5(r.TotalServGravados) + d5(r.TotalMercanciasGravadas), r.TotalGravado); // p. 53
  igual('TotalExento', d5(r.TotalServExentos) + d5(r.TotalMercanciasExentas), r.TotalExento);
  igual('TotalExonerado', d5(r.TotalServExonerado) + d5(r.TotalMercExonerada), r.TotalExonerado);
  igual('TotalNoSujeto', d5(r.TotalServNoSujeto) + d5(r.TotalMercNoSujeta), r.TotalNoSujeto);
  igual(
    'TotalVenta',
    d5(r.TotalGravado) + d5(r.TotalExento) + d5(r.TotalExonerado) + d5(r.TotalNoSujeto),
    r.TotalVenta,
  );
  igual('TotalVentaNeta', d5(r.TotalVenta) - d5(r.TotalDescuentos), r.TotalVentaNeta); // p. 54
  const escritos = new Map(
    ((r.TotalDesgloseImpuesto ?? []) as Array<Record<string, string>>).map((x) => [x.CodigoTarifaIVA!, x]),
  );
  for (const [codigo, monto] of desglose)
    igual(`TotalDesgloseImpuesto ${codigo}`, monto, escritos.get(codigo)?.TotalMontoImpuesto);
  if (escritos.size !== desglose.size)
    fallos.push({
      campo: 'TotalDesgloseImpuesto',
      esperado: [...desglose.keys()].join(','),
      escrito: [...escritos.keys()].join(','),
    });
  igual('TotalImpuesto', impuesto, r.TotalImpuesto); // p. 54
  igual('TotalComprobante', d5(r.TotalVentaNeta) + d5(r.TotalImpuesto), r.TotalComprobante); // p. 55
  if (r.MedioPago) igual('TotalMedioPago', d5(r.TotalComprobante), r.MedioPago.TotalMedioPago);
  // The invoice the app holds says the same.
  igual('TotalComprobante = total de la factura', BigInt(toExacto(f.total)), r.TotalComprobante);
  igual('TotalImpuesto = impuestoVentas', BigInt(toExacto(f.impuestoVentas)), r.TotalImpuesto);
  return fallos;
}

const informe = (caso: string, fallos: Fallo[], xml: string) =>
  `${caso}\n${fallos.map((x) => `  ${x.campo}: esperado ${x.esperado}, escrito ${x.escrito}`).join('\n')}\n${xml}`;

describe('every document the demo emits is exact (Hacienda v4.4)', () => {
  const facturas = casos.map(({ f }) => facturaXml(db, f));

  it(`${CASOS} generated FacturaElectronica validate against the official XSD`, async () => {
    const r = await validarFacturaXml(facturas, XSD_SIN_FIRMA);
    expect(r.errors.map((e) => e.rawMessage)).toEqual([]);
  });

  it('recomputes every calculated field of each from its formula at 5 decimals', () => {
    const informes = casos.flatMap(({ f, caso }, i) => {
      const fallos = revisar(facturas[i]!, 'FacturaElectronica', f);
      return fallos.length ? [informe(caso, fallos, facturas[i]!)] : [];
    });
    expect(informes, informes.join('\n\n')).toEqual([]);
  });

  it('covers what the issue asks for', () => {
    const lineas = casos.map(({ f }) => f.detalles.length);
    expect(Math.min(...lineas)).toBe(1);
    expect(Math.max(...lineas)).toBe(100);
    const cliente = (f: FacturaRecord) => db.clientes.get(f.clienteId)!;
    expect(casos.filter(({ f }) => f.tipoCambioId === 2).length).toBeGreaterThan(50);
    expect(
      casos.filter(({ f }) => f.detalles.some((d) => d.tipoCambioId !== f.tipoCambioId)).length,
    ).toBeGreaterThan(100);
    expect(casos.filter(({ f }) => f.credito && f.montoAnticipado > 0).length).toBeGreaterThan(50);
    for (const e of exonerados)
      expect(casos.filter(({ f }) => f.clienteId === e.id && f.exonerado > 0).length).toBeGreaterThan(20);
    expect(casos.some(({ f }) => cliente(f).esInternacional)).toBe(true);
  });

  const notas = casos.filter(({ f }) => f.notaCredito);

  it(`${notas.length} NotaCreditoElectronica validate and add up the same way`, async () => {
    const xml = notas.map(({ f }) => notaCreditoXml(db, f));
    const r = await validarFacturaXml(xml, XSD_NOTA_CREDITO_SIN_FIRMA);
    expect(r.errors.map((e) => e.rawMessage)).toEqual([]);
    const informes = notas.flatMap(({ f, caso }, i) => {
      const fallos = revisar(xml[i]!, 'NotaCreditoElectronica', f);
      const ref = parser.parse(xml[i]!).NotaCreditoElectronica.InformacionReferencia;
      if (ref.Numero !== f.clave || ref.TipoDocIR !== '01' || ref.Codigo !== '01')
        fallos.push({ campo: 'InformacionReferencia', esperado: f.clave, escrito: JSON.stringify(ref) });
      return fallos.length ? [informe(caso, fallos, xml[i]!)] : [];
    });
    expect(informes, informes.join('\n\n')).toEqual([]);
  });

  it('MensajeReceptor: every seeded answer and both kinds of a new one validate, with their totals', async () => {
    const sembradas = db.confirmaciones.all();
    const muestra = sembradas[0]!;
    const nuevas: ConfirmacionRecord[] = [
      { ...muestra, id: 0, estado: 'RECHAZADO', mensaje: 'no', totalImpuesto: 0 },
      { ...muestra, id: 0, estado: 'CONFIRMADO', mensaje: 'ok', totalImpuesto: 1234.56789 },
    ];
    const todas = [...sembradas, ...nuevas];
    const xml = todas.map((c) => mensajeReceptorXml(db, c));
    const r = await validarFacturaXml(xml, XSD_MENSAJE_RECEPTOR_SIN_FIRMA);
    expect(r.errors.map((e) => e.rawMessage)).toEqual([]);
    todas.forEach((c, i) => {
      const m = parser.parse(xml[i]!).MensajeReceptor;
      expect(m.Clave).toBe(c.clave);
      expect(m.Mensaje).toBe(c.estado === 'CONFIRMADO' ? '1' : '3');
      expect(d5(m.TotalFactura)).toBe(BigInt(toExacto(c.totalComprobante)));
      if (c.estado === 'RECHAZADO') expect(m.DetalleMensaje.length).toBeGreaterThanOrEqual(5);
    });
  });
});
