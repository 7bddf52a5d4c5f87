import * as z from 'zod/mini';
import {
  bool,
  byId,
  defineCalls,
  flag,
  list,
  num,
  optionList,
  ref,
  refOrEmpty,
  stamp,
  text,
  transformed,
} from '@/lib/contract';
import { ESTADOS_RECIBO, TICA_ESTADOS, type EstadoRecibo, type TicaEstado } from './rules';

/*
 * The receipts' contract (API.md 'Receipts'): every answer and body on the shared primitives
 * (src/lib/contract.ts), and the calls. The app's hooks and the mock's handlers both read it.
 */

/** 0 or empty means 'not correlated', as the spec's receipt row says. */
const corelacion = z.catch(num, 0);
const estadoRecibo = z.enum(ESTADOS_RECIBO as [EstadoRecibo, ...EstadoRecibo[]]);
const ticaEstado = transformed(z.nullish(z.string()), (v) =>
  (TICA_ESTADOS as readonly string[]).includes(v ?? '') ? (v as TicaEstado) : 'NA',
);

/** API.md `Recibo`. */
export const reciboSchema = z.object({
  id: num,
  recibo: num,
  fecha: stamp,
  estado: z.catch(estadoRecibo, 'PENDIENTE'),
  aduana: refOrEmpty,
  tipo: refOrEmpty,
  cliente: refOrEmpty,
  encargado: refOrEmpty,
  consignatario: text,
  proveedor: text,
  observaciones: text,
  dua: text,
  bl: text,
  factura: text,
  corelacionId: corelacion,
  estaFacturado: flag,
  fechaFin: stamp,
  fechaDua: stamp,
  previoExamen: flag,
  aforoFisico: flag,
  permisos: flag,
  pedimentados: flag,
  ticaEstado,
});
export type Recibo = z.infer<typeof reciboSchema>;

/**
 * The `Recibo` a save or a clone sends: relations named by id, texts as typed (the server checks
 * their lengths with its own messages), the DUA date as a real ISO date or nothing.
 */
export const reciboBody = z.extend(reciboSchema, {
  estado: text,
  aduana: byId,
  tipo: byId,
  cliente: byId,
  encargado: byId,
  fechaDua: z.nullish(z.union([z.string(), z.number()])),
  ticaEstado: text,
});
export type ReciboBody = z.output<typeof reciboBody>;

/** API.md `ReciboFactura`: an invoice row of a receipt. */
export const reciboFacturaSchema = z.object({
  facturaId: num,
  encargado: text,
  fechaFacturacion: stamp,
  reversible: bool,
  enviadaHacienda: transformed(z.catch(num, 0), (v) => (v === 1 || v === 2 ? v : 0) as 0 | 1 | 2),
});
export type ReciboFactura = z.infer<typeof reciboFacturaSchema>;

export const corelacionadoSchema = z.object({ id: num, recibo: num });
export type Corelacionado = z.infer<typeof corelacionadoSchema>;
export const corelacionadosSchema = z.array(corelacionadoSchema);

/** `GET /api/recibo/data`: the form's lookups plus the receipt when editing. */
export const reciboDataSchema = z.object({
  aduanas: list(ref),
  clientes: list(ref),
  tiposTramites: list(ref),
  estados: list(z.object({ id: num, estado: text })),
  usuarios: list(ref),
  corelacionados: list(corelacionadoSchema),
  facturas: list(reciboFacturaSchema),
  recibo: transformed(z.nullish(reciboSchema), (v) => v ?? null),
});
export type ReciboData = z.infer<typeof reciboDataSchema>;

/** API.md `ReciboRow`: relations come as names. */
export const reciboRowSchema = z.object({
  id: num,
  recibo: num,
  fecha: stamp,
  aduana: text,
  tipo: text,
  cliente: text,
  consignatario: text,
  dua: text,
  bl: text,
  encargado: text,
  estado: text,
  antiguedad: num,
  corelacionId: corelacion,
  facturas: transformed(z.nullish(z.union([z.string(), z.number()])), (v) =>
    v === null || v === undefined ? '' : String(v),
  ),
});
export type ReciboRow = z.infer<typeof reciboRowSchema>;

/** `ReciboPage`, plus the option lists 'Consultas Recibos' gets on its first load. */
export const reciboPageSchema = z.object({
  recibos: list(reciboRowSchema),
  total: num,
  pagesTotal: num,
  encargados: optionList,
  clientes: optionList,
});
export type ReciboPage = z.infer<typeof reciboPageSchema>;

export const clonarRespuestaSchema = z.object({ id: num });
export const guardarRespuestaSchema = z.object({ id: num, recibo: num });
export const justificacionRespuestaSchema = z.object({ id: num, estado: text });
export const facturasRespuestaSchema = z.object({ facturaId: num, facturas: list(reciboFacturaSchema) });

/** `GET /api/recibo/facturacion`: the receipt's correlation and its candidate invoices. */
export const facturacionSchema = z.object({
  id: num,
  recibo: num,
  facturaId: z.catch(num, 0),
  facturas: list(num),
  corelacionId: corelacion,
});
export type Facturacion = z.infer<typeof facturacionSchema>;

/** A receipt and one of its invoices (link, billing). */
const reciboYFactura = z.object({ id: num, facturaId: num });
const porId = z.object({ id: num });
const listaQuery = z.object({ estado: text, pageNumber: num, pageSize: num, filter: text });

/** API.md 'Receipts' (the exports are downloads). */
export const recibosApi = defineCalls({
  listaAdmin: {
    method: 'GET',
    path: '/api/recibo/data/list/admin',
    query: listaQuery,
    answer: reciboPageSchema,
  },
  lista: {
    method: 'GET',
    path: '/api/recibo/data/list',
    query: z.extend(listaQuery, { encargadoId: num }),
    answer: reciboPageSchema,
  },
  consultas: {
    method: 'GET',
    path: '/api/recibo/data/consultas',
    query: z.object({
      encargadoId: num,
      clienteId: num,
      estado: text,
      fechaInicio: text,
      fechaFinal: text,
      pageNumber: num,
      pageSize: num,
      encargadosCargado: bool,
    }),
    answer: reciboPageSchema,
  },
  data: {
    method: 'GET',
    path: '/api/recibo/data',
    query: z.object({ id: z.optional(num) }),
    answer: reciboDataSchema,
  },
  corelacionados: {
    method: 'GET',
    path: '/api/recibo/data/corelacionados',
    query: z.object({ clienteId: num, estado: text }),
    answer: corelacionadosSchema,
  },
  guardar: { method: 'POST', path: '/api/recibo/create', body: reciboBody, answer: guardarRespuestaSchema },
  clonar: { method: 'POST', path: '/api/recibo/clonar', body: reciboBody, answer: clonarRespuestaSchema },
  justificacion: {
    method: 'PUT',
    path: '/api/recibo/update-justificacion',
    query: z.object({ id: num, estado: text }),
    answer: justificacionRespuestaSchema,
  },
  facturado: {
    method: 'PUT',
    path: '/api/recibo/facturado',
    body: reciboYFactura,
    answer: facturasRespuestaSchema,
  },
  facturacion: { method: 'GET', path: '/api/recibo/facturacion', query: porId, answer: facturacionSchema },
  facturar: {
    method: 'PUT',
    path: '/api/recibo/data/facturacion',
    body: z.extend(reciboYFactura, { recibo: num, corelacionId: num }),
  },
  liberar: { method: 'GET', path: '/api/factura/revertir', query: porId, answer: facturasRespuestaSchema },
  anularFactura: { method: 'GET', path: '/api/factura/nota-credito-hacienda', query: porId },
});
