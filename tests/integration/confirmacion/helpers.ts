import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { getDb } from '@mocks/db';
import { muestraDeLaCuenta } from '../../comprobante-de-la-cuenta';
import { tokenFor, type Role } from '../../render-app';

/** A sample of shared/fixtures/xml (copied into the mock's data) as text. */
export const fixture = (file: string) =>
  readFileSync(resolve(import.meta.dirname, '../../../mocks/data/xml', file), 'utf8');

/** A sample (or any text) as the File a user picks (Node's File: see tests/setup.ts). */
export const archivoXml = (file: string, text = fixture(file)) =>
  new File([text], file, { type: 'text/xml' });

/**
 * A sample as the File a user of the demo account picks: addressed to that account, as the upload
 * requires (decision D30; the samples themselves are addressed to others).
 */
export const comprobanteDeLaCuenta = (file: string) =>
  new File([muestraDeLaCuenta(file)], file, { type: 'text/xml' });

/** A file of the hostile corpus (tests/fixtures/hostile) as the File a user picks. */
export const archivoHostil = (file: string) =>
  new File([readFileSync(resolve(import.meta.dirname, '../../fixtures/hostile', file))], file, {
    type: 'text/xml',
  });

/** POST /api/fe/confirmacion/upload as the browser sends it (multipart field `file`). */
export async function subir(
  file: File | null,
  role: Role = 'usuario',
): Promise<{ status: number; json: Record<string, unknown> }> {
  const form = new FormData();
  if (file) form.append('file', file, file.name);
  const response = await fetch('http://localhost/api/fe/confirmacion/upload', {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenFor(role)}` },
    body: form,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** The account's stored confirmations, the latest answer first (as the list shows them). */
export const confirmaciones = () =>
  getDb()
    .confirmaciones.filter((r) => r.empresaId === 1)
    .sort((a, b) => b.fechaRespuesta.localeCompare(a.fechaRespuesta) || b.id - a.id);

/** The 11 samples that are documents, and the two that are not. */
export const DOCUMENTOS = [
  'CRLibre__creaNC.php.extracted.xml',
  'CRLibre__creaND.php.extracted.xml',
  'CRLibre__fac.xml',
  'facturacr__commonExpectedXml_v4.3.xml',
  'facturacr__commonExpectedXml_v4.4.xml',
  'julatec__factura.xml',
  'julatec__facturaCompra.xml',
  'julatec__factura_v44_t10.xml',
  'julatec__notaCreditov42.xml',
  'julatec__notaCreditov43.xml',
  'julatec__tiquete_v44_sin_receptor.xml',
] as const;
export const MENSAJE_RECEPTOR = 'CRLibre__creaMAC.php.extracted.xml';
export const CLAVE_TRUNCADA = 'CRLibre__69e9930b2621582a509f60291df625c3.xml';
