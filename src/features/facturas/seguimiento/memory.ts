/**
 * What this browser learnt about its invoices' waits for Hacienda (D37), per user in
 * localStorage so that a reload or a closed tab loses nothing: since when each invoice has waited for
 * a verdict (the 3-hour window of 'Pendientes con Hacienda'), and which credit notes were answered
 * (an annulled row does not say it). Small: the oldest entries go beyond MAX_ENTRADAS.
 */
import * as z from 'zod/mini';

const PREFIJO = 'fe.hacienda:';
/** The automatic checks turned off for the session ('Consultas automáticas'), in sessionStorage. */
export const CLAVE_APAGADO = 'fe.hacienda.consultas-apagadas';
export const MAX_ENTRADAS = 500;

const esquema = z.object({
  pendienteDesde: z.record(z.string(), z.number()),
  ncResueltas: z.array(z.number()),
});
export type Memory = z.infer<typeof esquema>;

const VACIA: Memory = { pendienteDesde: {}, ncResueltas: [] };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readMemory(usuario: string): Memory {
  try {
    const crudo = storage()?.getItem(PREFIJO + usuario);
    const r = crudo ? esquema.safeParse(JSON.parse(crudo)) : null;
    return r?.success ? r.data : VACIA;
  } catch {
    return VACIA;
  }
}

function guardar(usuario: string, m: Memory) {
  const pendientes = Object.entries(m.pendienteDesde)
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_ENTRADAS);
  const limpia = {
    pendienteDesde: Object.fromEntries(pendientes),
    ncResueltas: m.ncResueltas.slice(-MAX_ENTRADAS),
  };
  try {
    storage()?.setItem(PREFIJO + usuario, JSON.stringify(limpia));
  } catch {
    // A full or blocked storage only costs the memory across reloads.
  }
}

/** The invoice waits since `desde` (an earlier moment already known is kept). */
export function recordarPendiente(usuario: string, facturaId: number, desde: number): void {
  const m = readMemory(usuario);
  const antes = m.pendienteDesde[facturaId];
  if (antes !== undefined && antes <= desde) return;
  guardar(usuario, { ...m, pendienteDesde: { ...m.pendienteDesde, [facturaId]: desde } });
}

/** A verdict arrived: the invoice no longer waits (and, for a credit note, it is answered). */
export function olvidarPendiente(usuario: string, facturaId: number, nc = false): void {
  const m = readMemory(usuario);
  const { [facturaId]: _, ...resto } = m.pendienteDesde;
  const ncResueltas =
    nc && !m.ncResueltas.includes(facturaId) ? [...m.ncResueltas, facturaId] : m.ncResueltas;
  guardar(usuario, { pendienteDesde: resto, ncResueltas });
}

/** These invoices no longer wait (a Panel visit saw them answered or gone), in one write. */
export function olvidarPendientes(usuario: string, ids: readonly number[]): void {
  if (!ids.length) return;
  const m = readMemory(usuario);
  const pendienteDesde = { ...m.pendienteDesde };
  for (const id of ids) delete pendienteDesde[id];
  guardar(usuario, { ...m, pendienteDesde });
}
