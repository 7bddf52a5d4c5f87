import { territorio } from '@/features/empresas/rules';
import data from '../data/territorial.json';

/** Costa Rica's territorial division with Hacienda codes (mocks/data/SOURCES.md). */
type Distrito = { codigo: string; nombre: string };
type Canton = { codigo: string; nombre: string; distritos: Distrito[] };
type Provincia = { codigo: string; nombre: string; cantones: Canton[] };

export const PROVINCIAS: readonly Provincia[] = data as Provincia[];

export type ProvinciaCr = { id: number; nombreProvincia: string };
export type CantonCr = { id: number; nombreCanton: string };
export type DistritoCr = { id: number; nombreDistrito: string };

/** The place a company's codes name; each level is null when unknown (or its parent is). */
export function lugar(provincia: string, canton: string, distrito: string) {
  const p = PROVINCIAS.find((x) => x.codigo === provincia) ?? null;
  const c = p?.cantones.find((x) => x.codigo === canton) ?? null;
  const d = c?.distritos.find((x) => x.codigo === distrito) ?? null;
  return { provincia: p, canton: c, distrito: d };
}

export const provinciaCrList = (): ProvinciaCr[] =>
  PROVINCIAS.map((p) => ({ id: territorio.provinciaId(p.codigo), nombreProvincia: p.nombre }));

export function cantonCrList(provincia: Provincia | null): CantonCr[] {
  return (provincia?.cantones ?? []).map((c) => ({
    id: territorio.cantonId(provincia!.codigo, c.codigo),
    nombreCanton: c.nombre,
  }));
}

export function distritoCrList(provincia: Provincia | null, canton: Canton | null): DistritoCr[] {
  if (!provincia || !canton) return [];
  return canton.distritos.map((d) => ({
    id: territorio.distritoId(provincia.codigo, canton.codigo, d.codigo),
    nombreDistrito: d.nombre,
  }));
}

/** The chosen objects for a place (null where nothing is chosen). */
export function objetos(l: ReturnType<typeof lugar>) {
  const { provincia: p, canton: c, distrito: d } = l;
  return {
    provinciaCr: p ? { id: territorio.provinciaId(p.codigo), nombreProvincia: p.nombre } : null,
    cantonCr: p && c ? { id: territorio.cantonId(p.codigo, c.codigo), nombreCanton: c.nombre } : null,
    distritoCr:
      p && c && d
        ? { id: territorio.distritoId(p.codigo, c.codigo, d.codigo), nombreDistrito: d.nombre }
        : null,
  };
}
