import { campo, defineListFilter, type ValuesOf } from '@/components/list-filter/list-filter';
import * as es from '@/messages/es-facturas';
import type { FacturasFiltros } from '@/features/facturas/keys';
import {
  ESTADOS_FILTRO,
  ESTADOS_PAGO_FILTRO,
  HACIENDA_FILTRO_DEFAULT,
  HACIENDA_FILTROS,
} from '@/features/facturas/contract';

const t = es.facturas;
const f = t.filtro;

/** 'Listado Facturas' filters, in the URL. */
export const facturasFilter = defineListFilter({
  fechasWidth: 200,
  fields: {
    estado: campo.eleccion({
      url: 'estado',
      label: f.estado,
      sx: { minWidth: 130 },
      valores: ESTADOS_FILTRO,
      etiqueta: (e) => t.estados[e],
      default: 'TODOS',
    }),
    clienteId: campo.opcion({
      url: 'cliente',
      label: f.cliente,
      sx: { minWidth: 220, maxWidth: 300 },
      opciones: 'clientes',
    }),
    estadoPago: campo.eleccion({
      url: 'estadoPago',
      label: f.estadoPago,
      sx: { minWidth: 150 },
      valores: ESTADOS_PAGO_FILTRO,
      etiqueta: (e) => t.estadosPago[e],
      default: 'TODOS',
    }),
    enviadas: campo.eleccion({
      url: 'enviadas',
      label: f.hacienda,
      sx: { minWidth: 140 },
      valores: HACIENDA_FILTROS.map((h) => h.id),
      etiqueta: (id) => t.haciendaFiltro[String(id) as keyof typeof t.haciendaFiltro],
      default: HACIENDA_FILTRO_DEFAULT,
    }),
  },
  params: (v): FacturasFiltros => ({
    clienteId: v.clienteId,
    estado: v.estado,
    estadoPago: v.estadoPago,
    fechaInicio: v.fechaInicio,
    fechaFinal: v.fechaFinal,
    enviadas: v.enviadas,
  }),
});

export type FiltrosFacturas = ValuesOf<typeof facturasFilter>;
