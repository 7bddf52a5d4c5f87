import { toIsoDate } from '@/lib/dates';
import type { FacturaPayload } from './api';
import {
  detalleDeLinea,
  fechaVencimiento,
  totalesForm,
  type Catalogos,
  type FacturaForm,
} from './form-model';
import type { Factura, ReciboDeFactura } from './contract';

/** Where the invoice is being made: on its own, or from a receipt (R5). */
export type ContextoPayload = {
  /** The edited invoice (its number, state and pass-through lists), null for a new one. */
  original: Factura | null;
  /** Receipt mode: the receipt's id and its expense flags. */
  reciboId?: number | null;
  recibo?: ReciboDeFactura | null;
};

/**
 * `POST /api/factura/nueva-factura`'s body: the whole Factura (API.md) built from the form. Dates are
 * real ISO dates (yyyy-MM-dd), credito 0/1, every line carries its computed amounts (decision F1) and
 * the totals are those the server recomputes (F3). A new client travels as `cliente: { id: 0, nombre }`
 * with its other fields at the top level (F7). New lines have id 0.
 */
export function buildFacturaPayload(form: FacturaForm, cat: Catalogos, ctx: ContextoPayload): FacturaPayload {
  const { original } = ctx;
  const totales = totalesForm(form, cat);
  const moneda = cat.monedas.get(form.tipoCambioId) ?? null;
  const tipoActividad = cat.tiposActividad.get(form.tipoActividadId) ?? null;
  const nuevo = form.esClienteNuevo === 1;
  const cliente = nuevo
    ? { id: 0, nombre: form.nombre.trim() }
    : (cat.clientes.get(form.clienteId) ?? { id: form.clienteId, nombre: '' });
  const vence = form.credito ? fechaVencimiento(form.fechaFacturacion, form.diasCredito) : null;
  const recibo = ctx.recibo ?? null;

  const detallesDTO = form.detalles.map((l, i) => detalleDeLinea(l, totales.lineas[i]!, cat, moneda));

  return {
    id: original?.id ?? 0,
    facturaId: original ? original.facturaId || original.id : 0,
    estado: original?.estado ?? 'Ingresada',
    estadoPago: form.estadoPago,
    cliente,
    esClienteNuevo: nuevo ? 1 : 0,
    telefono: nuevo ? form.telefono.trim() : '',
    cedulaJuridica: nuevo ? form.cedulaJuridica.trim() : '',
    contacto: nuevo ? form.contacto.trim() : '',
    correoCliente: nuevo ? form.correoCliente.trim() : '',
    direccion: nuevo ? form.direccion.trim() : '',
    codigoActividad: form.codigoActividad.trim(),
    tipoActividadEconomica: tipoActividad,
    tipoCambio: moneda,
    tipoCambioMonto: moneda?.venta ?? 1,
    credito: form.credito,
    diasCredito: form.credito ? Number(form.diasCredito.trim()) || 0 : 0,
    fechaFacturacion: toIsoDate(form.fechaFacturacion),
    fechaVencimiento: toIsoDate(vence),
    observaciones: form.observaciones.trim(),
    detallesDTO,
    facturaTercerosDTO: original?.facturaTercerosDTO ?? [],
    facturaServiciosDTO: original?.facturaServiciosDTO ?? [],
    subtotal: totales.subtotal,
    impuestoVentas: totales.impuestoVentas,
    exonerado: totales.exonerado,
    total: totales.total,
    montoAnticipado: totales.montoAnticipado,
    saldoPendiente: totales.saldoPendiente,
    saldoPendienteMoneda: totales.saldoPendienteMoneda,
    totalServicios: totales.totalServicios,
    totalTerceros: original?.totalTerceros ?? 0,
    aforoFisico: recibo?.aforoFisico ?? original?.aforoFisico ?? 0,
    permisos: recibo?.permisos ?? original?.permisos ?? 0,
    previoExamen: recibo?.previoExamen ?? original?.previoExamen ?? 0,
    ...(ctx.reciboId ? { reciboId: ctx.reciboId } : {}),
  };
}
