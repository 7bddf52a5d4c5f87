/*
 * Received documents (confirmación / rechazo): pure rules shared by the screens and the mock backend
 * (API.md 'Received documents'; Hacienda's Anexos y Estructuras v4.4).
 */

/** The confirmation / rejection message: required, at most 79 characters, as the spec says. */
export const MENSAJE_MAX = 79;

/** `estado` of a confirmed or rejected document (API.md `ConfirmRechazo`). */
export const ESTADOS_CONFIRMACION = ['CONFIRMADO', 'RECHAZADO'] as const;
export type EstadoConfirmacion = (typeof ESTADOS_CONFIRMACION)[number];

/**
 * Hacienda's sale conditions (CondicionVenta, Nota 5 of Anexos y Estructuras v4.4; v4.3 had 01–09 and
 * 99): the code and its official name.
 */
export const CONDICIONES_VENTA: Readonly<Record<string, string>> = {
  '01': 'Contado',
  '02': 'Crédito',
  '03': 'Consignación',
  '04': 'Apartado',
  '05': 'Arrendamiento con opción de compra',
  '06': 'Arrendamiento en función financiera',
  '07': 'Cobro a favor de un tercero',
  '08': 'Servicios prestados al Estado',
  '09': 'Pago de servicios prestado al Estado',
  '10': 'Venta a crédito en IVA hasta 90 días (Artículo 27, LIVA)',
  '11': 'Pago de venta a crédito en IVA hasta 90 días (Artículo 27, LIVA)',
  '12': 'Venta Mercancía No Nacionalizada',
  '13': 'Venta Bienes Usados No Contribuyente',
  '14': 'Arrendamiento Operativo',
  '15': 'Arrendamiento Financiero',
  '99': 'Otros',
};

/** '01 Contado'; an unknown code shows as it came ('' when none). */
export function condicionVentaTexto(codigo: string): string {
  const c = codigo.trim();
  const padded = /^\d$/.test(c) ? `0${c}` : c;
  const nombre = CONDICIONES_VENTA[padded];
  return nombre ? `${padded} ${nombre}` : c;
}

/**
 * The documents that can be confirmed or rejected, by the root element's local name, with their
 * Hacienda name (doc-type codes 01–04, 08, 09).
 */
export const TIPOS_COMPROBANTE: Readonly<Record<string, string>> = {
  FacturaElectronica: 'Factura Electrónica',
  TiqueteElectronico: 'Tiquete Electrónico',
  NotaCreditoElectronica: 'Nota de Crédito Electrónica',
  NotaDebitoElectronica: 'Nota de Débito Electrónica',
  FacturaElectronicaCompra: 'Factura Electrónica de Compra',
  FacturaElectronicaExportacion: 'Factura Electrónica de Exportación',
};

/** 'Factura Electrónica v4.4', or '' when the server does not say. */
export function tipoComprobanteTexto(tipo: string, version: string): string {
  const nombre = TIPOS_COMPROBANTE[tipo] ?? tipo;
  if (!nombre) return '';
  return version ? `${nombre} v${version}` : nombre;
}

/** The clave numérica: exactly 50 digits, as Hacienda builds it. */
export const esClaveValida = (clave: string) => /^\d{50}$/.test(clave);

/** Currency symbols for the summary ('¢' by default). */
const SIMBOLOS: Readonly<Record<string, string>> = { CRC: '¢', USD: '$', EUR: '€' };
export function simboloMoneda(codigo: string): string {
  const c = codigo.trim().toUpperCase();
  if (!c) return '¢';
  return SIMBOLOS[c] ?? `${c} `;
}

/** Confirmar: 1 or -1 means done (API.md); anything else is an error. */
export const confirmacionHecha = (result: number) => result === 1 || result === -1;
/** Rechazar: only 1 means done, as the spec says. */
export const rechazoHecho = (result: number) => result === 1;

type ConLineas = { detalleServicio: { lineaDetalle: readonly unknown[] } };

/** Why a loaded file cannot be confirmed or rejected (no document, or no lines: the page resets), or null. */
export function problemaDocumento(documento: ConLineas | null): 'sinDocumento' | 'sinLineas' | null {
  if (!documento) return 'sinDocumento';
  if (documento.detalleServicio.lineaDetalle.length === 0) return 'sinLineas';
  return null;
}

/** A receiver worth showing: a ticket to a final consumer has none, or an empty one. */
export function receptorVisible<P extends { nombre: string; identificacion: { numero: string } }>(
  receptor: P | null,
): P | null {
  return receptor && (receptor.nombre || receptor.identificacion.numero) ? receptor : null;
}

/** A phone as '+506 2222-3333' (8-digit local numbers grouped), or the number as it came. */
export function telefonoTexto(telefono: { codigoPais: string; numTelefono: string } | null): string {
  if (!telefono?.numTelefono) return '';
  const n = telefono.numTelefono.replace(/\s+/g, '');
  const local = /^\d{8}$/.test(n) ? `${n.slice(0, 4)}-${n.slice(4)}` : n;
  return telefono.codigoPais ? `+${telefono.codigoPais} ${local}` : local;
}
