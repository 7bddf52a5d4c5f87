import {
  campo,
  defineListFilter,
  type ListFilter,
  type OpcionField,
} from '@/components/list-filter/list-filter';
import * as es from '@/messages/es-resumenes';
import { useResumen } from './api';
import { RESUMENES, resumenParams, type ResumenDef, type ResumenQuery } from './rules';
import type { Tramite } from './contract';

const t = es.resumenes;

/**
 * One summary screen as data (S1): the API's side (`RESUMENES`: endpoint, filters, fields,
 * page size, chart grouping) with its texts and URL schema. The three routes render `ResumenPage`
 * with one of these; nothing else differs between them.
 */
export type ResumenConfig = {
  def: ResumenDef;
  titulo: string;
  /** Column headers by row field. */
  columnas: Partial<Record<keyof Tramite, string>>;
  grafico: { titulo: string; categoria: string; serie: string };
  /** The date range and the summary's option filters (each with TODOS), in the URL. */
  filtro: ListFilter<Record<string, OpcionField>, ResumenQuery>;
  /** The summary's page for a query and a zero-based page. */
  useLista: (query: ResumenQuery, page: number) => ReturnType<typeof useResumen>;
};

const etiquetas = {
  cliente: t.filtro.cliente,
  tipo: t.filtro.tipo,
  encargado: t.filtro.encargado,
  regimen: t.filtro.regimen,
};

const filtroDe = (def: ResumenDef) =>
  defineListFilter({
    fechasWidth: 200,
    fields: Object.fromEntries(
      def.filtros.map((f) => [
        f.param,
        campo.opcion({ url: f.url, label: etiquetas[f.url], sx: { width: 220 }, opciones: f.opciones }),
      ]),
    ),
    params: (v) =>
      resumenParams(def, {
        fechaInicio: v.fechaInicio,
        fechaFinal: v.fechaFinal,
        ids: Object.fromEntries(def.filtros.map((f) => [f.param, v[f.param]])),
      }),
  });

const listaDe = (def: ResumenDef) =>
  function useLista(query: ResumenQuery, page: number) {
    return useResumen(def, query, page);
  };

export const resumenClientes: ResumenConfig = {
  def: RESUMENES.clientes,
  titulo: t.clientes.titulo,
  columnas: { cliente: t.col.cliente, tipo: t.col.tipoTramite, total: t.col.monto, cantidad: t.col.cantidad },
  grafico: { titulo: t.clientes.grafico, categoria: t.col.cliente, serie: t.col.monto },
  filtro: filtroDe(RESUMENES.clientes),
  useLista: listaDe(RESUMENES.clientes),
};

export const resumenEncargado: ResumenConfig = {
  def: RESUMENES.encargado,
  titulo: t.encargado.titulo,
  columnas: {
    encargado: t.col.encargado,
    tipo: t.col.tramite,
    cliente: t.col.cliente,
    cantidad: t.col.cantidad,
  },
  grafico: { titulo: t.encargado.grafico, categoria: t.col.encargado, serie: t.col.cantidad },
  filtro: filtroDe(RESUMENES.encargado),
  useLista: listaDe(RESUMENES.encargado),
};

export const resumenTica: ResumenConfig = {
  def: RESUMENES.tica,
  titulo: t.tica.titulo,
  columnas: {
    encargado: t.col.encargado,
    regimen: t.col.regimen,
    aduana: t.col.aduana,
    cantidad: t.col.cantidad,
  },
  grafico: { titulo: t.tica.grafico, categoria: t.col.encargado, serie: t.col.cantidad },
  filtro: filtroDe(RESUMENES.tica),
  useLista: listaDe(RESUMENES.tica),
};
