/*
 * The signing key's pure rules (D38, D39): whose key it is (the certificate subject's serialNumber
 * against the account's cédula), whether it is valid today, and how close its expiry is. No
 * cryptography here: p12-reader.ts opens the file; the Panel's notice and the account's screens read only
 * these rules.
 */
import { daysBetween, formatDate, parseApiDate } from '@/lib/dates';
import { llaveRevision as t } from '@/messages/es-llave';

/** A .p12 of Hacienda's ATV holds only the key, its certificate and the CA's: a file over this is not one. */
export const LLAVE_MAX_BYTES = 64 * 1024;
/** The expiry is announced from this many days before (the upload warns, the Panel warns). */
export const DIAS_AVISO = 30;

/** The digits that name a taxpayer, without separators or leading zeros ('CPF-01-1234-0567' → '112340567'). */
export function digitosIdentificacion(valor: string | null | undefined): string {
  return (valor ?? '').replace(/\D/g, '').replace(/^0+/, '');
}

/**
 * The identification a certificate subject's serialNumber carries, as digits: the CA writes a prefix
 * and the number with hyphens ('CPJ-3-101-704425', 'CPF-01-1234-0567', 'NUP-114145540011'); null for
 * anything else.
 */
export function identificacionDeSerie(serie: string | null | undefined): string | null {
  const m = /^\s*[A-Z]{2,6}-(\d[\d-]*)\s*$/i.exec(serie ?? '');
  return (m && digitosIdentificacion(m[1])) || null;
}

/** The certificate is the account's: the same identification, compared as digits. */
export function esDeLaCuenta(serie: string | null | undefined, cedula: string | null | undefined): boolean {
  const llave = identificacionDeSerie(serie);
  return llave !== null && llave === digitosIdentificacion(cedula);
}

/** The account's identification as the CA writes it (física 9 digits, jurídica 10), else as stored. */
export function serieDeCuenta(cedula: string, tipo: string): string {
  const d = digitosIdentificacion(cedula);
  if (tipo === '01' && d.length === 9) return `CPF-0${d[0]}-${d.slice(1, 5)}-${d.slice(5)}`;
  if (tipo === '02' && d.length === 10) return `CPJ-${d[0]}-${d.slice(1, 4)}-${d.slice(4)}`;
  return cedula.trim();
}

export type NivelLlave = 'ninguno' | 'aviso' | 'vencida';
export type Vencimiento = { nivel: NivelLlave; dias: number; fecha: string };

/**
 * How close a key's expiry is on `hoy`: 'vencida' from its last instant on, 'aviso' within
 * DIAS_AVISO calendar days, else 'ninguno'; `dias` counts calendar days (0 on the day it ends).
 * Null when there is no expiry (a backend that does not send llaveVence) or it cannot be read.
 */
export function vencimientoLlave(vence: string | null | undefined, hoy: Date): Vencimiento | null {
  const hasta = parseApiDate(vence ?? null);
  if (!hasta) return null;
  const dias = daysBetween(hoy, hasta);
  const nivel = hasta <= hoy ? 'vencida' : dias <= DIAS_AVISO ? 'aviso' : 'ninguno';
  return { nivel, dias, fecha: formatDate(hasta) };
}

/** What the check reads of the .p12's own certificate (dates as ISO instants, to cross to a worker). */
export type CertificadoLlave = { serie: string | null; desde: string; hasta: string };
/** The account the key must belong to. */
export type CuentaLlave = { cedula: string; tipo: string };
/** A refused key says why; an accepted one gives its expiry (sent as llaveVence) and maybe a warning. */
export type RevisionLlave = { ok: false; motivo: string } | { ok: true; vence: string; aviso: string | null };

/** The certificate's rules, in order: the account's identification, valid today, the 30-day warning. */
export function revisarCertificado(cert: CertificadoLlave, cuenta: CuentaLlave, hoy: Date): RevisionLlave {
  if (!identificacionDeSerie(cert.serie)) return { ok: false, motivo: t.sinIdentificacion };
  if (!esDeLaCuenta(cert.serie, cuenta.cedula)) {
    const deCuenta = serieDeCuenta(cuenta.cedula, cuenta.tipo);
    return { ok: false, motivo: t.otraIdentificacion(cert.serie!.trim(), deCuenta) };
  }
  const desde = formatDate(cert.desde);
  const hasta = formatDate(cert.hasta);
  if (new Date(cert.desde) > hoy) return { ok: false, motivo: t.noVigente(desde, hasta) };
  const vence = vencimientoLlave(cert.hasta, hoy);
  if (!vence || vence.nivel === 'vencida') return { ok: false, motivo: t.vencida(desde, hasta) };
  return {
    ok: true,
    vence: cert.hasta,
    aviso: vence.nivel === 'aviso' ? t.porVencer(hasta, vence.dias) : null,
  };
}
