import type { EstadoFiltro, EstadoPagoFiltro, HaciendaFiltro } from './contract';

/*
 * The invoices' query keys and the filters they hold, apart from api.ts so that Resumen Ingresos
 * (resumen-api.ts) shares the keys without loading every invoice call (decision D34).
 */

/** 'Listado Facturas' filters as sent (dates already D-M-YYYY). */
export type FacturasFiltros = {
  fechaInicio: string;
  fechaFinal: string;
  estado: EstadoFiltro;
  /** 0 = TODOS. */
  clienteId: number;
  estadoPago: EstadoPagoFiltro;
  /** Enviadas 1, No Enviadas 0, TODAS -1. */
  enviadas: HaciendaFiltro;
};

/** 'Resumen Ingresos' filters; facturaId 0 = any. */
export type ResumenFiltros = { fechaInicio: string; fechaFinal: string; facturaId: number };

export const facturasKeys = {
  all: ['facturas'] as const,
  lists: () => [...facturasKeys.all, 'list'] as const,
  list: (f: FacturasFiltros, page: number) => [...facturasKeys.lists(), f, page] as const,
  opciones: () => [...facturasKeys.all, 'opciones'] as const,
  resumenes: () => [...facturasKeys.all, 'resumen'] as const,
  resumen: (f: ResumenFiltros, page: number) => [...facturasKeys.resumenes(), f, page] as const,
  resumenCargado: () => [...facturasKeys.all, 'resumen-cargado'] as const,
  data: (id: number, reciboId?: number | null) => [...facturasKeys.all, 'data', id, reciboId ?? 0] as const,
  respuestas: (id: number) => [...facturasKeys.all, 'respuestas', id] as const,
  codigosCliente: (clienteId: number) => [...facturasKeys.all, 'codigos-cliente', clienteId] as const,
  cuenta: (empresaId: number) => [...facturasKeys.all, 'cuenta', empresaId] as const,
};
