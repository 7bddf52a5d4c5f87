import { esIdentificacionValida, TIPOS_CLIENTE } from '@/lib/identificacion';
import { foldText } from '@/lib/text';
import * as es from '@/messages/es-registro-hacienda';
import type { ActividadRegistro, Contribuyente, ExoneracionRegistro } from './contract';

const t = es.registroHacienda;

/**
 * A Costa Rican identification the registry can be asked for: one the app's own rule accepts for some
 * national type (física, jurídica, DIMEX, NITE: digits, no leading 0, which Hacienda answers with a 400).
 * The forms and the registry so never disagree on what a valid number is.
 */
export const esIdentificacionConsultable = (numero: string) =>
  TIPOS_CLIENTE.some(({ tipo }) => esIdentificacionValida(numero, tipo));

/** A document number as Hacienda files it: AL-00460853-20, whatever case or spaces were typed. */
export const documentoNormal = (documento: string) => documento.trim().toUpperCase();

/** Only Hacienda's own authorisations (AL-########-##) are in its registry; a law number is not. */
export const esAutorizacionHacienda = (documento: string) => /^AL-\d{8}-\d{2}$/i.test(documento.trim());

/** Whether the registry's state is 'Inscrito' itself ('Inscrito de Oficio', 'Desinscrito'… are not). */
export const estaInscrito = (c: Contribuyente) => c.situacion.estado.trim().toLowerCase() === 'inscrito';

/**
 * What the clerk should know of a taxpayer before billing it: not registered, registered in another
 * state than 'Inscrito' (with Hacienda's own sentence when it gives one), moroso, omiso. [] when none.
 */
export function avisosContribuyente(c: Contribuyente | null, identificacion: string): string[] {
  if (!c) return [t.contribuyente.noRegistrado(identificacion)];
  const avisos: string[] = [];
  if (!estaInscrito(c))
    avisos.push([t.contribuyente.estado(c.situacion.estado), c.situacion.mensaje].filter(Boolean).join(' '));
  if (c.situacion.moroso) avisos.push(t.contribuyente.moroso);
  if (c.situacion.omiso) avisos.push(t.contribuyente.omiso);
  return avisos;
}

/**
 * An activity code as Hacienda writes it. Before 2025 the registry sent a number (751101, leading zeros
 * lost) of its own six-digit list; since TRIBU-CR (October 2025) it sends CIIU 4 text ("6492.0"), which
 * a v4.4 document carries as is: six characters with the dot. A plain number is padded back to six
 * digits; anything else is kept as written, never padded into a code of the other list.
 */
export function codigoHacienda(codigo: string | number): string {
  const c = String(codigo).trim();
  return /^\d{1,5}$/.test(c) ? c.padStart(6, '0') : c;
}

/** A CIIU 4 code as the registry writes it since 2025 (NNNN.N). */
export const esCiiu4 = (codigo: string) => /^\d{4}\.\d$/.test(codigo.trim());

/**
 * A code of one of the two lists Hacienda's catalogue has held (docs/hacienda-registry-research.md §8):
 * six digits (before 2025) or CIIU 4 (NNNN.N). Any other text is in neither, and v4.4's String 6 field
 * cannot carry it.
 */
export const esCodigoActividad = (codigo: string) => /^(\d{6}|\d{4}\.\d)$/.test(codigo.trim());

/**
 * Whether two activity codes are the same: only within one list. A pre-2025 code (630901) and a CIIU 4
 * one ("5229.0") are never the same, since no public table maps one to the other and padding the
 * digits gives a code of the old list with another meaning.
 */
export const mismaActividad = (a: string, b: string) => codigoHacienda(a) === codigoHacienda(b);

/** The registry's activity for a code, if the taxpayer has it at all. */
export const actividadDe = (c: Contribuyente, codigo: string): ActividadRegistro | undefined =>
  c.actividades.find((a) => mismaActividad(a.codigo, codigo));

/**
 * Whether an account's activity codes are all of the pre-2025 list while the registry answers CIIU 4:
 * none of them is known to the registry any more, which is a change of list, not of the account.
 */
export const codigosAnteriores = (c: Contribuyente, codigos: readonly string[]) =>
  codigos.length > 0 &&
  codigos.every((x) => !esCiiu4(x) && !actividadDe(c, x)) &&
  c.actividades.some((a) => esCiiu4(a.codigo));

export const esActiva = (a: ActividadRegistro) => a.estado.trim().toUpperCase() === 'A';

/** Whether an exoneration is past its end on a day (YYYY-MM-DD); a document without an end is not. */
export const exoneracionVencida = (e: ExoneracionRegistro, dia: string) =>
  e.fechaVencimiento !== '' && e.fechaVencimiento < dia;

/**
 * Whether an exoneration covers a CABYS code: every code when it lists none. A list binds even when
 * poseeCabys is left out, so a document read without that flag does not cover everything.
 */
export const cubreCabys = (e: ExoneracionRegistro, cabys: string) =>
  e.poseeCabys || e.cabys.length > 0 ? e.cabys.includes(cabys.trim()) : true;

/** A currency whose day's rate Hacienda publishes (registro-hacienda's `/indicadores/tc/…`). */
export type MonedaHacienda = 'dolar' | 'euro';

const SIMBOLOS: Record<string, MonedaHacienda | null> = {
  $: 'dolar',
  US$: 'dolar',
  USD: 'dolar',
  '€': 'euro',
  EUR: 'euro',
  '¢': null,
  '₡': null,
  CRC: null,
};
const NOMBRES: Record<string, MonedaHacienda> = {
  dolar: 'dolar',
  dolares: 'dolar',
  'dolar estadounidense': 'dolar',
  'dolares estadounidenses': 'dolar',
  usd: 'dolar',
  euro: 'euro',
  euros: 'euro',
  eur: 'euro',
};

/**
 * Which of Hacienda's rates a row is, so a form can offer to bring it or compare with it (D54). The symbol
 * decides when it is one the app knows, since it is what the invoice shows next to each amount; a row
 * whose symbol says nothing (blank, or another currency's sign) is read by its whole name, never by a
 * word inside it, so 'Dólar canadiense' is not taken for the US dollar. Colones have no rate to bring.
 */
export function monedaHacienda(row: { nombre: string; simbol: string }): MonedaHacienda | null {
  const simbol = (row.simbol ?? '').trim().toUpperCase();
  if (simbol in SIMBOLOS) return SIMBOLOS[simbol]!;
  return NOMBRES[foldText(row.nombre).replace(/\s+/g, ' ')] ?? null;
}
