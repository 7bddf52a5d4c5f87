/**
 * The companies' (empresas) pure rules: the company form (the spec's rules, identifications by
 * Hacienda's), the company e-mail screen, the key file, the list's Tipo label and the territorial ids.
 * Shared by the forms and the mock server, so that the server never accepts what a form refuses.
 */
import * as z from 'zod/mini';
import { tipoDeEmpresa, validarIdentificacion } from '@/lib/identificacion';
import * as es from '@/messages/es-empresas';

const t = es.empresas;

export const ESTADOS = ['ACTIVO', 'INACTIVO'] as const;
export type EstadoEmpresa = (typeof ESTADOS)[number];
/** The list's status filter (default ACTIVO). */
export const ESTADOS_FILTRO = ['ACTIVO', 'INACTIVO', 'TODAS'] as const;
export type EstadoFiltro = (typeof ESTADOS_FILTRO)[number];
export const TIPOS = ['01', '02', '03', '04'] as const;
export const MEDIDAS = ['Unid', 'Sp'] as const;

/** The spec's page size of the company list and its limits: cantidad 1 to 100, nombre at least 2. */
export const PAGE_SIZE = 200;
export const CANTIDAD_MIN = 1;
export const CANTIDAD_MAX = 100;
export const NOMBRE_MIN = 2;
/** The phone takes 8 to 64 characters; the address at most 127. */
export const TELEFONO_MIN = 8;
export const TELEFONO_MAX = 64;
export const DIRECCION_MAX = 127;

/** The list's Tipo column: 'Físico' for 01, 'Jurídico' for 02, otherwise 'N/A'. */
export function tipoEmpresaLabel(tipo: string | null | undefined): string {
  return t.tipoColumna[tipo ?? ''] ?? t.tipoNoAplica;
}

const emailSchema = z.email();
export function esCorreo(value: string): boolean {
  return emailSchema.safeParse(value.trim()).success;
}

/** Every field of the company form (cantidad as typed). */
export type EmpresaCampos = {
  nombre: string;
  iniciales: string;
  correo1: string;
  correo2: string;
  telefono: string;
  direccion: string;
  usuario: string;
  clave: string;
  pin: string;
  keyPath: string;
  logoPath: string;
  estado: string;
  cedula: string;
  tipo: string;
  provincia: string;
  canton: string;
  distrito: string;
  cantidad: string | number;
  recepcionCorreos: string;
  tipoMedida: string;
};

export type Problema<K extends string = keyof EmpresaCampos> = {
  campo: K;
  /** Shown under the field as the user leaves it. */
  mensaje: string;
  /** The line of the joined error list. */
  linea: string;
  /** A required field left blank (rather than a rule broken). */
  requerido: boolean;
};

/**
 * The company form's checks, one problem per field at most, in the form's order.
 * Required: nombre (min 2), iniciales, correo1, telefono (8–64), direccion (max 127), usuario,
 * keyPath, cedula (by tipo), provincia/canton/distrito, cantidad (1–100), recepcionCorreos, and
 * clave and pin when `nueva` (an account being created): an existing one's Hacienda password and PIN
 * are never sent back (decision D27), so there a blank one keeps what is stored.
 * E-mail format on correo1, correo2 (optional), recepcionCorreos and usuario (the ATV user is e-mail shaped).
 */
export function validarEmpresa(v: EmpresaCampos, { nueva = true }: { nueva?: boolean } = {}): Problema[] {
  const out: Problema[] = [];
  const s = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();
  const add = (campo: keyof EmpresaCampos, mensaje: string, requerido = false, conCampo = true) =>
    out.push({
      campo,
      mensaje,
      requerido,
      linea: conCampo ? t.errorLinea(t.campo[campo], mensaje) : mensaje,
    });
  const requerido = (campo: keyof typeof t.v.requerido): boolean => {
    if (s(v[campo])) return true;
    add(campo, t.v.requerido[campo], true, false);
    return false;
  };
  const correo = (campo: 'correo1' | 'correo2' | 'recepcionCorreos' | 'usuario') => {
    if (!esCorreo(s(v[campo]))) add(campo, t.v.correoInvalido);
  };

  if (requerido('nombre') && s(v.nombre).length < NOMBRE_MIN) add('nombre', t.v.nombreMin);
  requerido('iniciales');
  if (!(TIPOS as readonly string[]).includes(s(v.tipo))) add('tipo', t.v.tipo);
  else if (requerido('cedula')) {
    const tipo = tipoDeEmpresa(s(v.tipo));
    if (!tipo || !validarIdentificacion(s(v.cedula), tipo).ok) add('cedula', t.v.cedula, false, false);
  }
  if (!(ESTADOS as readonly string[]).includes(s(v.estado))) add('estado', t.v.estado, false, false);
  if (requerido('telefono')) {
    const n = s(v.telefono).length;
    if (n < TELEFONO_MIN) add('telefono', t.v.telefonoMin);
    else if (n > TELEFONO_MAX) add('telefono', t.v.telefonoMax);
  }
  if (requerido('correo1')) correo('correo1');
  if (s(v.correo2)) correo('correo2');
  if (requerido('recepcionCorreos')) correo('recepcionCorreos');
  requerido('provincia');
  requerido('canton');
  requerido('distrito');
  if (requerido('direccion') && s(v.direccion).length > DIRECCION_MAX) add('direccion', t.v.direccionMax);
  if (requerido('usuario')) correo('usuario');
  if (nueva) {
    requerido('clave');
    requerido('pin');
  }
  requerido('keyPath');

  const cantidad = s(v.cantidad);
  const n = Number(cantidad);
  if (!cantidad || !Number.isFinite(n)) add('cantidad', t.v.cantidadRequerida, true, false);
  else if (n < CANTIDAD_MIN) add('cantidad', t.v.cantidadMin, false, false);
  else if (n > CANTIDAD_MAX) add('cantidad', t.v.cantidadMax, false, false);
  else if (!Number.isInteger(n)) add('cantidad', t.v.cantidadEntera, false, false);

  if (!(MEDIDAS as readonly string[]).includes(s(v.tipoMedida)))
    add('tipoMedida', t.v.tipoMedida, false, false);
  return out;
}

/**
 * The flash of an invalid company form: only blank required fields → 'Por favor completar todos los
 * campos requeridos'; any broken rule → 'Favor corregir los siguientes errores:' with one line per
 * broken rule (and the required-fields line when some are also blank).
 */
export function mensajeErrores(problemas: readonly Pick<Problema<string>, 'linea' | 'requerido'>[]): string {
  const reglas = problemas.filter((p) => !p.requerido).map((p) => p.linea);
  if (reglas.length === 0) return es.common.camposRequeridos;
  const faltan = problemas.some((p) => p.requerido) ? [es.common.camposRequeridos] : [];
  return [t.erroresEncabezado, ...[...new Set(reglas), ...faltan].map((l) => `• ${l}`)].join('\n');
}

/** editEmpresa's four fields, all required; e-mail format on all but the password. */
export type CorreosCampos = { correo1: string; recepcionCorreos: string; usuario: string; clave: string };

/** The password is never sent back (decision D27): a blank one keeps the stored password. */
export function validarCorreos(v: CorreosCampos): Problema<keyof CorreosCampos>[] {
  const te = es.editEmpresa;
  const out: Problema<keyof CorreosCampos>[] = [];
  const s = (value: unknown) => (value === null || value === undefined ? '' : String(value)).trim();
  const check = (campo: keyof CorreosCampos, requerido: string, formato: boolean) => {
    const value = s(v[campo]);
    if (!value) out.push({ campo, mensaje: requerido, linea: requerido, requerido: true });
    else if (formato && !esCorreo(value)) {
      out.push({
        campo,
        mensaje: te.correoInvalido,
        linea: t.errorLinea(te[campo], te.correoInvalido),
        requerido: false,
      });
    }
  };
  check('correo1', te.correo1Requerido, true);
  check('recepcionCorreos', te.recepcionRequerido, true);
  check('usuario', te.usuarioRequerido, true);
  return out;
}

/** The key file: a file ending in .p12, not empty, and a non-blank pin. The first problem, or null. */
export function validarLlave(pin: string | null | undefined, archivo: { name: string; size: number } | null) {
  const l = es.llave;
  if (!archivo) return l.seleccioneArchivo;
  if (!pin || !pin.trim()) return l.pinInvalido;
  if (!/\.p12$/i.test(archivo.name.trim())) return l.archivoP12;
  if (archivo.size <= 0) return l.archivoVacio;
  return null;
}

/*
 * Territorial ids (API.md leaves them to the server; decision of this project): a province's id is its
 * Hacienda code (1–7), a canton's is province + canton code (101 = San José, San José), a district's is
 * province + canton + district code (10107 = Uruca), which is also its Costa Rican postal code.
 * The Empresa keeps the codes: provincia '1', canton '01', distrito '07'.
 */
const pad2 = (n: number) => String(n % 100).padStart(2, '0');

export const territorio = {
  provinciaId: (provincia: string) => Number(provincia) || 0,
  cantonId: (provincia: string, canton: string) =>
    provincia && canton ? Number(`${provincia}${canton}`) : 0,
  distritoId: (provincia: string, canton: string, distrito: string) =>
    provincia && canton && distrito ? Number(`${provincia}${canton}${distrito}`) : 0,
  provinciaCodigo: (id: number) => (id > 0 ? String(id) : ''),
  cantonCodigo: (id: number) => (id > 0 ? pad2(id) : ''),
  distritoCodigo: (id: number) => (id > 0 ? pad2(id) : ''),
};
