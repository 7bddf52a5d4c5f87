import * as es from '@/messages/es-exoneracion';
import { formatDate } from './dates';
import type { Exoneracion } from './exoneracion-contract';

/*
 * An exonerated client's exoneration document (Hacienda v4.4 `Exoneracion`, Anexos y Estructuras v4.4
 * p. 44–46, Notas 10.1 and 23): what the client form edits, what the invoice shows and writes into each
 * taxed line's XML, and what the check before sending reads. It extends API.md's `Cliente` and
 * `ClienteFactura` with one optional field, `exoneracion` (docs/api.md): a backend that does not send
 * it leaves the invoice's section hidden and the check says the document is missing.
 */

const t = es.exoneracion;

/** Nota 10.1, 'Tipo de documento de exoneración o de autorización' (p. 74). */
export const TIPOS_DOCUMENTO_EXONERACION = [
  ['01', 'Compras autorizadas por la Dirección General de Tributación'],
  ['02', 'Ventas exentas a diplomáticos'],
  ['03', 'Autorizado por Ley especial'],
  ['04', 'Exenciones Dirección General de Hacienda Autorización Local Genérica'],
  ['05', 'Exenciones Dirección General de Hacienda Transitorio V'],
  ['06', 'Servicios turísticos inscritos ante el Instituto Costarricense de Turismo (ICT)'],
  ['07', 'Transitorio XVII (Recolección, Clasificación, almacenamiento de Reciclaje y reutilizable)'],
  ['08', 'Exoneración a Zona Franca'],
  ['09', 'Exoneración de servicios complementarios para la exportación artículo 11 RLIVA'],
  ['10', 'Órgano de las corporaciones municipales'],
  ['11', 'Exenciones Dirección General de Hacienda Autorización de Impuesto Local Concreta'],
  ['99', 'Otros'],
] as const;

/** Nota 10.1, footnotes 38–41: these types are only for credit and debit notes, never an invoice. */
export const TIPOS_SOLO_NOTAS = ['01', '05', '06', '07'] as const;

/** p. 45, Articulo: required for these types (the article of the law). */
export const TIPOS_CON_ARTICULO = ['02', '03', '06', '07', '08'] as const;

/** Nota 23, 'Nombre de la institución o dependencia que emitió la exoneración' (p. 82). */
export const INSTITUCIONES_EXONERACION = [
  ['01', 'Ministerio de Hacienda'],
  ['02', 'Ministerio de Relaciones Exteriores y Culto'],
  ['03', 'Ministerio de Agricultura y Ganadería'],
  ['04', 'Ministerio de Economía, Industria y Comercio'],
  ['05', 'Cruz Roja Costarricense'],
  ['06', 'Benemérito Cuerpo de Bomberos de Costa Rica'],
  ['07', 'Asociación Obras del Espíritu Santo'],
  ['08', 'Federación Cruzada Nacional de protección al Anciano (Fecrunapa)'],
  ['09', 'Escuela de Agricultura de la Región Húmeda (EARTH)'],
  ['10', 'Instituto Centroamericano de Administración de Empresas (INCAE)'],
  ['11', 'Junta de Protección Social (JPS)'],
  ['12', 'Autoridad Reguladora de los Servicios Públicos (Aresep)'],
  ['99', 'Otros'],
] as const;

/** p. 45, TarifaExonerada: never more than the tax (the general VAT rate, 13 %). */
export const TARIFA_EXONERADA_MAX = 13;

/** The document's schema (exoneracion-contract.ts), with the tables and checks below. */
export { exoneracionOpcional, exoneracionSchema, type Exoneracion } from './exoneracion-contract';
export type ProblemaExoneracion = { campo: keyof Exoneracion; mensaje: string; fuente: string };

const nombreDe = (tabla: ReadonlyArray<readonly [string, string]>, codigo: string) =>
  tabla.find(([c]) => c === codigo)?.[1] ?? '';

export const nombreTipoDocumento = (codigo: string) => nombreDe(TIPOS_DOCUMENTO_EXONERACION, codigo);
export const nombreInstitucion = (codigo: string) => nombreDe(INSTITUCIONES_EXONERACION, codigo);

const ENTERO_6 = /^\d{1,6}$/;
const TARIFA = /^\d{1,2}(\.\d{1,2})?$/;

/**
 * Every reason Hacienda would refuse this document on an invoice (p. 44–46), in the form's order.
 * `fechaLimite` (YYYY-MM-DD) is the latest emission date allowed: today in the client form, the
 * invoice's date in the check before sending.
 */
export function revisarExoneracion(e: Exoneracion, fechaLimite: string): ProblemaExoneracion[] {
  const out: ProblemaExoneracion[] = [];
  const add = (campo: keyof Exoneracion, mensaje: string, fuente: string) =>
    out.push({ campo, mensaje, fuente });
  const tipo = e.tipoDocumento.trim();
  if (!tipo) add('tipoDocumento', t.v.tipoFalta, 'Anexos p. 44, TipoDocumentoEX1; Nota 10.1');
  else if (!nombreTipoDocumento(tipo))
    add('tipoDocumento', t.v.tipoInvalido(tipo), 'Anexos p. 44, TipoDocumentoEX1; Nota 10.1');
  else if ((TIPOS_SOLO_NOTAS as readonly string[]).includes(tipo))
    add(
      'tipoDocumento',
      t.v.tipoSoloNotas(nombreTipoDocumento(tipo)),
      'Anexos p. 74, Nota 10.1 (notas 38–41)',
    );
  const otro = e.tipoDocumentoOtro.trim();
  if (tipo === '99' && (otro.length < 5 || otro.length > 100))
    add('tipoDocumentoOtro', t.v.tipoOtro, 'Anexos p. 44, TipoDocumentoOTRO');
  const numero = e.numeroDocumento.trim();
  if (numero.length < 3 || numero.length > 40)
    add('numeroDocumento', t.v.numero, 'Anexos p. 44, NumeroDocumento (String 40)');
  const articulo = e.articulo == null ? '' : String(e.articulo);
  if ((TIPOS_CON_ARTICULO as readonly string[]).includes(tipo) && !articulo)
    add('articulo', t.v.articuloFalta, 'Anexos p. 45, Articulo');
  else if (articulo && !ENTERO_6.test(articulo))
    add('articulo', t.v.articulo, 'Anexos p. 45, Articulo (Integer 6)');
  const inciso = e.inciso == null ? '' : String(e.inciso);
  if (inciso && !ENTERO_6.test(inciso)) add('inciso', t.v.inciso, 'Anexos p. 45, Inciso (Integer 6)');
  const institucion = e.nombreInstitucion.trim();
  if (!nombreInstitucion(institucion))
    add('nombreInstitucion', t.v.institucion, 'Anexos p. 45, NombreInstitucion; Nota 23');
  const otra = e.nombreInstitucionOtros.trim();
  if (institucion === '99' && (otra.length < 5 || otra.length > 160))
    add('nombreInstitucionOtros', t.v.institucionOtra, 'Anexos p. 45, NombreInstitucionOtros');
  const fecha = (e.fechaEmision ?? '').slice(0, 10);
  if (!fecha) add('fechaEmision', t.v.fechaFalta, 'Anexos p. 45, FechaEmisionEX');
  else if (fecha > fechaLimite)
    add('fechaEmision', t.v.fechaFutura(formatDate(fechaLimite)), 'Anexos p. 45, FechaEmisionEX');
  const tarifa = String(e.tarifaExonerada);
  if (!TARIFA.test(tarifa) || e.tarifaExonerada <= 0 || e.tarifaExonerada > TARIFA_EXONERADA_MAX)
    add('tarifaExonerada', t.v.tarifa, 'Anexos p. 45, TarifaExonerada (Decimal 4,2)');
  return out;
}
