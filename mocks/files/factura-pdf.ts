import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Db } from '../db';
import type { FacturaRecord } from '../db/types';
import { etiqueta } from '../lib/facturas';
import { buildPdf, PdfPage, type Rgb } from './pdf';

/**
 * The printable representation of an invoice (B7): issuer, receiver, the receipt it bills, every
 * detail line (CABYS, unit, VAT), the totals (exonerated tax, advance and balance on credit),
 * Hacienda's clave and consecutivo, and the ANULADA mark when annulled.
 */
const AZUL: Rgb = [0.11, 0.36, 0.56];
const GRIS: Rgb = [0.35, 0.38, 0.42];
const GRIS_CLARO: Rgb = [0.93, 0.95, 0.97];
const ROJO: Rgb = [0.78, 0.16, 0.16];

export function facturaPdf(db: Db, f: FacturaRecord): Uint8Array {
  const empresa = db.empresas.get(f.empresaId);
  const cliente = db.clientes.get(f.clienteId);
  const recibo = f.reciboId ? db.recibos.get(f.reciboId) : undefined;
  const moneda = db.tiposCambio.get(f.tipoCambioId);
  const simbol = moneda?.simbol ?? '¢';
  const encargado = db.usuarios.get(f.encargadoId)?.nombre ?? '';
  const page = new PdfPage();
  const M = 48;
  const R = page.width - M;

  // Issuer
  page.text(M, 60, empresa?.nombre ?? 'Factura Electrónica', { size: 15, font: 'bold', color: AZUL });
  page.text(M, 78, `Cédula jurídica ${empresa?.cedula ?? ''}`, { size: 9, color: GRIS });
  page.text(M, 90, `Tel. ${empresa?.telefono ?? ''}  ·  ${empresa?.correo1 ?? ''}`, { size: 9, color: GRIS });
  page
    .wrap(empresa?.direccion ?? '', 300, 9)
    .forEach((l, i) => page.text(M, 102 + i * 11, l, { size: 9, color: GRIS }));

  // Document
  page.text(R, 60, 'FACTURA ELECTRÓNICA', { size: 13, font: 'bold', align: 'right' });
  page.text(R, 78, `N.º ${f.id}`, { size: 11, font: 'bold', align: 'right', color: AZUL });
  page.text(R, 92, `Fecha de emisión: ${formatDateTime(f.fechaFacturacion)}`, { size: 9, align: 'right' });
  const condicion =
    f.credito && f.fechaVencimiento
      ? `Crédito ${f.diasCredito} días, vence ${formatDate(f.fechaVencimiento)}`
      : 'Contado';
  page.text(R, 104, `Condición de venta: ${condicion}`, { size: 9, align: 'right' });
  page.text(R, 116, `Moneda: ${moneda?.nombre ?? 'Colones'}`, { size: 9, align: 'right' });

  page.rect(M, 138, R - M, 34, { fill: GRIS_CLARO });
  page.text(M + 8, 151, 'Clave numérica', { size: 8, font: 'bold', color: GRIS });
  page.text(M + 8, 164, f.clave || 'Se asigna al enviar la factura a Hacienda', { size: 9 });
  page.text(R - 8, 151, 'Consecutivo', { size: 8, font: 'bold', color: GRIS, align: 'right' });
  page.text(R - 8, 164, f.consecutivo || '—', { size: 9, align: 'right' });

  // Receiver and receipt
  const col2 = M + (R - M) / 2 + 10;
  page.text(M, 196, 'Cliente', { size: 10, font: 'bold', color: AZUL });
  const datosCliente = [
    cliente?.nombre ?? '',
    `Identificación: ${cliente?.cedulaJuridica ?? ''}`,
    `Correo: ${cliente?.correo ?? ''}`,
    `Teléfono: ${cliente?.telefono ?? ''}`,
  ];
  datosCliente.forEach((l, i) =>
    page.text(M, 211 + i * 12, l, { size: 9, font: i === 0 ? 'bold' : 'regular' }),
  );
  page.text(col2, 196, 'Recibo', { size: 10, font: 'bold', color: AZUL });
  const datosRecibo = recibo
    ? [
        `Recibo ${recibo.recibo}`,
        `Aduana: ${db.aduanas.get(recibo.aduanaId)?.nombre ?? ''}`,
        `DUA: ${recibo.dua || 'Sin DUA'}  ·  BL: ${recibo.bl}`,
        `Consignatario: ${recibo.consignatario}`,
      ]
    : ['Factura sin recibo asignado'];
  datosRecibo.forEach((l, i) =>
    page.text(col2, 211 + i * 12, page.wrap(l, R - col2, 9)[0] ?? '', {
      size: 9,
      font: i === 0 ? 'bold' : 'regular',
    }),
  );

  // Lines
  const top = 275;
  const cols = { cant: M + 8, detalle: M + 44, precio: R - 175, iva: R - 85, total: R - 8 };
  page.rect(M, top, R - M, 20, { fill: AZUL });
  const head = { size: 9, font: 'bold' as const, color: [1, 1, 1] as Rgb };
  page.text(cols.cant, top + 14, 'Cant.', head);
  page.text(cols.detalle, top + 14, 'Detalle', head);
  page.text(cols.precio, top + 14, 'Precio unitario', { ...head, align: 'right' });
  page.text(cols.iva, top + 14, 'IVA', { ...head, align: 'right' });
  page.text(cols.total, top + 14, 'Total línea', { ...head, align: 'right' });
  let y = top + 34;
  for (const d of f.detalles) {
    const servicio = db.serviciosCabys.get(d.servicioCabysId);
    const medida = db.medidas.get(d.medidaId)?.simbolo ?? '';
    const monedaLinea = db.tiposCambio.get(d.tipoCambioId);
    const lines = page.wrap(d.detalle, cols.precio - cols.detalle - 80, 9);
    const cabys = `CABYS ${servicio?.codigoCabys ?? ''}${d.tipoCambioId !== f.tipoCambioId ? ` · ${formatMoney(d.monto, monedaLinea?.simbol ?? '¢')} c/u` : ''}`;
    page.text(cols.cant, y, `${d.cantidad} ${medida}`, { size: 9 });
    lines.forEach((l, i) => page.text(cols.detalle, y + i * 11, l, { size: 9 }));
    page.text(cols.detalle, y + lines.length * 11, cabys, { size: 7, color: GRIS });
    const precio = d.tipoCambioId === f.tipoCambioId ? d.monto : d.montoColones / (d.cantidad || 1);
    page.text(cols.precio, y, formatMoney(precio, simbol), { size: 9, align: 'right' });
    page.text(
      cols.iva,
      y,
      d.impuestos ? `${d.impuestos} % ${formatMoney(d.impuestosMonto, simbol)}` : 'Exento',
      {
        size: 9,
        align: 'right',
      },
    );
    page.text(cols.total, y, formatMoney(d.montoNeto, simbol), { size: 9, align: 'right' });
    y += lines.length * 11 + 16;
  }
  const bottom = y - 4;
  page.line(M, bottom, R, bottom, { color: GRIS });

  // Totals
  type Fila = [string, string, boolean];
  const totales: Fila[] = [
    ['Subtotal', formatMoney(f.subtotal, simbol), false],
    ['IVA', formatMoney(f.impuestoVentas, simbol), false],
    ...(f.exonerado > 0 ? [['IVA exonerado', formatMoney(f.exonerado, simbol), false] as Fila] : []),
    ['Total', formatMoney(f.total, simbol), true],
    ...(f.credito
      ? [
          ['Monto anticipado', formatMoney(f.montoAnticipado, simbol), false] as Fila,
          ['Saldo pendiente', formatMoney(f.saldoPendiente, simbol), true] as Fila,
        ]
      : []),
  ];
  totales.forEach(([label, value, strong], i) => {
    const ty = bottom + 22 + i * 16;
    page.text(R - 150, ty, label, {
      size: strong ? 11 : 9,
      font: strong ? 'bold' : 'regular',
      align: 'right',
    });
    page.text(R - 8, ty, value, { size: strong ? 11 : 9, font: strong ? 'bold' : 'regular', align: 'right' });
  });
  if (f.observaciones) {
    page
      .wrap(`Observaciones: ${f.observaciones}`, 260, 8)
      .forEach((l, i) => page.text(M, bottom + 64 + i * 10, l, { size: 8, color: GRIS }));
  }

  const estado =
    f.enviadaHacienda === 2
      ? 'ANULADA mediante Nota de Crédito'
      : f.enviadaHacienda === 1
        ? `Enviada a Hacienda: ${etiqueta(f)}`
        : 'Pendiente de envío a Hacienda';
  page.text(M, bottom + 22, `Estado: ${estado}`, { size: 9, color: f.enviadaHacienda === 2 ? ROJO : GRIS });
  page.text(M, bottom + 36, `Facturado por: ${encargado}`, { size: 9, color: GRIS });
  if (f.enviadaHacienda === 2) {
    page.text(page.width / 2, 520, 'ANULADA', {
      size: 64,
      font: 'bold',
      color: [0.9, 0.55, 0.55],
      align: 'center',
    });
  }

  page.line(M, 730, R, 730, { color: GRIS });
  const leyenda =
    'Emitida conforme lo establecido en la resolución de Facturación Electrónica N.º MH-DGT-RES-0027-2024 de la Dirección General de Tributación.';
  page.wrap(leyenda, R - M, 8).forEach((l, i) => page.text(M, 744 + i * 10, l, { size: 8, color: GRIS }));

  return buildPdf([page], { title: `Factura ${f.id}`, author: empresa?.nombre ?? 'Factura Electrónica' });
}
