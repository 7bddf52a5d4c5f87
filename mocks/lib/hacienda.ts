import type { Db } from '../db/store';
import type { EmpresaRow, FacturaRecord, MedidaRow, TarifaIvaRow } from '../db/types';

/*
 * Hacienda's numbering and reference codes (shared/fixtures/hacienda/hacienda_schema_and_clave.md,
 * the v4.4 XSDs): the 20-digit consecutivo, the 50-digit clave, the unidadMedida and CodigoTarifaIVA
 * lists the invoice form offers.
 */

/** Document types (consecutivo digits 9–10). */
export const TIPO_DOCUMENTO = { factura: '01', notaCredito: '03' } as const;
export type TipoDocumento = (typeof TIPO_DOCUMENTO)[keyof typeof TIPO_DOCUMENTO];

/** Casa matriz (001), terminal 00001: the office issues from one point of sale. */
const SUCURSAL = '001';
const TERMINAL = '00001';

/** consecutivo (20 digits): establecimiento 3 + terminal 5 + tipo 2 + número 10. */
export function consecutivo(tipo: TipoDocumento, numero: number): string {
  return `${SUCURSAL}${TERMINAL}${tipo}${String(numero).padStart(10, '0')}`;
}

/** The number (last 10 digits) of a consecutivo of this type, or 0. */
function numeroDe(c: string, tipo: TipoDocumento): number {
  return c.length === 20 && c.slice(8, 10) === tipo ? Number(c.slice(10)) : 0;
}

const cedulasClave = new Map<string, string>();

/**
 * The cédula as the clave carries it (Nota 4.1): left-padded with zeros to 12 digits (física 9 → 000,
 * jurídica and NITE 10 → 00, DIMEX 11 → 0, 12 → none).
 */
export function cedulaClave(cedula: string): string {
  // Worked out once per cédula: the seed numbers every submission of a year of invoices at each page load.
  let texto = cedulasClave.get(cedula);
  if (texto === undefined) {
    texto = cedula.replace(/\D/g, '').padStart(12, '0').slice(-12);
    if (cedulasClave.size < 500) cedulasClave.set(cedula, texto);
  }
  return texto;
}

/** An 8-digit security code, deterministic for a document so that the seed and the demo agree. */
function codigoSeguridad(texto: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < texto.length; i++) {
    h ^= texto.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return String(h % 100_000_000).padStart(8, '0');
}

/**
 * clave (50 digits): 506 · DDMMYY of the emission date · cédula of the issuer to 12 · consecutivo ·
 * situación 1 (normal) · security code.
 */
export function clave(fechaEmision: string, cedulaEmisor: string, consec: string): string {
  const ddmmyy = fechaEmision.slice(8, 10) + fechaEmision.slice(5, 7) + fechaEmision.slice(2, 4);
  const cedula = cedulaClave(cedulaEmisor);
  return `506${ddmmyy}${cedula}${consec}1${codigoSeguridad(`${cedula}${consec}`)}`;
}

/** The account's last number of a document type (numbering by account, over every invoice it issued). */
export function ultimoNumero(db: Db, empresaId: number, tipo: TipoDocumento): number {
  let max = 0;
  for (const f of db.facturas.all()) {
    if (f.empresaId !== empresaId) continue;
    for (const e of f.envios) max = Math.max(max, numeroDe(e.consecutivo, tipo));
    if (f.notaCredito) max = Math.max(max, numeroDe(f.notaCredito.consecutivo, tipo));
  }
  return max;
}

/** The next consecutivo and clave of the account for a document dated `fecha`. */
export function numerar(db: Db, empresa: EmpresaRow, tipo: TipoDocumento, fecha: string) {
  const c = consecutivo(tipo, ultimoNumero(db, empresa.id, tipo) + 1);
  return { consecutivo: c, clave: clave(fecha, empresa.cedula, c) };
}

/** Whether a document's numbers are the account's (used by tests and the XML). */
export const esClaveValida = (k: string) => /^506\d{47}$/.test(k);

/**
 * Units of measure the invoice lines offer: Hacienda's v4.4 unidadMedida codes with their official
 * Spanish names (services first; the broker bills services, hours, days, containers).
 */
export const MEDIDAS: readonly MedidaRow[] = [
  ['Sp', 'Servicios Profesionales'],
  ['Spe', 'Servicios personales'],
  ['St', 'Servicios técnicos'],
  ['Os', 'Otro tipo de servicio'],
  ['Unid', 'Unidad'],
  ['h', 'hora'],
  ['D', 'día'],
  ['Cm', 'Comisiones'],
  ['I', 'Intereses'],
  ['Al', 'Alquiler de uso habitacional'],
  ['Alc', 'Alquiler de uso comercial'],
  ['Kg', 'Kilogramo'],
  ['T', 'tonelada'],
  ['m³', 'metro cúbico'],
].map(([simbolo, descripcion], i) => ({ id: i + 1, simbolo: simbolo!, descripcion: descripcion! }));

export const medidaPorSimbolo = (simbolo: string): MedidaRow =>
  MEDIDAS.find((m) => m.simbolo === simbolo) ?? MEDIDAS[0]!;

/** Hacienda's CodigoTarifaIVA list (v4.4): the id is the code as a number. */
export const TARIFAS_IVA: readonly TarifaIvaRow[] = (
  [
    ['01', 'Tarifa 0% (Artículo 32, num 1, RLIVA)', 0],
    ['02', 'Tarifa reducida 1%', 1],
    ['03', 'Tarifa reducida 2%', 2],
    ['04', 'Tarifa reducida 4%', 4],
    ['05', 'Transitorio 0%', 0],
    ['06', 'Transitorio 4%', 4],
    ['07', 'Tarifa transitoria 8%', 8],
    ['08', 'Tarifa general 13%', 13],
    ['09', 'Tarifa reducida 0.5%', 0.5],
    ['10', 'Tarifa Exenta', 0],
    ['11', 'Tarifa 0% sin derecho a crédito', 0],
  ] as const
).map(([codigo, descripcion, porcentaje]) => ({ id: Number(codigo), codigo, descripcion, porcentaje }));

export const TARIFA_IVA_GENERAL = 8;
export const TARIFA_IVA_CERO = 1;

/**
 * The broker's name for each CABYS service it bills (the invoice's `servicio.nombre`, decision F12):
 * the two customs services that carry 13 % VAT (F2) and the rest. A code not listed is named by its
 * description.
 */
export const NOMBRE_SERVICIO: Readonly<Record<string, string>> = {
  '6791000000000': 'NACIONALIZACION',
  '8594000000000': 'DUA VENTA LOCAL ZONA FRANCA',
  '6729000000000': 'ALMACENAJE',
  '6711000000000': 'MANEJO DE CONTENEDORES',
  '6719000000000': 'MANIPULACION DE CARGA',
  '6511900009900': 'TRANSPORTE TERRESTRE',
  '6511300009900': 'TRANSPORTE DE CONTENEDORES',
  '6531900000000': 'FLETE AEREO',
  '6521900000000': 'FLETE MARITIMO',
  '7133300000000': 'SEGURO DE CARGA',
  '8312900000000': 'ASESORIA ADUANERA',
  '8311500000000': 'CONSULTORIA EN OPERACIONES',
  '6749000000200': 'PESAJE DE CONTENEDORES',
  '6802200000000': 'MENSAJERIA INTERNACIONAL',
  '6721000000000': 'ALMACENAJE REFRIGERADO',
  '8595100000000': 'FOTOCOPIAS',
  '8213000000000': 'DOCUMENTACION Y CERTIFICACION',
  '8231000000000': 'ASESORIA TRIBUTARIA',
  '7311700000000': 'ALQUILER DE CONTENEDORES',
  '6759000000000': 'APOYO AL TRANSPORTE MARITIMO',
  '6802100000000': 'MENSAJERIA LOCAL',
};

export const nombreServicio = (codigoCabys: string, descripcion: string): string =>
  NOMBRE_SERVICIO[codigoCabys] ?? descripcion;

/** The account an invoice belongs to, or null. */
export const empresaDe = (db: Db, f: Pick<FacturaRecord, 'empresaId'>) =>
  db.empresas.get(f.empresaId) ?? null;
