import { describe, expect, it } from 'vitest';
import { examinarComprobante, revisarComprobante } from '@/features/confirmacion/revisar-comprobante';
import { excedeTamanoXml } from '@/lib/xml-seguro';
import { CUENTA } from '../comprobante-de-la-cuenta';

/*
 * The received-document XML's check before upload (D30) at its edges, beside the hostile corpus
 * (archivos-hostiles.test.ts): each case is a line of the table that mutation testing (D35) found
 * untested. A case's document is a factura with a valid clave; what changes is written in full.
 */

const CLAVE = `506${'1'.repeat(47)}`;
const factura = (dentro: string, antes = '') =>
  `${antes}<FacturaElectronica><Clave>${CLAVE}</Clave>${dentro}</FacturaElectronica>`;
const receptor = (numero: string) =>
  `<Receptor><Nombre>Otra S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>${numero}</Numero></Identificacion></Receptor>`;
const otroReceptor = (nombre: string, numero: string) =>
  `El comprobante está dirigido a ${nombre} (identificación ${numero}), no a su cuenta Aduanas y Logística ` +
  'del Pacífico S.A. (cédula 3101704425): solo se confirman o rechazan los comprobantes recibidos por su cuenta.';
const codificacion = (nombre: string) =>
  `El archivo declara la codificación ${nombre}: Hacienda exige UTF-8; pida al emisor el XML original.`;

describe('revisarComprobante', () => {
  it.each([
    ['no XML declaration', factura(''), null],
    ['encoding UTF8 without the hyphen', factura('', '<?xml version="1.0" encoding="UTF8"?>'), null],
    ['encoding with spaces inside its quotes', factura('', '<?xml version="1.0" encoding=" utf-8 "?>'), null],
    [
      'encoding with spaces around =',
      factura('', '<?xml version="1.0" encoding = "latin1"?>'),
      codificacion('latin1'),
    ],
    [
      'a declaration after a line break',
      factura('', '\n<?xml version="1.0" encoding="latin1"?>'),
      codificacion('latin1'),
    ],
    ['encoding utf8mb4', factura('', '<?xml version="1.0" encoding="utf8mb4"?>'), codificacion('utf8mb4')],
    ['encoding x-utf-8', factura('', '<?xml version="1.0" encoding="x-utf-8"?>'), codificacion('x-utf-8')],
    ['a declaration inside a comment', factura('<!-- <?xml version="1.0" encoding="latin1"?> -->'), null],
    ['a DOCTYPE inside a comment', factura('<!-- viejo: <!DOCTYPE x> -->'), null],
    ['an ENTITY inside CDATA', factura('<Otros><![CDATA[ <!ENTITY x "y"> ]]></Otros>'), null],
    ['a stylesheet instruction', factura('', '<?xml-stylesheet href="f.xsl"?>'), null],
    [
      'a namespace prefix',
      `<fe:FacturaElectronica xmlns:fe="x"><fe:Clave>${CLAVE}</fe:Clave></fe:FacturaElectronica>`,
      null,
    ],
    [
      'two different empty roots',
      '<FacturaElectronica/><NotaCreditoElectronica/>',
      'El archivo no es un XML bien formado: tiene más de un elemento raíz.',
    ],
    [
      'only the XML declaration',
      '<?xml version="1.0" encoding="UTF-8"?>\n',
      'El archivo no es un XML bien formado: no tiene ningún elemento, solo la declaración XML.',
    ],
    ['a tag left open', factura('<Emisor>'), 'El archivo no es un XML bien formado (línea 1, columna 94).'],
    [
      'a clave with a character reference, quoted as the text it stands for',
      '<FacturaElectronica><Clave>506&amp;1&#50;</Clave></FacturaElectronica>',
      "La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '506&12' (6 caracteres).",
    ],
    [
      "another company named with '&amp;', quoted as '&'",
      factura(
        '<Receptor><Nombre>Pérez &amp; Hijos</Nombre><Identificacion><Numero>3101123456</Numero></Identificacion></Receptor>',
      ),
      otroReceptor('Pérez & Hijos', '3101123456'),
    ],
    ['the account with hyphens', factura(receptor('3-101-704425')), null],
    ['the account with a leading zero', factura(receptor('03-101-704425')), null],
    ['the account with two leading zeros', factura(receptor('003101704425')), null],
    [
      'another company, with an element after its number',
      factura(receptor('3101123456<Nota/>')),
      otroReceptor('Otra S.A.', '3101123456'),
    ],
    ['another company', factura(receptor('3-101-123456')), otroReceptor('Otra S.A.', '3-101-123456')],
    [
      'a foreign receiver',
      factura(
        '<Receptor><Nombre>Sol Ltd.</Nombre><IdentificacionExtranjero>A123</IdentificacionExtranjero></Receptor>',
      ),
      otroReceptor('Sol Ltd.', 'A123'),
    ],
  ])('%s', (_caso, xml, motivo) => {
    expect(revisarComprobante(new TextEncoder().encode(xml), 'comprobante.xml', CUENTA)).toBe(motivo);
  });
});

describe('examinarComprobante', () => {
  it('gives the summary the list of received documents shows, references as text', () => {
    const xml =
      `<FacturaElectronica><Clave>${CLAVE}</Clave><NumeroConsecutivo>00100001010000000042</NumeroConsecutivo>` +
      '<FechaEmision>2026-11-20T10:15:00-06:00</FechaEmision>' +
      '<Emisor><Nombre>Pérez &amp; Hijos S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101284517</Numero></Identificacion></Emisor>' +
      receptor('3101704425') +
      '<ResumenFactura><CodigoTipoMoneda><CodigoMoneda>USD</CodigoMoneda><TipoCambio>510.5</TipoCambio></CodigoTipoMoneda>' +
      '<TotalComprobante>1130.00000</TotalComprobante></ResumenFactura></FacturaElectronica>';
    expect(examinarComprobante(new TextEncoder().encode(xml), 'f.xml', CUENTA)).toEqual({
      motivo: null,
      resumen: {
        clave: CLAVE,
        tipo: 'FacturaElectronica',
        consecutivo: '00100001010000000042',
        fechaEmision: '2026-11-20T10:15:00-06:00',
        emisor: { nombre: 'Pérez & Hijos S.A.', numero: '3101284517' },
        moneda: 'USD',
        total: 1130,
      },
    });
  });

  it.each([
    [
      'no currency block: colones',
      '<ResumenFactura><TotalComprobante>5</TotalComprobante></ResumenFactura>',
      'CRC',
      5,
    ],
    ['no total', '<ResumenFactura/>', 'CRC', null],
    [
      'a total that is not a number',
      '<ResumenFactura><TotalComprobante>cinco</TotalComprobante></ResumenFactura>',
      'CRC',
      null,
    ],
  ])('%s', (_caso, resumen, moneda, total) => {
    const examen = examinarComprobante(new TextEncoder().encode(factura(resumen)), 'f.xml', CUENTA);
    expect(examen.resumen).toMatchObject({ moneda, total });
  });

  it('a refused file has no summary', () => {
    expect(examinarComprobante(new Uint8Array(), 'f.xml', CUENTA)).toEqual({
      motivo: 'El archivo está vacío.',
      resumen: null,
    });
  });
});

describe('excedeTamanoXml', () => {
  it.each([
    [2 * 1024 * 1024, null],
    [
      2 * 1024 * 1024 + 1,
      'El archivo pesa 2.1 MB y el límite de un comprobante XML es 2 MB: un comprobante de Hacienda con el ' +
        'máximo de 1000 líneas de detalle pesa entre 1 y 1.5 MB.',
    ],
  ])('%i bytes → %j', (bytes, motivo) => expect(excedeTamanoXml(bytes)).toBe(motivo));
});
