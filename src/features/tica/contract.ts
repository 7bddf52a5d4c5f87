import * as z from 'zod/mini';
import {
  bool,
  defineCalls,
  digits,
  list,
  num,
  optionList,
  ref,
  refOrEmpty,
  stamp,
  text,
} from '@/lib/contract';

/** API.md `TicaRow`. The DUA number is kept as text (digits, leading zeros kept). */
export const ticaRow = z.object({
  id: num,
  reciboId: num,
  aduana: refOrEmpty,
  ano: num,
  dua: digits,
  regimenAduanero: refOrEmpty,
  fecha: stamp,
  estadoTica: refOrEmpty,
  responsable: text,
  estadoTicaAforo: refOrEmpty,
});
export type TicaRow = z.infer<typeof ticaRow>;

/** `GET /api/tica/data/list`. */
export const ticaPage = z.object({
  ticas: list(ticaRow),
  total: num,
  pagesTotal: num,
  aduanas: optionList,
  estadosTica: optionList,
  estadosTicaAforo: optionList,
  regimenes: optionList,
});
export type TicaPage = z.infer<typeof ticaPage>;

/** The list's filters (ids 0 = any; dates D-M-YYYY, '' = none), as the list and the export send them. */
export const ticaFiltrosQuery = z.object({
  reciboId: num,
  aduanaId: num,
  dua: text,
  estadoTica: num,
  estadoAforo: num,
  fechaInicio: text,
  fechaFinal: text,
  responsable: text,
});

/** API.md 'TICA' (the export is a download: `GET /api/export/ticas` with the same filters). */
export const ticaApi = defineCalls({
  lista: {
    method: 'GET',
    path: '/api/tica/data/list',
    query: z.extend(ticaFiltrosQuery, { pageNumber: num, pageSize: num, cargados: bool }),
    answer: ticaPage,
  },
  actualizar: {
    method: 'PUT',
    path: '/api/tica/actualizar',
    body: ticaRow,
    answer: z.object({ estadoTica: ref, estadoTicaAforo: ref }),
  },
  /** Multipart (field `file`): no JSON body. */
  subir: { method: 'POST', path: '/api/tica/upload', answer: z.object({ message: text, filas: num }) },
});
export type ActualizarRespuesta = z.infer<typeof ticaApi.actualizar.answer>;
export type UploadRespuesta = z.infer<typeof ticaApi.subir.answer>;
