import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The demo users' account (mocks/seed/empresas.ts, id 1): the receiver a received document must name
 * for the upload to send it (decision D30).
 */
export const CUENTA = { nombre: 'Aduanas y Logística del Pacífico S.A.', cedula: '3101704425' } as const;

/**
 * A received document addressed to the demo account: its Receptor's name and identification become the
 * account's, nothing else changes. The real samples (mocks/data/xml) are addressed to others (decision
 * C7); a document without a Receptor (a ticket) stays as it is.
 */
export function dirigidoALaCuenta(xml: string): string {
  return xml.replace(/<((?:\w+:)?)Receptor>[\s\S]*?<\/\1Receptor>/, (receptor, p: string) =>
    receptor
      .replace(new RegExp(`<${p}Nombre>[^<]*</${p}Nombre>`), `<${p}Nombre>${CUENTA.nombre}</${p}Nombre>`)
      .replace(new RegExp(`<${p}Tipo>[^<]*</${p}Tipo>`), `<${p}Tipo>02</${p}Tipo>`)
      .replace(new RegExp(`<${p}Numero>[^<]*</${p}Numero>`), `<${p}Numero>${CUENTA.cedula}</${p}Numero>`),
  );
}

/** A sample of mocks/data/xml as its text, addressed to the demo account. */
export const muestraDeLaCuenta = (archivo: string) =>
  dirigidoALaCuenta(readFileSync(resolve(import.meta.dirname, '../mocks/data/xml', archivo), 'utf8'));
