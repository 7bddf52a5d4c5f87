/**
 * The signing key (.p12) checked before upload and watched until it expires (decisions
 * D38 and D39). Kept apart from es.ts (which includes them as `es.llaveRevision`) because the check
 * runs in a Web Worker, which should not carry every screen's texts.
 */

export const llaveRevision = {
  revisando: 'Revisando la llave criptográfica…',
  tamano: (pesa: string) =>
    `El archivo pesa ${pesa} y el límite de una llave criptográfica es 64 KB: una llave .p12 de Hacienda pesa unos pocos KB.`,
  noP12: 'El archivo no es una llave criptográfica PKCS#12 (.p12) válida.',
  pin: 'El PIN no abre la llave criptográfica',
  sinCertificado: 'La llave criptográfica no trae el certificado del contribuyente.',
  sinIdentificacion:
    'El certificado de la llave no trae la identificación del contribuyente (serialNumber): no es una llave de Hacienda.',
  otraIdentificacion: (llave: string, cuenta: string) =>
    `La llave criptográfica es de la identificación ${llave} y esta cuenta es de la identificación ${cuenta}: suba la llave de la cuenta.`,
  noVigente: (desde: string, hasta: string) =>
    `La llave criptográfica todavía no es válida: vale del ${desde} al ${hasta}.`,
  vencida: (desde: string, hasta: string) =>
    `La llave criptográfica venció el ${hasta} (valía del ${desde} al ${hasta}): solicite una nueva en ATV.`,
  porVencer: (hasta: string, dias: number) =>
    `La llave criptográfica vence el ${hasta} (${enDias(dias)}): solicite una nueva en ATV antes de esa fecha.`,
  /** The check itself failed (it never should): the key is not sent either. */
  noRevisada: (motivo: string) =>
    `No se pudo revisar la llave criptográfica antes de enviarla, y no se envió: ${motivo}`,
  /** The account's data could not be read, so the key's holder cannot be compared: nothing is sent. */
  sinCuenta: (motivo: string) =>
    `No se pudieron leer los datos de la cuenta para revisar la llave criptográfica, y no se envió: ${motivo}`,
  /** The account form and the accounts list (D39). */
  vence: (fecha: string) => `La llave vence el ${fecha}`,
  columna: 'Vence la llave',
  /** The Panel's notice (LlaveNotice). */
  aviso: (fecha: string, dias: number) => `La llave criptográfica vence el ${fecha} (${enDias(dias)})`,
  vencio: (fecha: string) => `La llave criptográfica venció el ${fecha}`,
  cambiar: 'Cargar la llave nueva',
};

function enDias(dias: number): string {
  if (dias <= 0) return 'hoy';
  return dias === 1 ? 'en 1 día' : `en ${dias} días`;
}
