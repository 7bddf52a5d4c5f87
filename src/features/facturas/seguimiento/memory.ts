/**
 * What only this browser learnt about Hacienda's answers (D37), per user in localStorage: which credit
 * notes its checks saw answered, because an annulled row does not say it, so that they are neither
 * asked nor announced again after a reload. How long an invoice has waited is not kept here: the
 * server's rows say it for the whole company (D41). Small: the oldest entries go beyond MAX_ENTRADAS.
 */
import * as z from 'zod/mini';

const PREFIJO = 'fe.hacienda:';
/** The automatic checks turned off for the session ('Consultas automáticas'), in sessionStorage. */
export const CLAVE_APAGADO = 'fe.hacienda.consultas-apagadas';
export const MAX_ENTRADAS = 500;

// An older entry may still carry `pendienteDesde`: it is ignored, and dropped at the next write.
const esquema = z.object({ ncResueltas: z.array(z.number()) });
export type Memory = z.infer<typeof esquema>;

const VACIA: Memory = { ncResueltas: [] };

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
    return r?.success ? { ncResueltas: r.data.ncResueltas } : VACIA;
  } catch {
    return VACIA;
  }
}

/** A credit note's verdict arrived: its row will not be asked about again. */
export function recordarNcResuelta(usuario: string, facturaId: number): void {
  const { ncResueltas } = readMemory(usuario);
  if (ncResueltas.includes(facturaId)) return;
  try {
    const limpia: Memory = { ncResueltas: [...ncResueltas, facturaId].slice(-MAX_ENTRADAS) };
    storage()?.setItem(PREFIJO + usuario, JSON.stringify(limpia));
  } catch {
    // A full or blocked storage only costs the memory across reloads.
  }
}
