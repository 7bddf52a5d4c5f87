import data from '../data/actividades.json';

/** A Hacienda economic-activity code (API.md `CodigoActividad`); see mocks/data/SOURCES.md. */
export type CodigoActividadRow = {
  id: number;
  /** Six digits, a string ('011102'). */
  codigoActividadDgt: string;
  nombreActividadDgt: string;
  codigoSubclase: string;
  tituloSubclase: string;
};

/** The 708 real codes of Hacienda's pre-2025 catalogue: read-only reference data, not a table. */
export const ACTIVIDADES: readonly CodigoActividadRow[] = data;

const byCode = new Map(ACTIVIDADES.map((a) => [a.codigoActividadDgt, a]));

export function actividadPorCodigo(codigo: string): CodigoActividadRow | undefined {
  return byCode.get(codigo.trim());
}
