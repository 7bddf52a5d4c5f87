import type { ActividadRegistro, Contribuyente } from '@/features/registro-hacienda/contract';
import { codigoHacienda, esActiva } from '@/features/registro-hacienda/rules';
import type { CodigoActividad } from '@/lib/codigos-actividad';

/** What the client form can do with the registry's activities of a taxpayer. */
export type PlanActividades = {
  /** Active in the registry, in the app's catalogue and not yet the client's: what one press adds. */
  agregables: CodigoActividad[];
  /**
   * Active in the registry but missing from the app's catalogue (the pre-2025 six-digit list): every
   * CIIU 4 code ("5229.0") is, so they cannot be added and are shown as Hacienda writes them.
   */
  fueraDeCatalogo: string[];
};

/**
 * Which of the taxpayer's active activities the client can be given. The registry writes a code as
 * "6492.0" (CIIU 4, since 2025) or 751101 (before); each is compared as Hacienda writes it, never one
 * list's code padded into the other's. `asignados` are the client's codes, `catalogo` the app's
 * activity codes by code.
 */
export function planActividades(
  c: Contribuyente,
  asignados: ReadonlySet<string>,
  catalogo: ReadonlyMap<string, CodigoActividad>,
): PlanActividades {
  const plan: PlanActividades = { agregables: [], fueraDeCatalogo: [] };
  const vistos = new Set<string>();
  for (const a of c.actividades) {
    const codigo = codigoHacienda(a.codigo);
    if (!esActiva(a) || !codigo || vistos.has(codigo) || asignados.has(codigo)) continue;
    vistos.add(codigo);
    const delCatalogo = catalogo.get(codigo);
    if (delCatalogo) plan.agregables.push(delCatalogo);
    else plan.fueraDeCatalogo.push(codigo);
  }
  return plan;
}

/** How an activity of the registry stands for the client (null: nothing to mark). */
export type MarcaActividad = 'asignada' | 'inactivaAsignada' | 'fueraDeCatalogo' | null;

export function marcaActividad(
  a: ActividadRegistro,
  asignados: ReadonlySet<string>,
  catalogo: ReadonlyMap<string, CodigoActividad> | null,
): MarcaActividad {
  const codigo = codigoHacienda(a.codigo);
  if (asignados.has(codigo)) return esActiva(a) ? 'asignada' : 'inactivaAsignada';
  if (esActiva(a) && catalogo && !catalogo.has(codigo)) return 'fueraDeCatalogo';
  return null;
}

/** The client's codes the registry has as inactive for the taxpayer. */
export function inactivasAsignadas(c: Contribuyente, asignados: readonly string[]): ActividadRegistro[] {
  const propios = new Set(asignados);
  return c.actividades.filter((a) => !esActiva(a) && propios.has(codigoHacienda(a.codigo)));
}
