import { z } from 'zod';
import { es } from '@/messages/es';
import { RESUMENES, type FiltroResumen, type ResumenDef } from './rules';
import type { Tramite } from './schemas';

const t = es.resumenes;

/**
 * One summary screen as data (issue 12): the API's side (`RESUMENES`: endpoint, filters, fields,
 * page size, chart grouping) with its texts and URL schema. The three routes render `ResumenPage`
 * with one of these; nothing else differs between them.
 */
export type ResumenConfig = {
  def: ResumenDef;
  titulo: string;
  /** The filters' labels, in `def.filtros` order. */
  etiquetas: Record<FiltroResumen['url'], string>;
  /** Column headers by row field. */
  columnas: Partial<Record<keyof Tramite, string>>;
  grafico: { titulo: string; categoria: string; serie: string };
  /** The filters and page in the hash URL (B4); ids 0 (TODOS) are left out. */
  urlSchema: z.ZodObject;
};

const id = z.coerce.number().int().min(0).catch(0);
const urlSchemaDe = (def: ResumenDef) =>
  z.object({
    fechaInicio: z.string().catch(''),
    fechaFinal: z.string().catch(''),
    ...Object.fromEntries(def.filtros.map((f) => [f.url, id])),
    /** One-based in the URL, zero-based for the API. */
    pagina: z.coerce.number().int().min(1).catch(1),
  });

const etiquetas = {
  cliente: t.filtro.cliente,
  tipo: t.filtro.tipo,
  encargado: t.filtro.encargado,
  regimen: t.filtro.regimen,
};

export const resumenClientes: ResumenConfig = {
  def: RESUMENES.clientes,
  titulo: t.clientes.titulo,
  etiquetas,
  columnas: { cliente: t.col.cliente, tipo: t.col.tipoTramite, total: t.col.monto, cantidad: t.col.cantidad },
  grafico: { titulo: t.clientes.grafico, categoria: t.col.cliente, serie: t.col.monto },
  urlSchema: urlSchemaDe(RESUMENES.clientes),
};

export const resumenEncargado: ResumenConfig = {
  def: RESUMENES.encargado,
  titulo: t.encargado.titulo,
  etiquetas,
  columnas: {
    encargado: t.col.encargado,
    tipo: t.col.tramite,
    cliente: t.col.cliente,
    cantidad: t.col.cantidad,
  },
  grafico: { titulo: t.encargado.grafico, categoria: t.col.encargado, serie: t.col.cantidad },
  urlSchema: urlSchemaDe(RESUMENES.encargado),
};

export const resumenTica: ResumenConfig = {
  def: RESUMENES.tica,
  titulo: t.tica.titulo,
  etiquetas,
  columnas: {
    encargado: t.col.encargado,
    regimen: t.col.regimen,
    aduana: t.col.aduana,
    cantidad: t.col.cantidad,
  },
  grafico: { titulo: t.tica.grafico, categoria: t.col.encargado, serie: t.col.cantidad },
  urlSchema: urlSchemaDe(RESUMENES.tica),
};
