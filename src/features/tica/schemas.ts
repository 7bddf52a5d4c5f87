import { z } from 'zod';

/** API.md 'TICA': the list answer, a row, the update and upload answers (parsed defensively). */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const num = z.coerce.number().catch(0);
const list = <S extends z.ZodType>(s: S) =>
  z
    .array(s)
    .nullish()
    .transform((v) => v ?? []);

export const refSchema = z.object({ id: z.coerce.number(), nombre: text });
export type Ref = z.infer<typeof refSchema>;
const refOrEmpty = refSchema.nullish().transform((v) => v ?? { id: 0, nombre: '' });

/** API.md `TicaRow`. The DUA number is kept as text (digits, leading zeros kept). */
export const ticaRowSchema = z.object({
  id: z.number(),
  reciboId: num,
  aduana: refOrEmpty,
  ano: num,
  dua: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
  regimenAduanero: refOrEmpty,
  fecha: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => v ?? null),
  estadoTica: refOrEmpty,
  responsable: text,
  estadoTicaAforo: refOrEmpty,
});
export type TicaRow = z.infer<typeof ticaRowSchema>;

/** `GET /api/tica/data/list`; the option lists come only while `cargados` is false. */
export const ticaPageSchema = z.object({
  ticas: list(ticaRowSchema),
  total: num,
  pagesTotal: num,
  aduanas: z.array(refSchema).nullish(),
  estadosTica: z.array(refSchema).nullish(),
  estadosTicaAforo: z.array(refSchema).nullish(),
  regimenes: z.array(refSchema).nullish(),
});
export type TicaPage = z.infer<typeof ticaPageSchema>;

/** `PUT /api/tica/actualizar`: the states the row now has. */
export const actualizarRespuestaSchema = z.object({ estadoTica: refSchema, estadoTicaAforo: refSchema });
export type ActualizarRespuesta = z.infer<typeof actualizarRespuestaSchema>;

/** `POST /api/tica/upload`. */
export const uploadRespuestaSchema = z.object({ message: text, filas: num });
export type UploadRespuesta = z.infer<typeof uploadRespuestaSchema>;
