import type { AxiosRequestConfig } from 'axios';
import { http } from './http';
import { fileTimestamp } from './dates';

/**
 * Downloads a binary answer and saves it under the spec's file name. Returns the file name
 * (flashes such as 'La factura fue descargada, el nombre del archivo es: {file}' show it).
 */
export async function downloadFile(config: AxiosRequestConfig, fileName: string): Promise<string> {
  // Bytes rather than a Blob: the body then arrives the same way in every environment (jsdom's XHR
  // Blob is not one that fetch-based interceptors can read), and the Blob is made here.
  // file-saver loads with the first download, not with the screens that offer one (decision D34).
  const [response, { saveAs }] = await Promise.all([
    http.request<ArrayBuffer>({ ...config, responseType: 'arraybuffer' }),
    import('file-saver'),
  ]);
  const type = String(response.headers['content-type'] ?? '') || 'application/octet-stream';
  saveAs(new Blob([response.data], { type }), fileName);
  return fileName;
}

/** Saves a Blob made in the browser (the demo's sample documents) under `fileName`. */
export async function saveBlob(blob: Blob, fileName: string): Promise<string> {
  const { saveAs } = await import('file-saver');
  saveAs(blob, fileName);
  return fileName;
}

/** The spec's export file names. */
export const fileNames = {
  recibos: () => `recibos-${fileTimestamp()}.xls`,
  recibosNoFacturados: () => `recibos-nofacturados-${fileTimestamp()}.xls`,
  facturacion: () => `facturacion-${fileTimestamp()}.xls`,
  gastos: () => `gastos-${fileTimestamp()}.xls`,
  tica: () => `tica-${fileTimestamp()}.xls`,
  /** From a receipt's billing table. */
  facturaDeRecibo: (facturaId: number | string, reciboId: number | string) =>
    `factura ${facturaId}- (R${reciboId}).pdf`,
  /** From the invoice list. */
  facturaPdf: (facturaId: number | string) => `factura-${facturaId}.pdf`,
  facturaXml: (facturaId: number | string) => `factura ${facturaId}.xml`,
  /** The demo's sample received documents. */
  muestrasRecepcion: () => `comprobantes-de-muestra-${fileTimestamp()}.zip`,
};
