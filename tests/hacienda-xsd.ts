import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/*
 * Hacienda's official v4.4 XSDs (tests/fixtures/hacienda, copied into the repo so a clean clone can run
 * the tests) and xmllint compiled to WebAssembly. Every v4.4 document schema requires `ds:Signature`;
 * the demo cannot sign, so each `…_SIN_FIRMA` is an in-memory copy whose only change is that element's
 * minOccurs 1 → 0 (decision F18).
 */
// Not `new URL(`./…${path}`, import.meta.url)`: Vite rewrites that pattern into an asset lookup.
const here = dirname(fileURLToPath(import.meta.url));
const fixture = (path: string) => join(here, 'fixtures/hacienda', path);
const oficial = (documento: string) =>
  readFileSync(fixture(`xsd/v4.4/${documento}_V4.4.xsd`), 'utf8').replace(
    '../../xmldsig-core-schema.xsd',
    'xmldsig-core-schema.xsd',
  );
const FIRMA_REQUERIDA = '<xs:element ref="ds:Signature" minOccurs="1" maxOccurs="1"/>';
const sinFirma = (xsd: string) =>
  xsd.replace(FIRMA_REQUERIDA, FIRMA_REQUERIDA.replace('minOccurs="1"', 'minOccurs="0"'));

export const XSD_OFICIAL = oficial('FacturaElectronica');
export const XSD_SIN_FIRMA = sinFirma(XSD_OFICIAL);
export const XSD_NOTA_CREDITO_SIN_FIRMA = sinFirma(oficial('NotaCreditoElectronica'));
export const XSD_MENSAJE_RECEPTOR_SIN_FIRMA = sinFirma(oficial('MensajeReceptor'));
const XMLDSIG = readFileSync(fixture('xmldsig-core-schema.xsd'), 'utf8');

/** One xmllint run over several documents (the WebAssembly start-up is the slow part). */
export async function validarFacturaXml(xml: string | string[], xsd: string = XSD_SIN_FIRMA) {
  const docs = Array.isArray(xml) ? xml : [xml];
  return validateXML({
    xml: docs.map((contents, i) => ({ fileName: `documento-${i + 1}.xml`, contents })),
    schema: [{ fileName: 'documento_V4.4.xsd', contents: xsd }],
    preload: [{ fileName: 'xmldsig-core-schema.xsd', contents: XMLDSIG }],
  });
}
