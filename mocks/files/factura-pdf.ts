import type { jsPDF as JsPdf } from 'jspdf';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney, roundMoney } from '@/lib/money';
import type { Db } from '../db';
import type { FacturaRecord } from '../db/types';
import { etiqueta } from '../lib/facturas';

/**
 * The printable invoice, a real PDF, drawn with jsPDF: the account (issuer) and the client, Hacienda's clave
 * and consecutivo, the receipt it bills, every line (Detalle, Cantidad, Precio, IVA, Total) over as
 * many Letter pages as it takes (the table head repeats), and the six totals in the invoice's currency
 * with 2 decimals. jsPDF is imported on demand, so it only loads when a PDF is asked for, never with the
 * app or the mock's start-up. Streams are left uncompressed (decision F35): the text can be read back.
 */
type Rgb = readonly [number, number, number];
const AZUL: Rgb = [28, 92, 143];
const GRIS: Rgb = [89, 97, 107];
const GRIS_CLARO: Rgb = [237, 242, 247];
const ROJO: Rgb = [199, 41, 41];
const NEGRO: Rgb = [0, 0, 0];
const BLANCO: Rgb = [255, 255, 255];

const M = 40; // margin
const PIE = 740; // the footer's rule; content stops above it

type Estilo = { size?: number; bold?: boolean; color?: Rgb; align?: 'left' | 'right' | 'center' };

function escribir(doc: JsPdf, x: number, y: number, texto: string, e: Estilo = {}) {
  doc.setFont('helvetica', e.bold ? 'bold' : 'normal');
  doc.setFontSize(e.size ?? 9);
  doc.setTextColor(...(e.color ?? NEGRO));
  doc.text(texto, x, y, { align: e.align ?? 'left' });
}

function partir(doc: JsPdf, texto: string, ancho: number, e: Estilo = {}): string[] {
  doc.setFont('helvetica', e.bold ? 'bold' : 'normal');
  doc.setFontSize(e.size ?? 9);
  return doc.splitTextToSize(texto, ancho) as string[];
}

export async function facturaPdf(db: Db, f: FacturaRecord): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter', compress: false });
  const W = doc.internal.pageSize.getWidth();
  const R = W - M;

  const empresa = db.empresas.get(f.empresaId);
  const cliente = db.clientes.get(f.clienteId);
  const recibo = f.reciboId ? db.recibos.get(f.reciboId) : undefined;
  const moneda = db.tiposCambio.get(f.tipoCambioId);
  const simbol = moneda?.simbol ?? '¢';
  const dinero = (v: number) => formatMoney(v, simbol);
  const encargado = db.usuarios.get(f.encargadoId)?.nombre ?? '';
  const titulo = `Factura ${f.id}`;
  doc.setProperties({
    title: titulo,
    subject: `Factura electrónica ${f.consecutivo || f.id}`,
    author: empresa?.nombre ?? 'Factura Electrónica',
    creator: 'Factura Electrónica (demo)',
  });
  doc.setLineWidth(0.5);

  // Issuer (the account) and the document
  escribir(doc, M, 56, empresa?.nombre ?? 'Factura Electrónica', { size: 15, bold: true, color: AZUL });
  escribir(doc, M, 72, `Cédula jurídica ${empresa?.cedula ?? ''}`, { color: GRIS });
  escribir(doc, M, 84, `Tel. ${empresa?.telefono ?? ''} · ${empresa?.correo1 ?? ''}`, { color: GRIS });
  partir(doc, empresa?.direccion ?? '', 300)
    .slice(0, 2)
    .forEach((l, i) => escribir(doc, M, 96 + i * 11, l, { color: GRIS }));

  escribir(doc, R, 56, 'FACTURA ELECTRÓNICA', { size: 13, bold: true, align: 'right' });
  escribir(doc, R, 72, `N.º ${f.id}`, { size: 11, bold: true, color: AZUL, align: 'right' });
  escribir(doc, R, 86, `Fecha de emisión: ${formatDateTime(f.fechaFacturacion)}`, { align: 'right' });
  const condicion =
    f.credito && f.fechaVencimiento
      ? `Crédito ${f.diasCredito} días, vence ${formatDate(f.fechaVencimiento)}`
      : 'Contado';
  escribir(doc, R, 98, `Condición de venta: ${condicion}`, { align: 'right' });
  escribir(doc, R, 110, `Moneda: ${moneda?.nombre ?? 'Colones'} (${simbol})`, { align: 'right' });

  // Hacienda's numbers
  doc.setFillColor(...GRIS_CLARO);
  doc.rect(M, 126, R - M, 36, 'F');
  escribir(doc, M + 8, 139, 'Clave numérica', { size: 8, bold: true, color: GRIS });
  escribir(doc, M + 8, 153, f.clave || 'Se asigna al enviar la factura a Hacienda', { size: 9 });
  escribir(doc, R - 8, 139, 'Consecutivo', { size: 8, bold: true, color: GRIS, align: 'right' });
  escribir(doc, R - 8, 153, f.consecutivo || 'Sin enviar', { size: 9, align: 'right' });

  // Client and receipt
  const col2 = M + (R - M) / 2 + 10;
  escribir(doc, M, 184, 'Cliente', { size: 10, bold: true, color: AZUL });
  [
    cliente?.nombre ?? '',
    `Identificación: ${cliente?.cedulaJuridica ?? ''}`,
    `Correo: ${cliente?.correo ?? ''}`,
    `Teléfono: ${cliente?.telefono ?? ''}`,
    `Actividad económica: ${f.codigoActividad}`,
  ].forEach((l, i) =>
    escribir(doc, M, 198 + i * 12, partir(doc, l, col2 - M - 16, { bold: i === 0 })[0] ?? '', {
      bold: i === 0,
    }),
  );
  escribir(doc, col2, 184, 'Recibo', { size: 10, bold: true, color: AZUL });
  (recibo
    ? [
        `Recibo ${recibo.recibo}`,
        `Aduana: ${db.aduanas.get(recibo.aduanaId)?.nombre ?? ''}`,
        `DUA: ${recibo.dua || 'Sin DUA'} · BL: ${recibo.bl}`,
        `Consignatario: ${recibo.consignatario}`,
      ]
    : ['Factura sin recibo asignado']
  ).forEach((l, i) =>
    escribir(doc, col2, 198 + i * 12, partir(doc, l, R - col2, { bold: i === 0 })[0] ?? '', {
      bold: i === 0,
    }),
  );

  // Lines: Detalle | Cantidad | Precio | IVA | Total, the head repeated on every page
  const col = { detalle: M + 6, cantidad: R - 238, precio: R - 150, iva: R - 78, total: R - 6 };
  const anchoDetalle = col.cantidad - 46 - col.detalle;
  const cabecera = (top: number) => {
    doc.setFillColor(...AZUL);
    doc.rect(M, top, R - M, 20, 'F');
    const e: Estilo = { bold: true, color: BLANCO };
    escribir(doc, col.detalle, top + 14, 'Detalle', e);
    escribir(doc, col.cantidad, top + 14, 'Cantidad', { ...e, align: 'right' });
    escribir(doc, col.precio, top + 14, 'Precio', { ...e, align: 'right' });
    escribir(doc, col.iva, top + 14, 'IVA', { ...e, align: 'right' });
    escribir(doc, col.total, top + 14, 'Total', { ...e, align: 'right' });
    return top + 34;
  };
  let y = cabecera(268);
  f.detalles.forEach((d, i) => {
    const servicio = db.serviciosCabys.get(d.servicioCabysId);
    const medida = db.medidas.get(d.medidaId)?.simbolo ?? '';
    const monedaLinea = db.tiposCambio.get(d.tipoCambioId);
    const lineas = partir(doc, d.detalle, anchoDetalle);
    const otraMoneda = d.tipoCambioId !== f.tipoCambioId;
    const nota = [
      `CABYS ${servicio?.codigoCabys ?? ''}`,
      d.impuestos ? `IVA ${d.impuestos} %${f.exonerado > 0 ? ' exonerado' : ''}` : 'Exento',
      ...(otraMoneda ? [`${formatMoney(d.monto, monedaLinea?.simbol ?? '¢')} c/u`] : []),
    ].join(' · ');
    const alto = lineas.length * 11 + 16;
    if (y + alto > PIE - 10) {
      doc.addPage();
      y = cabecera(48);
    }
    if (i % 2 === 1) {
      doc.setFillColor(...GRIS_CLARO);
      doc.rect(M, y - 11, R - M, alto - 2, 'F');
    }
    lineas.forEach((l, j) => escribir(doc, col.detalle, y + j * 11, l));
    escribir(doc, col.detalle, y + lineas.length * 11, nota, { size: 7, color: GRIS });
    escribir(doc, col.cantidad, y, `${d.cantidad} ${medida}`.trim(), { align: 'right' });
    const precio = otraMoneda ? roundMoney(d.montoColones / (d.cantidad || 1)) : d.monto;
    escribir(doc, col.precio, y, dinero(precio), { align: 'right' });
    escribir(doc, col.iva, y, dinero(d.impuestosMonto), { align: 'right' });
    escribir(doc, col.total, y, dinero(d.montoNeto), { align: 'right' });
    y += alto;
  });
  doc.setDrawColor(...GRIS);
  doc.line(M, y - 6, R, y - 6);

  // Totals (always the six, in the invoice's currency) beside the state and the notes
  const totales: Array<[string, number, boolean]> = [
    ['Sub Total', f.subtotal, false],
    ['IVA', f.impuestoVentas, false],
    ['Exonerado', f.exonerado, false],
    ['Total', f.total, true],
    ['Anticipado', f.montoAnticipado, false],
    ['Saldo', f.saldoPendiente, true],
  ];
  const notas = f.observaciones ? partir(doc, `Observaciones: ${f.observaciones}`, 280, { size: 8 }) : [];
  if (y + Math.max(totales.length * 16, 40 + notas.length * 10) + 10 > PIE) {
    doc.addPage();
    y = 60;
  }
  totales.forEach(([etiquetaTotal, valor, fuerte], i) => {
    const ty = y + 14 + i * 16;
    const e: Estilo = { size: fuerte ? 11 : 9, bold: fuerte, align: 'right' };
    escribir(doc, R - 130, ty, etiquetaTotal, e);
    escribir(doc, R - 6, ty, dinero(valor), e);
  });
  const estado =
    f.enviadaHacienda === 2
      ? 'ANULADA mediante Nota de Crédito'
      : f.enviadaHacienda === 1
        ? `Enviada a Hacienda: ${etiqueta(f)}`
        : 'Pendiente de envío a Hacienda';
  escribir(doc, M, y + 14, `Estado: ${estado}`, { color: f.enviadaHacienda === 2 ? ROJO : GRIS });
  escribir(doc, M, y + 28, `Estado de pago: ${f.estadoPago}`, { color: GRIS });
  escribir(doc, M, y + 42, `Facturado por: ${encargado}`, { color: GRIS });
  notas.forEach((l, i) => escribir(doc, M, y + 58 + i * 10, l, { size: 8, color: GRIS }));

  // Every page: the legal note, the number of pages, and the ANULADA mark on an annulled invoice
  const paginas = doc.getNumberOfPages();
  const leyenda = partir(
    doc,
    'Emitida conforme lo establecido en la resolución de Facturación Electrónica N.º MH-DGT-RES-0027-2024 de la Dirección General de Tributación.',
    R - M - 80,
    { size: 7 },
  );
  for (let p = 1; p <= paginas; p++) {
    doc.setPage(p);
    doc.setDrawColor(...GRIS);
    doc.line(M, PIE, R, PIE);
    leyenda.forEach((l, i) => escribir(doc, M, PIE + 12 + i * 9, l, { size: 7, color: GRIS }));
    escribir(doc, R, PIE + 12, `Página ${p} de ${paginas}`, { size: 7, color: GRIS, align: 'right' });
    if (p > 1) escribir(doc, M, 30, `${titulo} · ${f.clave || 'sin clave'}`, { size: 7, color: GRIS });
    if (f.enviadaHacienda === 2)
      escribir(doc, W / 2, 470, 'ANULADA', { size: 64, bold: true, color: [230, 140, 140], align: 'center' });
  }

  return new Uint8Array(doc.output('arraybuffer'));
}
