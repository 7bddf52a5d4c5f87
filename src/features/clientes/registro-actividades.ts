import type { ActividadRegistro, Contribuyente } from '@/features/registro-hacienda/contract';
import { codigoActividad6, esActiva } from '@/features/registro-hacienda/rules';
import type { CodigoActividad } from '@/lib/codigos-actividad';

/** What the client form can do with the registry's activities of a taxpayer. */
export type PlanActividades = {
  /** Active in the registry, in the app's catalogue and not yet the client's: what one press adds. */
  agregables: CodigoActividad[];
  /** Active in the registry but missing from the app's catalogue (6 digits): they cannot be added. */
  fueraDeCatalogo: string[];
};

/**
 * Which of the taxpayer's active activities the client can be given. The registry writes a code as
 * "6492.0" or 751101; both are compared in the app's 6-digit form (D48). `asignados` are the
 * client's codes, `catalogo` the app's activity codes by code.
 */
export function planActividades(
  c: Contribuyente,
  asignados: ReadonlySet<string>,
  catalogo: ReadonlyMap<string, CodigoActividad>,
): PlanActividades {
  const plan: PlanActividades = { agregables: [], fueraDeCatalogo: [] };
  const vistos = new Set<string>();
  for (const a of c.actividades) {
    const codigo = codigoActividad6(a.codigo);
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
  const codigo = codigoActividad6(a.codigo);
  if (asignados.has(codigo)) return esActiva(a) ? 'asignada' : 'inactivaAsignada';
  if (esActiva(a) && catalogo && !catalogo.has(codigo)) return 'fueraDeCatalogo';
  return null;
}

/** The client's codes the registry has as inactive for the taxpayer. */
export function inactivasAsignadas(c: Contribuyente, asignados: readonly string[]): ActividadRegistro[] {
  const propios = new Set(asignados);
  return c.actividades.filter((a) => !esActiva(a) && propios.has(codigoActividad6(a.codigo)));
}
