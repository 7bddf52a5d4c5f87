import { format } from 'date-fns';
import { CAMPOS_TOTALES, calcularTotales } from '@/features/facturas/calculo-factura';
import type { FacturaData } from '@/features/facturas/contract';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

export type LineaSpec = {
  servicio: string;
  cantidad?: number | string;
  monto: number | string;
  moneda?: number;
  detalle?: string;
};
export type Spec = {
  clienteId: number;
  codigoActividad: string;
  lineas: LineaSpec[];
  moneda?: number;
  credito?: 0 | 1;
  diasCredito?: number;
  montoAnticipado?: number;
  id?: number;
  reciboId?: number;
  esExonerado?: boolean;
  extra?: Json;
};

/** The body the form sends (API.md `Factura`, decision F7), with totals from the same pure module. */
export function payload(data: FacturaData, s: Spec): Json {
  const moneda = data.monedas.find((m) => m.id === (s.moneda ?? 1))!;
  const servicio = (nombre: string) => data.servicios.find((x) => x.nombre === nombre)!;
  const lineas = s.lineas.map((l, i) => ({
    id: 9_000_000 + i,
    detalle: l.detalle ?? `Servicio ${l.servicio.toLowerCase()} de prueba`,
    cantidad: l.cantidad ?? 1,
    monto: l.monto,
    tipoCambio: data.monedas.find((m) => m.id === (l.moneda ?? moneda.id))!,
    tarifaIva: data.tarifaIvas[0],
    medida: data.medidas[0],
    servicio: servicio(l.servicio),
  }));
  const t = calcularTotales(lineas, {
    esExonerado: !!s.esExonerado,
    tipoCambioFactura: moneda,
    credito: s.credito ?? 0,
    montoAnticipado: s.montoAnticipado ?? 0,
  });
  return {
    id: s.id ?? 0,
    cliente: { id: s.clienteId, nombre: '' },
    esClienteNuevo: 0,
    codigoActividad: s.codigoActividad,
    tipoActividadEconomica: data.tipoActividadEconomicas[0],
    tipoCambio: moneda,
    credito: s.credito ?? 0,
    diasCredito: s.diasCredito ?? 0,
    fechaFacturacion: format(new Date(), 'yyyy-MM-dd'),
    estadoPago: 'Pendiente Pago',
    observaciones: 'Prueba',
    detallesDTO: lineas.map((l, i) => ({ ...l, ...t.lineas[i], centimos: undefined })),
    facturaTercerosDTO: [],
    facturaServiciosDTO: [],
    ...Object.fromEntries(CAMPOS_TOTALES.map((c) => [c, t[c]])),
    ...(s.reciboId ? { reciboId: s.reciboId } : {}),
    ...s.extra,
  };
}
