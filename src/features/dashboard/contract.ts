import * as z from 'zod/mini';
import { defineCalls, digits, list, num, stamp, text } from '@/lib/contract';
import type { MesKey } from './rules';

/** API.md `Pendiente`. */
export const pendiente = z.object({
  id: num,
  recibo: digits,
  cliente: text,
  dua: text,
  encargado: text,
  ticaEstado: text,
  fecha: stamp,
  corelacionId: z.nullish(num),
});

/** A handler's pending receipt not updated for a while (`encargados[].pendientes[]`). */
export const reciboSinActualizar = z.object({
  id: num,
  recibo: digits,
  cliente: text,
  observaciones: text,
  actualizado: stamp,
  diasNoActualizado: num,
});
export type ReciboSinActualizar = z.infer<typeof reciboSinActualizar>;

export const encargado = z.object({
  id: num,
  nombre: text,
  cantidad: num,
  pendientes: list(reciboSinActualizar),
});
export type EncargadoPendientes = z.infer<typeof encargado>;

const meses = {
  ene: num,
  feb: num,
  mar: num,
  abr: num,
  may: num,
  jun: num,
  jul: num,
  ago: num,
  sep: num,
  oct: num,
  nov: num,
  dic: num,
} satisfies Record<MesKey, z.core.$ZodType>;

/** API.md `Estadistica`: counts default to 0 and lists to [], so a backend that leaves one out still draws. */
export const estadistica = z.object({
  nombreEmpresa: text,
  logoUrl: text,
  totalRecibosPendientes: num,
  totalRecibosFinalizados: num,
  totalRecibosPendientesConDua: num,
  totalRecibosHoy: num,
  totalFacturasHoy: num,
  totalFacturasMes: num,
  totalFacturasPendientes: num,
  totalFacturasVencidas: num,
  encargados: list(encargado),
  recibosHoy: list(pendiente),
  pendientesFacturar: list(pendiente),
  pendientesFacturarEnAforo: list(pendiente),
  pendientesFacturarInmediata: list(pendiente),
  pendientesFacturarDuaAnticipado: list(pendiente),
  ticaEstados: list(z.object({ nombre: text, cantidad: num })),
  pendientesPormes: z.nullish(z.object({ ano: z.nullish(num), ...meses })),
});
export type Estadistica = z.infer<typeof estadistica>;

/** API.md 'Authentication and user': the Panel's figures. */
export const dashboardApi = defineCalls({
  /** The pending receipts' lists run to thousands in a large office: parsed a few hundred at a time. */
  estadistica: {
    method: 'GET',
    path: '/api/usuario/estadistica',
    answer: estadistica,
    rows: [
      { field: 'recibosHoy', item: pendiente },
      { field: 'pendientesFacturar', item: pendiente },
      { field: 'pendientesFacturarEnAforo', item: pendiente },
      { field: 'pendientesFacturarInmediata', item: pendiente },
      { field: 'pendientesFacturarDuaAnticipado', item: pendiente },
    ],
  },
});
