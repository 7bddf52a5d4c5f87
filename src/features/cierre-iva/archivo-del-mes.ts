import { formatDate, formatMonth } from '@/lib/dates';
import * as es from '@/messages/es-cierre-iva';
import type { ArchivoLeido } from './archivo-iva';
import { mesDe } from './rules';

/*
 * Whether a supplier's file, once read, counts for the month's worksheet (pure): a document addressed
 * to another identification gives the account no credit, and one of another month is not this month's
 * IVA. Either is refused with its reason, naming both identifications or both dates.
 */

/** The account whose IVA it is: its name and cédula (the empresa's identification). */
export type CuentaIva = { nombre: string; cedula: string };

const t = es.cierreIvaCarga.archivos;

/** Digits only, without leading zeros: '3-101-704425' and '03101704425' are the same cédula. */
const digitos = (v: string) => v.replace(/\D/g, '').replace(/^0+/, '');

/**
 * The Spanish reason the file is refused, or null when it counts. A ticket naming no receiver is
 * nobody else's (as in Recepción de comprobantes), so it passes; any identification that is not the
 * account's cédula, digit for digit, does not.
 */
export function motivoArchivo(a: ArchivoLeido, mes: string, cuenta: CuentaIva): string | null {
  if ('rechazo' in a) return a.rechazo;
  if ('noLeido' in a) return t.noLeido[a.noLeido];
  const { receptor, dia } = a.documento;
  if (receptor && (receptor.identificacion || receptor.nombre)) {
    const numero = digitos(receptor.identificacion);
    if (!numero || numero !== digitos(cuenta.cedula)) {
      return t.otroReceptor(receptor.nombre, receptor.identificacion, cuenta.nombre, cuenta.cedula);
    }
  }
  if (!dia) return t.sinFecha;
  return mesDe(dia) === mes ? null : t.otroMes(formatDate(dia), formatMonth(mes));
}
