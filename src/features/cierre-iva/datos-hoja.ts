import type { FacturaRow } from '@/features/facturas/contract';
import { plazoRespuesta } from '@/lib/plazo-respuesta';
import { comprasDelMes, notaCreditoDeFactura, ventaDeFactura, type FilaFactura } from './entradas';
import type { DatosMes } from './loader';
import type { Compra, EntradaHoja, Venta } from './worksheet';
import type { DocumentoIva } from './xml-iva';

/*
 * The worksheet's input from what the load has (pure): each invoice of the month as a sale, each
 * annulled invoice's credit note from its history, the answered supplier documents with the files the
 * clerk dropped, and the deadline of an unanswered one at `ahora`.
 */

const filaFactura = (f: FacturaRow): FilaFactura => ({ ...f, fecha: f.fecha ?? '' });

/** The month's sales: each invoice of the list, then each annulled invoice's credit note. */
export function ventasDeDatos(datos: DatosMes): Venta[] {
  const ventas: Venta[] = datos.facturas.map((f) => {
    const venta = ventaDeFactura(
      filaFactura(f),
      datos.documentos.get(f.facturaId) ?? null,
      datos.historiales.get(f.facturaId) ?? [],
    );
    const motivo = venta.documento ? undefined : datos.sinLeer.get(f.facturaId);
    return motivo ? { ...venta, motivo } : venta;
  });
  const anuladas = new Map<number, FacturaRow>();
  for (const f of [...datos.facturas.filter((x) => x.estado === 'Anulada'), ...datos.anuladas]) {
    anuladas.set(f.facturaId, f);
  }
  for (const f of anuladas.values()) {
    const envios = datos.historiales.get(f.facturaId);
    const nota = envios
      ? notaCreditoDeFactura(filaFactura(f), envios, datos.documentos.get(f.facturaId) ?? null)
      : null;
    if (nota) ventas.push(nota);
  }
  return ventas;
}

/** The month's purchases: the answered list's rows with the files the clerk dropped. */
export const comprasDeDatos = (
  recibidos: DatosMes['recibidos'],
  archivos: readonly DocumentoIva[],
): Compra[] =>
  comprasDelMes(
    recibidos.map((r) => ({ ...r, fechaEmision: r.fechaEmision ?? '' })),
    archivos,
  );

/** An unanswered document's deadline at `ahora`. */
export const plazoA =
  (ahora: Date): EntradaHoja['plazoDe'] =>
  (dia) => {
    const p = plazoRespuesta(dia, ahora);
    return p ? { limite: p.limite, vencido: p.vencido } : null;
  };
