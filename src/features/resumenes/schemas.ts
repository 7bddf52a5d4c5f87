import { z } from 'zod';

/**
 * API.md 'Summaries': the one answer shape of the three summaries (`Resumen`), parsed defensively.
 * Rows carry only the fields of their summary; the option lists come only while `cargados` is false.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z.coerce.number().catch(0);

export const refSchema = z.object({ id: z.coerce.number(), nombre: text });
export type Ref = z.infer<typeof refSchema>;
const refs = z.array(refSchema).nullish();

/** One summary row (API.md `tramites[]`). */
export const tramiteSchema = z.object({
  tipo: text,
  cliente: text,
  total: num,
  cantidad: num,
  encargado: text,
  regimen: text,
  aduana: text,
});
export type Tramite = z.infer<typeof tramiteSchema>;

export const resumenSchema = z.object({
  fechaInicio: text,
  fechaFinal: text,
  tramites: z
    .array(tramiteSchema)
    .nullish()
    .transform((v) => v ?? []),
  total: num,
  pagesTotal: num,
  monto: num,
  tipos: refs,
  clientes: refs,
  encargados: refs,
  regimenAduaneros: refs,
});
export type Resumen = z.infer<typeof resumenSchema>;

/** The option lists a summary's filters offer (without TODOS, which the page prepends). */
export type OpcionesKey = 'tipos' | 'clientes' | 'encargados' | 'regimenAduaneros';
export type ResumenOpciones = Partial<Record<OpcionesKey, Ref[]>>;
