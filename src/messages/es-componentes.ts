/**
 * The texts of the shared components (src/components): notices, the date range of a filter bar, a
 * form's draft, the activity-code search, charts.
 * Part of the catalogue of user-visible texts (es.ts, decision D34): a component imports it as a
 * namespace named `es` and reads `es.<part>.<text>`; it carries the shell's texts (es-shell.ts) too.
 */
export * from './es-shell';

/** The notice cards (src/components/notices, decision D37); not the shell's: login needs none. */
export const avisos = {
  region: 'Avisos',
  cerrar: 'Cerrar',
  cerrarAviso: (titulo: string) => `Cerrar aviso: ${titulo}`,
} as const;

/** The Fecha Inicio / Fecha Final pair of every filter bar (src/components/date-range.tsx). */
export const rangoFechas = {
  fechaInicio: 'Fecha Inicio',
  fechaFinal: 'Fecha Final',
  fechaInvalida: 'Ingrese una fecha válida (dd/mm/aaaa) en Fecha Inicio y Fecha Final',
  rangoInvalido: 'La Fecha Inicio no puede ser posterior a la Fecha Final',
} as const;

/** A form's draft kept in the browser (D29; src/components/form/use-draft.tsx). */
export const borrador = {
  hay: (fechaHora: string) => `Hay un borrador sin guardar del ${fechaHora}`,
  recuperar: 'Recuperar',
  descartar: 'Descartar',
  recuperado: 'Borrador recuperado. Revise los datos y guarde para conservarlos.',
} as const;

/** The reusable activity-code search box (its placeholder as the spec gives it). */
export const actividadSearch = {
  placeholder: 'Buscar código de actividad (mínimo 3 letras)',
  sinResultados: 'No se encontraron códigos de actividad',
  buscando: 'Buscando…',
} as const;

/** The shared charts (src/components/charts; decision P1). */
export const graficos = {
  verDatos: 'Ver datos',
  ocultarDatos: 'Ocultar datos',
  sinDatos: 'sin datos',
  categoria: 'Categoría',
} as const;
