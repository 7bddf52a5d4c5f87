/**
 * Drafts of forms (decision D29): what a user typed and has not saved, kept in this
 * browser's localStorage per user and per route, so that a reload, a crash, a closed tab or an
 * expired session loses nothing. One entry per (user, route); entries older than DRAFT_DAYS are
 * dropped whenever drafts are read. Dates inside the values survive the trip (JSON alone would turn
 * them into strings).
 */

export const DRAFT_DAYS = 7;
const DIA_MS = 24 * 60 * 60 * 1000;
const PREFIJO = 'fe-borrador:';

export type Draft<T> = {
  /** When it was last written (ms since the epoch). */
  guardado: number;
  valores: T;
};

type Guardado = { v: 1; forma: string; guardado: number; valores: unknown };

const clave = (usuario: string, ruta: string) => `${PREFIJO}${encodeURIComponent(usuario)}:${ruta}`;

function codificar(this: unknown, key: string, value: unknown): unknown {
  const crudo = (this as Record<string, unknown>)[key];
  if (crudo instanceof Date) {
    const ms = crudo.getTime();
    return { $fecha: Number.isNaN(ms) ? null : ms };
  }
  return value;
}

function decodificar(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && '$fecha' in value && Object.keys(value).length === 1) {
    const ms = (value as { $fecha: number | null }).$fecha;
    return new Date(ms ?? Number.NaN);
  }
  return value;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Drops every draft written before `ahora` − DRAFT_DAYS (and any entry that does not parse). */
export function dropOldDrafts(ahora = Date.now()): void {
  const s = storage();
  if (!s) return;
  const claves: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const k = s.key(i);
    if (k?.startsWith(PREFIJO)) claves.push(k);
  }
  for (const k of claves) {
    const g = leerCrudo(s, k);
    if (!g || ahora - g.guardado > DRAFT_DAYS * DIA_MS) s.removeItem(k);
  }
}

function leerCrudo(s: Storage, k: string): Guardado | null {
  try {
    const g = JSON.parse(s.getItem(k) ?? 'null', decodificar) as Guardado | null;
    return g && g.v === 1 && typeof g.guardado === 'number' && typeof g.forma === 'string' ? g : null;
  } catch {
    return null;
  }
}

/**
 * The user's draft of this route, if there is one of this form's shape (`forma` names the shape and
 * its version: a draft of an older shape is not offered) and it is not older than DRAFT_DAYS.
 */
export function readDraft<T>(
  usuario: string,
  ruta: string,
  forma: string,
  ahora = Date.now(),
): Draft<T> | null {
  dropOldDrafts(ahora);
  const s = storage();
  if (!s) return null;
  const g = leerCrudo(s, clave(usuario, ruta));
  if (!g || g.forma !== forma) return null;
  return { guardado: g.guardado, valores: g.valores as T };
}

/** Writes the draft; false when the browser refuses (storage full or disabled). */
export function saveDraft(
  usuario: string,
  ruta: string,
  forma: string,
  valores: unknown,
  ahora = Date.now(),
) {
  const s = storage();
  if (!s) return false;
  const g: Guardado = { v: 1, forma, guardado: ahora, valores };
  try {
    s.setItem(clave(usuario, ruta), JSON.stringify(g, codificar));
    return true;
  } catch {
    return false;
  }
}

export function deleteDraft(usuario: string, ruta: string): void {
  storage()?.removeItem(clave(usuario, ruta));
}
