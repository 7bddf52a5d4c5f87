import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { Db } from '../db';
import type { FacturaRecord } from '../db/types';
import { buildPdf, PdfPage, type Rgb } from './pdf';

/**
 * The printable representation of an invoice (B7): issuer, receiver, the receipt it bills, the line,
 * the totals, Hacienda's clave and consecutivo, and the ANULADA mark when annulled.
 */
const AZUL: Rgb = [0.11, 0.36, 0.56];
const GRIS: Rgb = [0.35, 0.38, 0.42];
const GRIS_CLARO: Rgb = [0.93, 0.95, 0.97];
const ROJO: Rgb = [0.78, 0.16, 0.16];

/** consecutivo (20 digits): establecimiento 001, terminal 00001, tipo 01 (factura), número. */
export function consecutivo(facturaId: number): string {
  return `0010000101${String(facturaId).padStart(10, '0')}`;
}

/** clave (50 digits): 506, DDMMYY, cédula emisor to 12, consecutivo, situación 1, security code. */
export function clave(facturaId: number, fecha: string, cedulaEmisor: string): string {
  const d = fecha.slice(8, 10) + fecha.slice(5, 7) + fecha.slice(2, 4);
  const seguridad = String((facturaId * 7_919 + 13_579) % 100_000_000).padStart(8, '0');
  return `506${d}${cedulaEmisor.padStart(12, '0')}${consecutivo(facturaId)}1${seguridad}`;
}

export function facturaPdf(db: Db, f: FacturaRecord): Uint8Array {
  const empresa = db.empresas.get(1);
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
  const condicion = f.fechaVencimiento ? `Crédito, vence ${formatDate(f.fechaVencimiento)}` : 'Contado';
  page.text(R, 104, `Condición de venta: ${condicion}`, { size: 9, align: 'right' });
  page.text(R, 116, `Moneda: ${moneda?.nombre ?? 'Colones'}`, { size: 9, align: 'right' });

  page.rect(M, 138, R - M, 34, { fill: GRIS_CLARO });
  page.text(M + 8, 151, 'Clave numérica', { size: 8, font: 'bold', color: GRIS });
  page.text(M + 8, 164, clave(f.id, f.fechaFacturacion, empresa?.cedula ?? ''), { size: 9 });
  page.text(R - 8, 151, 'Consecutivo', { size: 8, font: 'bold', color: GRIS, align: 'right' });
  page.text(R - 8, 164, consecutivo(f.id), { size: 9, align: 'right' });

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

  // Line
  const top = 275;
  const cols = { cant: M + 8, detalle: M + 50, precio: R - 190, iva: R - 95, total: R - 8 };
  page.rect(M, top, R - M, 20, { fill: AZUL });
  const head = { size: 9, font: 'bold' as const, color: [1, 1, 1] as Rgb };
  page.text(cols.cant, top + 14, 'Cant.', head);
  page.text(cols.detalle, top + 14, 'Detalle', head);
  page.text(cols.precio, top + 14, 'Precio unitario', { ...head, align: 'right' });
  page.text(cols.iva, top + 14, 'IVA', { ...head, align: 'right' });
  page.text(cols.total, top + 14, 'Total línea', { ...head, align: 'right' });
  const tramite = recibo ? (db.tiposTramite.get(recibo.tipoId)?.nombre ?? '') : '';
  const detalle = recibo
    ? `Servicios de agencia aduanal: ${tramite}${recibo.dua ? `, DUA ${recibo.dua}` : ''}`
    : 'Servicios de agencia aduanal';
  const lines = page.wrap(detalle, cols.precio - cols.detalle - 70, 9);
  page.text(cols.cant, top + 36, '1', { size: 9 });
  lines.forEach((l, i) => page.text(cols.detalle, top + 36 + i * 12, l, { size: 9 }));
  page.text(cols.precio, top + 36, formatMoney(f.subtotal, simbol), { size: 9, align: 'right' });
  page.text(cols.iva, top + 36, formatMoney(f.impuestoVentas, simbol), { size: 9, align: 'right' });
  page.text(cols.total, top + 36, formatMoney(f.total, simbol), { size: 9, align: 'right' });
  const bottom = top + 44 + lines.length * 12;
  page.line(M, bottom, R, bottom, { color: GRIS });

  // Totals
  const exonerado = f.impuestoVentas === 0 && !!cliente?.esExonerado;
  const totales: Array<[string, string, boolean]> = [
    ['Subtotal', formatMoney(f.subtotal, simbol), false],
    [exonerado ? 'IVA (exonerado)' : 'IVA 13 %', formatMoney(f.impuestoVentas, simbol), false],
    ['Total', formatMoney(f.total, simbol), true],
  ];
  totales.forEach(([label, value, strong], i) => {
    const y = bottom + 22 + i * 16;
    page.text(R - 150, y, label, {
      size: strong ? 11 : 9,
      font: strong ? 'bold' : 'regular',
      align: 'right',
    });
    page.text(R - 8, y, value, { size: strong ? 11 : 9, font: strong ? 'bold' : 'regular', align: 'right' });
  });

  const estado =
    f.enviadaHacienda === 2
      ? 'ANULADA mediante Nota de Crédito'
      : f.enviadaHacienda === 1
        ? `Enviada a Hacienda: ${f.estadoHacienda || 'procesando'}`
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
