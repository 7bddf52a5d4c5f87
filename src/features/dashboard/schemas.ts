import { z } from 'zod';
import type { MesKey } from './rules';

/** API.md `Estadistica`: counts default to 0 and lists to [] so a backend that leaves one out still draws. */
const cuenta = z.number().catch(0);
const texto = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

export const pendienteSchema = z.object({
  id: z.number(),
  recibo: z.union([z.number(), z.string()]),
  cliente: texto,
  dua: texto,
  encargado: texto,
  ticaEstado: texto,
  fecha: texto,
  corelacionId: z.number().nullish(),
});

export const reciboSinActualizarSchema = z.object({
  id: z.number(),
  recibo: z.union([z.number(), z.string()]),
  cliente: texto,
  observaciones: texto,
  actualizado: texto,
  diasNoActualizado: cuenta,
});
export type ReciboSinActualizar = z.infer<typeof reciboSinActualizarSchema>;

export const encargadoSchema = z.object({
  id: z.number(),
  nombre: texto,
  cantidad: cuenta,
  pendientes: z.array(reciboSinActualizarSchema).catch([]),
});
export type EncargadoPendientes = z.infer<typeof encargadoSchema>;

const lista = z.array(pendienteSchema).catch([]);

export const estadisticaSchema = z.object({
  nombreEmpresa: texto,
  logoUrl: texto,
  totalRecibosPendientes: cuenta,
  totalRecibosFinalizados: cuenta,
  totalRecibosPendientesConDua: cuenta,
  totalRecibosHoy: cuenta,
  totalFacturasHoy: cuenta,
  totalFacturasMes: cuenta,
  totalFacturasPendientes: cuenta,
  totalFacturasVencidas: cuenta,
  encargados: z.array(encargadoSchema).catch([]),
  recibosHoy: lista,
  pendientesFacturar: lista,
  pendientesFacturarEnAforo: lista,
  pendientesFacturarInmediata: lista,
  pendientesFacturarDuaAnticipado: lista,
  ticaEstados: z.array(z.object({ nombre: texto, cantidad: cuenta })).catch([]),
  pendientesPormes: z
    .object({
      ano: z.number().nullish(),
      ene: cuenta,
      feb: cuenta,
      mar: cuenta,
      abr: cuenta,
      may: cuenta,
      jun: cuenta,
      jul: cuenta,
      ago: cuenta,
      sep: cuenta,
      oct: cuenta,
      nov: cuenta,
      dic: cuenta,
    } satisfies Record<MesKey | 'ano', z.ZodType>)
    .nullish(),
});
export type Estadistica = z.infer<typeof estadisticaSchema>;
