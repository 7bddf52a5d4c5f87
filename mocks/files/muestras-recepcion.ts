import {
  max as masTarde,
  setDate,
  setHours,
  setMinutes,
  startOfDay,
  startOfMonth,
  subDays,
  subMinutes,
  subMonths,
} from 'date-fns';
import { strToU8, zipSync } from 'fflate';
import { impuestosLinea } from '@/features/facturas/calculo-factura';
import { toIsoDateTime } from '@/lib/dates';
import { productToExacto, textoHacienda, toExacto } from '@/lib/money';
import type { Db } from '../db';
import type { ConfirmacionRecord, EmpresaRow } from '../db/types';
import { clave, consecutivo, TIPO_DOCUMENTO, type TipoDocumento } from '../lib/hacienda';
import { PROVEEDORES, type Proveedor } from '../seed/confirmaciones';
import { escribirXml, esServicio, fechaHacienda, NAMESPACE_FE, NAMESPACE_NC } from './factura-xml';

const NAMESPACE_V44 = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4';

/*
 * The demo's sample supplier documents (decision C10): 20 files a new user downloads from
 * 'Recepción de comprobantes' and drops back, to try the whole flow in a minute.
 *
 * - 17 distinct v4.4 documents addressed to the demo account (16 FacturaElectronica and a
 *   NotaCreditoElectronica that corrects one of them) from 11 of the seed's suppliers, in colones and
 *   dollars: three issued in the month before last (past the answer's deadline whatever day `hoy` is,
 *   whether it is read as the first 8 business days of the next month, decision C9, or as 8 business
 *   days after the document), two 9 to 11 days before `hoy`, the rest within its week, one on `hoy`;
 * - one of them again, the same bytes under another name ('copia de …');
 * - one addressed to another company (the browser's check refuses it, naming that receiver);
 * - one the account already answered: the clave, consecutivo, issuer, currency, totals and date of
 *   its latest answered invoice (the mock refuses a second answer).
 *
 * Each supplier numbers its documents after the highest number of it the store holds, so none of the
 * 17 is answered already, and a set downloaded after answering some gets fresh numbers. Built like
 * factura-xml.ts (XMLBuilder, each schema's element order, every amount its v4.4 formula at 5
 * decimals). The demo has no signing keys, so `ds:Signature` is left out (decision F18).
 */

/** The demo users' account: the documents' receiver. */
const CUENTA_DEMO = 1;

/** A company that is not the account: its document is refused before upload. */
const OTRO_RECEPTOR = {
  nombre: 'Importadora Ferretera del Valle Central S.A.',
  cedula: '3101583260',
  correo: 'facturas@ferreteradelvalle.co.cr',
};

/** What a supplier's documents carry besides the seed's name, cédula, currency and VAT. */
export type Perfil = {
  actividad: string;
  ubicacion: readonly [provincia: string, canton: string, distrito: string, otrasSenas: string];
  telefono: string;
  correo: string;
  /** CABYS and text of the one line of a document rebuilt from an answer (the seed keeps no lines). */
  servicio: readonly [cabys: string, detalle: string];
};

export const PERFILES: Readonly<Record<string, Perfil>> = {
  '3101284517': {
    actividad: '630901',
    ubicacion: ['2', '01', '09', 'Río Segundo, 300 m oeste del Aeropuerto Juan Santamaría, Ofibodegas'],
    telefono: '24412200',
    correo: 'facturacion@afsantamaria.co.cr',
    servicio: ['6729000000000', 'Almacenaje fiscal de mercancías'],
  },
  '3101459832': {
    actividad: '602001',
    ubicacion: ['6', '02', '06', 'Caldera, frente a la entrada principal del puerto'],
    telefono: '26340815',
    correo: 'fe@tucpacifico.co.cr',
    servicio: ['6511300009900', 'Flete terrestre de contenedor'],
  },
  '3101602214': {
    actividad: '621001',
    ubicacion: ['4', '07', '01', 'San Antonio de Belén, Centro de Negocios Cariari, bodega 12'],
    telefono: '22935500',
    correo: 'cuentas@courierexpressca.com',
    servicio: ['6802200000000', 'Servicio de courier internacional'],
  },
  '3101517730': {
    actividad: '630901',
    ubicacion: ['6', '02', '06', 'Terminal Portuaria de Caldera, edificio administrativo'],
    telefono: '26342100',
    correo: 'facturacion@spcaldera.co.cr',
    servicio: ['6711000000000', 'Servicios portuarios de manejo de contenedores'],
  },
  '3101388106': {
    actividad: '611001',
    ubicacion: ['1', '01', '08', 'Sabana Norte, edificio Torre La Sabana, piso 6'],
    telefono: '22918800',
    correo: 'billing@navieraatlantico.co.cr',
    servicio: ['6521300000000', 'Flete marítimo internacional'],
  },
  '3101274409': {
    actividad: '602302',
    ubicacion: ['7', '01', '01', 'Barrio Cieneguita, contiguo a la rampa de JAPDEVA'],
    telefono: '27580990',
    correo: 'facturas@gruascaribe.co.cr',
    servicio: ['6719000000000', 'Servicio de montacargas y grúa'],
  },
  '3101650923': {
    actividad: '642008',
    ubicacion: ['1', '15', '01', 'San Pedro, Mall San Pedro, torre de oficinas, piso 8'],
    telefono: '40001000',
    correo: 'facturacion@telistmo.cr',
    servicio: ['8422200000000', 'Servicio de internet dedicado'],
  },
  '3101433075': {
    actividad: '630901',
    ubicacion: ['1', '01', '09', 'Pavas, Rohrmoser, de la Embajada Americana 200 m sur'],
    telefono: '22960707',
    correo: 'administracion@caasociados.co.cr',
    servicio: ['8312900000000', 'Asesoría aduanera'],
  },
  '3101198864': {
    actividad: '505001',
    ubicacion: ['6', '01', '01', 'El Cocal, 100 m este del muelle de cruceros'],
    telefono: '26610440',
    correo: 'fe@combustibleselcoco.co.cr',
    servicio: ['3336001000200', 'Combustible diésel'],
  },
  '3101562281': {
    actividad: '513904',
    ubicacion: ['4', '01', '01', 'Heredia centro, costado norte del Mercado Municipal'],
    telefono: '22603344',
    correo: 'ventas@papeleriaheredia.co.cr',
    servicio: ['3219200020000', 'Suministros de oficina'],
  },
  '603450718': {
    actividad: '552004',
    ubicacion: ['6', '02', '06', 'Caldera, frente al portón 2 del puerto'],
    telefono: '86124590',
    correo: 'sodaelmuelle@gmail.com',
    servicio: ['6331000000000', 'Servicio de alimentación'],
  },
  '3101347790': {
    actividad: '630301',
    ubicacion: ['7', '01', '01', 'Moín, 500 m norte de la entrada de RECOPE'],
    telefono: '27951818',
    correo: 'facturacion@pblimon.co.cr',
    servicio: ['6743000000000', 'Parqueo de cabezales y chasis'],
  },
  '3101711548': {
    actividad: '660301',
    ubicacion: ['1', '02', '01', 'Escazú, Avenida Escazú, torre Lexus, piso 3'],
    telefono: '22018600',
    correo: 'polizas@segurosistmo.cr',
    servicio: ['7133300000000', 'Seguro de carga'],
  },
};

/** One line as the supplier wrote it: CABYS, quantity, unit, text, unit price. */
type LineaMuestra = readonly [
  cabys: string,
  cantidad: number,
  unidad: string,
  detalle: string,
  precio: number,
];

type Muestra = {
  cedula: string;
  /**
   * When it was issued: `dias` calendar days before `hoy` (0: a while before `hoy` itself), or on day
   * `diaDelMesAntepasado` of the month before last, at `hora`.
   */
  dias?: number;
  diaDelMesAntepasado?: number;
  hora?: readonly [number, number];
  lineas: readonly LineaMuestra[];
  /** The day's exchange rate of a dollar document. */
  tipoCambio?: number;
  /** Credit days (CondicionVenta 02); cash otherwise. */
  plazo?: number;
  /** A credit note that corrects the amount of the sample at this index (Nota 9, code 02). */
  corrige?: { muestra: number; razon: string };
  /** Addressed to another company. */
  ajeno?: true;
};

const ALMACEN = '3101284517';
const TRANSPORTES = '3101459832';
const COURIER = '3101602214';
const PUERTO = '3101517730';
const NAVIERA = '3101388106';
const GRUAS = '3101274409';
const TELECOM = '3101650923';
const CONSULTORES = '3101433075';
const PAPELERIA = '3101562281';
const PARQUEOS = '3101347790';
const SEGUROS = '3101711548';

/** The set, oldest first (CABYS codes of Hacienda's catalogue). */
const MUESTRAS: readonly Muestra[] = [
  {
    cedula: ALMACEN,
    diaDelMesAntepasado: 12,
    hora: [8, 42],
    plazo: 30,
    lineas: [
      ['6729000000000', 12, 'D', "Almacenaje fiscal contenedor 40' MSKU 481207-3", 18_500],
      ['6719000000000', 1, 'Sp', 'Desconsolidación y manipulación de carga, DUA 005-2026-118734', 46_750],
    ],
  },
  {
    cedula: TRANSPORTES,
    diaDelMesAntepasado: 19,
    hora: [10, 15],
    lineas: [
      ['6511300009900', 1, 'Sp', "Flete contenedor 40' Caldera – La Uruca", 285_000],
      ['6511900009900', 1, 'Sp', 'Falso flete por cita de descarga reprogramada', 42_500],
    ],
  },
  {
    cedula: PUERTO,
    diaDelMesAntepasado: 26,
    hora: [14, 3],
    tipoCambio: 512.48,
    lineas: [
      ['6711000000000', 2, 'Unid', "Manejo de contenedor 40' HC en muelle", 148.75],
      ['6749000000200', 2, 'Unid', 'Pesaje de contenedor en báscula portuaria', 22.5],
    ],
  },
  {
    cedula: NAVIERA,
    dias: 11,
    hora: [9, 27],
    tipoCambio: 510.96,
    plazo: 15,
    lineas: [
      ['6521300000000', 1, 'Sp', 'Flete marítimo Manzanillo (PA) – Caldera, BL MAEU261477902', 1_850],
      ['6759000000000', 1, 'Sp', 'Emisión del conocimiento de embarque', 65],
    ],
  },
  {
    cedula: COURIER,
    dias: 9,
    hora: [16, 48],
    tipoCambio: 509.87,
    lineas: [
      ['6802200000000', 18.4, 'Kg', 'Courier Miami – San José, guía 7731 0042 5519', 6.95],
      ['6791000000000', 1, 'Sp', 'Trámite de desalmacenaje courier', 35],
    ],
  },
  {
    cedula: GRUAS,
    dias: 6,
    hora: [7, 55],
    lineas: [['6719000000000', 4.5, 'h', 'Montacargas de 5 t para descarga en bodega', 38_500]],
  },
  {
    cedula: TELECOM,
    dias: 5,
    hora: [11, 20],
    lineas: [
      ['8422200000000', 1, 'Sp', 'Internet dedicado 100 Mbps, mensualidad', 89_900],
      ['8412000000000', 1, 'Sp', 'Troncal SIP de 10 canales, mensualidad', 42_650.5],
    ],
  },
  {
    cedula: CONSULTORES,
    dias: 5,
    hora: [15, 36],
    plazo: 30,
    lineas: [['8312900000000', 6, 'h', 'Asesoría en clasificación arancelaria de tres partidas', 42_000]],
  },
  {
    cedula: ALMACEN,
    dias: 4,
    hora: [9, 5],
    plazo: 30,
    lineas: [
      ['6729000000000', 5, 'D', 'Almacenaje fiscal de carga suelta, 8 tarimas', 23_600],
      ['6711000000000', 1, 'Sp', 'Traslado de contenedor a zona de revisión', 27_800],
      ['6719000000000', 8, 'Unid', 'Paletizado y emplasticado de tarima', 3_250],
    ],
  },
  {
    cedula: TRANSPORTES,
    dias: 3,
    hora: [8, 18],
    lineas: [['6511900009900', 1, 'Sp', 'Transporte de carga suelta Almacén Santamaría – Heredia', 118_000]],
  },
  {
    cedula: COURIER,
    dias: 3,
    hora: [13, 44],
    tipoCambio: 508.62,
    lineas: [
      ['6531100000000', 1, 'Unid', 'Envío de documentos originales a Panamá, guía 7731 0042 6120', 42.9],
    ],
  },
  {
    cedula: TRANSPORTES,
    dias: 2,
    hora: [9, 12],
    ajeno: true,
    lineas: [
      ['6511900009900', 1, 'Sp', 'Transporte de materiales de construcción Caldera – Cartago', 164_000],
    ],
  },
  {
    cedula: COURIER,
    dias: 2,
    hora: [10, 31],
    tipoCambio: 508.62,
    corrige: { muestra: 4, razon: 'Corrige monto: rebaja por entrega fuera del plazo pactado' },
    lineas: [['6802200000000', 1, 'Sp', 'Rebaja de tarifa courier, guía 7731 0042 5519', 25.5]],
  },
  {
    cedula: PAPELERIA,
    dias: 2,
    hora: [15, 9],
    lineas: [
      ['3219200020000', 10, 'Unid', 'Papel bond carta 75 g, resma de 500 hojas', 3_150],
      ['3270000000100', 2, 'Unid', 'Carpeta manila tamaño carta, caja de 100', 6_890],
      ['3513001009900', 1, 'Unid', 'Tinta negra para impresora de matriz, botella de 1 L', 38_900],
    ],
  },
  {
    cedula: PUERTO,
    dias: 1,
    hora: [8, 50],
    tipoCambio: 507.91,
    lineas: [
      ['6711000000000', 1, 'Unid', "Manejo de contenedor 20' en muelle", 96.4],
      ['6719000000000', 1, 'Unid', 'Inspección no intrusiva (rayos X) de contenedor', 58],
      ['6749000000200', 1, 'Unid', 'Pesaje de contenedor en báscula portuaria', 22.5],
    ],
  },
  {
    cedula: PARQUEOS,
    dias: 1,
    hora: [11, 12],
    lineas: [['6743000000000', 3, 'D', 'Parqueo de cabezal y chasis', 12_500]],
  },
  {
    cedula: SEGUROS,
    dias: 1,
    hora: [17, 25],
    tipoCambio: 507.91,
    lineas: [
      ['7133300000000', 1, 'Sp', 'Seguro de carga, BL MAEU261477902, valor asegurado USD 48 500', 218.25],
    ],
  },
  {
    cedula: TRANSPORTES,
    dias: 0,
    lineas: [
      ['6511300009900', 1, 'Sp', "Flete contenedor 20' Caldera – Alajuela", 245_000],
      ['6719000000000', 2, 'D', 'Estadía de chasis', 15_000],
    ],
  },
];

/** The sample copied under another name: the telecom's monthly bill, sent to two mailboxes. */
const DUPLICADA = 6;

const proveedor = (cedula: string): Proveedor => {
  const p = PROVEEDORES.find((x) => x.cedula === cedula);
  if (!p) throw new Error(`${cedula} no es un proveedor de la demo`);
  return p;
};

/** Identificacion/Tipo by the number's length: física 9, jurídica 10, DIMEX 11–12. */
const tipoIdentificacion = (numero: string) =>
  numero.length === 9 ? '01' : numero.length === 10 ? '02' : '03';

const dinero = textoHacienda;

/** A line with its amounts in units of 10⁻⁵, and its CodigoTarifaIVA (Nota 8.1). */
export type Linea = {
  cabys: string;
  cantidad: number;
  unidad: string;
  detalle: string;
  precio: number;
  montoTotal: number;
  tarifa: number;
  codigo: string;
  impuesto: number;
};

/** 08 Tarifa general 13 %; 10 Tarifa Exenta (international freight, fuel). */
const codigoDe = (tarifa: number) => (tarifa > 0 ? '08' : '10');

/** A supplier's line: MontoTotal = Cantidad × PrecioUnitario, its tax, each rounded once (p. 35, 40). */
export function calcular(
  [cabys, cantidad, unidad, detalle, precio]: LineaMuestra,
  tarifa: number,
  codigo = codigoDe(tarifa),
): Linea {
  const montoTotal = productToExacto([cantidad, precio]);
  const impuesto = impuestosLinea(montoTotal, tarifa, 0).impuestoNeto;
  return { cabys, cantidad, unidad, detalle, precio: toExacto(precio), montoTotal, tarifa, codigo, impuesto };
}

/** A document's type code (consecutivo digits 9–10): its root element and v4.4 namespace. */
const RAIZ: Readonly<Record<string, readonly [string, string]>> = {
  '01': ['FacturaElectronica', NAMESPACE_FE],
  '02': ['NotaDebitoElectronica', `${NAMESPACE_V44}/notaDebitoElectronica`],
  '03': ['NotaCreditoElectronica', NAMESPACE_NC],
  '04': ['TiqueteElectronico', `${NAMESPACE_V44}/tiqueteElectronico`],
};

export type Documento = {
  /** 01 factura, 02 nota de débito, 03 nota de crédito, 04 tiquete. */
  tipo: TipoDocumento | '02' | '04';
  emisor: Pick<Proveedor, 'nombre' | 'cedula'>;
  /** The issuer's details; the seed supplier's own (PERFILES) when absent. */
  perfil?: Perfil;
  receptor: { nombre: string; cedula: string; correo: string };
  fecha: string;
  consecutivo: string;
  clave: string;
  moneda: string;
  tipoCambio: number;
  plazo?: number;
  lineas: readonly Linea[];
  /** A note's document: Codigo of Nota 9 (02 'corrige monto' when absent). */
  referencia?: { clave: string; fecha: string; razon: string; codigo?: string };
};

/** The ResumenFactura total each line adds to (no exonerations, nothing 'no sujeto'). */
const TOTAL_DE = {
  servicio: { gravada: 'ServGravados', exenta: 'ServExentos' },
  mercancia: { gravada: 'MercanciasGravadas', exenta: 'MercanciasExentas' },
} as const;

/** DetalleServicio and ResumenFactura (v4.4 element order, as factura-xml.ts). */
function cuerpo(d: Documento) {
  const t = { ServGravados: 0, ServExentos: 0, MercanciasGravadas: 0, MercanciasExentas: 0 };
  let impuesto = 0;
  const desglose = new Map<string, number>();
  const lineas = d.lineas.map((l, i) => {
    const servicio = esServicio(l.cabys);
    const gravada = l.tarifa > 0;
    t[TOTAL_DE[servicio ? 'servicio' : 'mercancia'][gravada ? 'gravada' : 'exenta']] += l.montoTotal;
    impuesto += l.impuesto;
    if (gravada) desglose.set(l.codigo, (desglose.get(l.codigo) ?? 0) + l.impuesto);
    return {
      NumeroLinea: String(i + 1),
      CodigoCABYS: l.cabys,
      Cantidad: l.cantidad.toFixed(3),
      UnidadMedida: l.unidad,
      Detalle: l.detalle,
      PrecioUnitario: dinero(l.precio),
      MontoTotal: dinero(l.montoTotal),
      SubTotal: dinero(l.montoTotal),
      BaseImponible: dinero(l.montoTotal),
      Impuesto: {
        Codigo: '01',
        CodigoTarifaIVA: l.codigo,
        Tarifa: l.tarifa.toFixed(2),
        Monto: dinero(l.impuesto),
      },
      ImpuestoAsumidoEmisorFabrica: dinero(0),
      ImpuestoNeto: dinero(l.impuesto),
      MontoTotalLinea: dinero(l.montoTotal + l.impuesto),
    };
  });
  const gravado = t.ServGravados + t.MercanciasGravadas;
  const exento = t.ServExentos + t.MercanciasExentas;
  const venta = gravado + exento;
  const comprobante = venta + impuesto;
  const resumen = {
    CodigoTipoMoneda: { CodigoMoneda: d.moneda, TipoCambio: dinero(toExacto(d.tipoCambio)) },
    TotalServGravados: dinero(t.ServGravados),
    TotalServExentos: dinero(t.ServExentos),
    TotalServExonerado: dinero(0),
    TotalServNoSujeto: dinero(0),
    TotalMercanciasGravadas: dinero(t.MercanciasGravadas),
    TotalMercanciasExentas: dinero(t.MercanciasExentas),
    TotalMercExonerada: dinero(0),
    TotalMercNoSujeta: dinero(0),
    TotalGravado: dinero(gravado),
    TotalExento: dinero(exento),
    TotalExonerado: dinero(0),
    TotalNoSujeto: dinero(0),
    TotalVenta: dinero(venta),
    TotalDescuentos: dinero(0),
    TotalVentaNeta: dinero(venta),
    ...(desglose.size
      ? {
          TotalDesgloseImpuesto: [...desglose].map(([codigo, monto]) => ({
            Codigo: '01',
            CodigoTarifaIVA: codigo,
            TotalMontoImpuesto: dinero(monto),
          })),
        }
      : {}),
    TotalImpuesto: dinero(impuesto),
    ...(d.plazo ? {} : { MedioPago: { TipoMedioPago: '04', TotalMedioPago: dinero(comprobante) } }),
    TotalComprobante: dinero(comprobante),
  };
  return { DetalleServicio: { LineaDetalle: lineas }, ResumenFactura: resumen };
}

export function xmlObjeto(d: Documento) {
  const perfil = d.perfil ?? PERFILES[d.emisor.cedula]!;
  const [provincia, canton, distrito, otrasSenas] = perfil.ubicacion;
  const contenido = {
    Clave: d.clave,
    ProveedorSistemas: d.emisor.cedula,
    CodigoActividadEmisor: perfil.actividad,
    NumeroConsecutivo: d.consecutivo,
    FechaEmision: fechaHacienda(d.fecha),
    Emisor: {
      Nombre: d.emisor.nombre,
      Identificacion: { Tipo: tipoIdentificacion(d.emisor.cedula), Numero: d.emisor.cedula },
      Ubicacion: { Provincia: provincia, Canton: canton, Distrito: distrito, OtrasSenas: otrasSenas },
      Telefono: { CodigoPais: '506', NumTelefono: perfil.telefono },
      CorreoElectronico: perfil.correo,
    },
    Receptor: {
      Nombre: d.receptor.nombre,
      Identificacion: { Tipo: tipoIdentificacion(d.receptor.cedula), Numero: d.receptor.cedula },
      CorreoElectronico: d.receptor.correo,
    },
    CondicionVenta: d.plazo ? '02' : '01',
    ...(d.plazo ? { PlazoCredito: String(d.plazo) } : {}),
    ...cuerpo(d),
  };
  const declaracion = { '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' } };
  const [raiz, namespace] = RAIZ[d.tipo]!;
  if (d.tipo === TIPO_DOCUMENTO.factura || d.tipo === '04')
    return { ...declaracion, [raiz]: { '@_xmlns': namespace, ...contenido } };
  const r = d.referencia!;
  return {
    ...declaracion,
    [raiz]: {
      '@_xmlns': namespace,
      ...contenido,
      InformacionReferencia: {
        TipoDocIR: '01',
        Numero: r.clave,
        FechaEmisionIR: fechaHacienda(r.fecha),
        Codigo: r.codigo ?? '02',
        Razon: r.razon,
      },
    },
  };
}

export const nombreArchivo = (d: Documento) => `${d.emisor.cedula}-${d.consecutivo}.xml`;

/** The highest number the store holds of this issuer's documents of this type (0 when none). */
function ultimoRecibido(db: Db, cedula: string, tipo: TipoDocumento): number {
  let max = 0;
  for (const r of db.confirmaciones.all()) {
    if (r.emisorIdentificacion === cedula && r.consecutivo.slice(8, 10) === tipo)
      max = Math.max(max, Number(r.consecutivo.slice(10)));
  }
  return max;
}

/**
 * A sample's moment, local time (the mock's Costa Rica time, as the seed's): its hour on its day, or
 * for `dias` 0 a while before `hoy` (never before that day's midnight).
 */
function emision(hoy: Date, m: Muestra): string {
  const [h, min] = m.hora ?? [0, 0];
  const dia =
    m.diaDelMesAntepasado !== undefined
      ? setDate(subMonths(startOfMonth(hoy), 2), m.diaDelMesAntepasado)
      : subDays(startOfDay(hoy), m.dias ?? 0);
  const cuando =
    m.dias === 0 ? masTarde([startOfDay(hoy), subMinutes(hoy, 40)]) : setMinutes(setHours(dia, h), min);
  return toIsoDateTime(cuando);
}

/** The account's latest answered invoice from a supplier of the demo whose totals add up. */
function yaRespondida(db: Db): ConfirmacionRecord {
  const candidatas = db.confirmaciones.filter(
    (r) =>
      r.empresaId === CUENTA_DEMO &&
      r.tipoDocumento === 'FacturaElectronica' &&
      r.emisorIdentificacion in PERFILES &&
      toExacto(r.totalVenta) + toExacto(r.totalImpuesto) === toExacto(r.totalComprobante),
  );
  const r = candidatas.sort((a, b) => b.fechaRespuesta.localeCompare(a.fechaRespuesta) || b.id - a.id)[0];
  if (!r) throw new Error('La cuenta de la demo no tiene facturas respondidas');
  return r;
}

/** A document of `r`'s issuer with `r`'s numbers and totals in one line. */
function documentoRespondido(r: ConfirmacionRecord, receptor: Documento['receptor']): Documento {
  const [cabys, detalle] = PERFILES[r.emisorIdentificacion]!.servicio;
  const montoTotal = toExacto(r.totalVenta);
  const impuesto = toExacto(r.totalImpuesto);
  return {
    tipo: TIPO_DOCUMENTO.factura,
    emisor: proveedor(r.emisorIdentificacion),
    receptor,
    fecha: r.fechaEmision,
    consecutivo: r.consecutivo,
    clave: r.clave,
    moneda: r.moneda,
    tipoCambio: r.tipoCambio,
    lineas: [
      {
        cabys,
        cantidad: 1,
        unidad: esServicio(cabys) ? 'Sp' : 'Unid',
        detalle,
        precio: montoTotal,
        montoTotal,
        tarifa: impuesto > 0 ? 13 : 0,
        codigo: codigoDe(impuesto > 0 ? 13 : 0),
        impuesto,
      },
    ],
  };
}

/**
 * The 20 sample files, the same for the same store and `hoy`: the 17 documents oldest first, then
 * the duplicate, the one addressed to another company and the one already answered.
 */
export function muestrasRecepcion(db: Db, hoy: Date): Array<{ nombre: string; xml: string }> {
  const empresa: EmpresaRow | undefined = db.empresas.get(CUENTA_DEMO);
  if (!empresa) throw new Error('La demo no tiene la cuenta de sus usuarios');
  const cuenta = { nombre: empresa.nombre, cedula: empresa.cedula, correo: empresa.recepcionCorreos };

  const numeros = new Map<string, number>();
  const documentos = MUESTRAS.map((m, i): Documento => {
    const emisor = proveedor(m.cedula);
    const tipo = m.corrige ? TIPO_DOCUMENTO.notaCredito : TIPO_DOCUMENTO.factura;
    const serie = `${m.cedula}-${tipo}`;
    // The supplier issues to others too: a few numbers between two of its documents to the account.
    const numero = (numeros.get(serie) ?? ultimoRecibido(db, m.cedula, tipo)) + 1 + ((i * 7) % 5);
    numeros.set(serie, numero);
    const fecha = emision(hoy, m);
    const consec = consecutivo(tipo, numero);
    if (emisor.moneda === 'USD' && !m.tipoCambio) throw new Error(`Muestra ${i}: falta el tipo de cambio`);
    return {
      tipo,
      emisor,
      receptor: m.ajeno ? OTRO_RECEPTOR : cuenta,
      fecha,
      consecutivo: consec,
      clave: clave(fecha, m.cedula, consec),
      moneda: emisor.moneda,
      tipoCambio: m.tipoCambio ?? 1,
      ...(m.plazo ? { plazo: m.plazo } : {}),
      lineas: m.lineas.map((l) => calcular(l, emisor.iva)),
    };
  });
  MUESTRAS.forEach((m, i) => {
    if (!m.corrige) return;
    const original = documentos[m.corrige.muestra]!;
    documentos[i] = {
      ...documentos[i]!,
      referencia: { clave: original.clave, fecha: original.fecha, razon: m.corrige.razon },
    };
  });

  const archivo = (d: Documento) => ({
    nombre: nombreArchivo(d),
    xml: escribirXml(xmlObjeto(d)),
  });
  const propios = documentos.flatMap((d, i) => (MUESTRAS[i]!.ajeno ? [] : [archivo(d)]));
  const ajeno = documentos.flatMap((d, i) => (MUESTRAS[i]!.ajeno ? [archivo(d)] : []));
  const duplicada = archivo(documentos[DUPLICADA]!);
  return [
    ...propios,
    { nombre: `copia de ${duplicada.nombre}`, xml: duplicada.xml },
    ...ajeno,
    archivo(documentoRespondido(yaRespondida(db), cuenta)),
  ];
}

export type ArchivoMuestra = { nombre: string; xml: string };

/** The samples as files to drop on the screen (UTF-8, text/xml). */
export const comoArchivos = (muestras: readonly ArchivoMuestra[]): File[] =>
  muestras.map(({ nombre, xml }) => new File([xml], nombre, { type: 'text/xml' }));

/** The samples in one .zip to download (fflate: a small, maintained zip writer). */
export function comoZip(muestras: readonly ArchivoMuestra[]): Blob {
  const zip = zipSync(Object.fromEntries(muestras.map(({ nombre, xml }) => [nombre, strToU8(xml)])));
  return new Blob([zip as BlobPart], { type: 'application/zip' });
}
