import { MOTIVOS_REALES, rechazoSimulado } from '@mocks/lib/motivos-hacienda';
import { tieneTablaDeMotivos } from '@/features/facturas/detalle-encabezado';
import {
  escribirDetalleMensaje,
  leerDetalleMensaje,
  primerMotivoRechazo,
} from '@/features/facturas/detalle-mensaje';

/*
 * Real DetalleMensaje texts, as Hacienda sent them (public sources, decision F39):
 * - REAL_DOS: a MensajeHacienda v4.2 stored in the public SQL dump of an open-source CR e-invoicing
 *   API's log table, rejecting a duplicate consecutive and the issuer's address;
 * - REAL_XSD: CRLibre/API_Hacienda issue #90 (an XSD error pointing at line 90, column 26);
 * - REAL_SIN_INTRO: CRLibre/fe-hacienda-cr-odoo issue #63 (the table alone);
 * - REAL_ORDEN: odoocr/l10n_cr issue #216 (element order, with quotes and braces in the message).
 */
const REAL_DOS =
  'Este comprobante fue aceptado en el ambiente de pruebas, por lo cual no tiene validez para fines tributarios\n\n' +
  'El comprobante electrónico tiene los siguientes errores: \n\n[\ncodigo, mensaje, fila, columna\n' +
  '-99, "La numeración consecutiva del comprobante que se esta utilizando para este archivo XML ya existe en nuestras bases de datos.", 0, 0\n' +
  '-37, "Estimado obligado tributario los datos suministrados en provincia, cantón y distrito del \'emisor\' no concuerdan con la información registrada en la Dirección General de Tributación, favor proceder actualizar sus datos.", 0, 0\n\n]';
const REAL_XSD =
  "El comprobante electrónico tiene los siguientes errores: \\n\\n[\\ncodigo, mensaje, fila, columna\\n-1, \"cvc-datatype-valid.1.2.1: '' is not a valid value for 'decimal'.\", 90, 26\\n\\n]";
const REAL_SIN_INTRO =
  'codigo, mensaje, fila, columna\n-16, "El archivo XML, fue enviado a la Dirección General de Tributación de manera extemporánea; con base en lo estipulado en el artículo 9 y 15 ambos de la resolución 48-2016", 0, 0';
const REAL_ORDEN =
  'codigo, mensaje, fila, columna\n-1, "cvc-complex-type.2.4.a: Invalid content was found starting with element \'{"https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica":CodigoComercial}\'. One of \'{"https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica":Codigo}\' is expected.", 2, 1573';

describe("Hacienda's DetalleMensaje, read", () => {
  it.each([
    [
      'two reasons after an introduction',
      REAL_DOS,
      'Este comprobante fue aceptado en el ambiente de pruebas, por lo cual no tiene validez para fines tributarios\n\nEl comprobante electrónico tiene los siguientes errores:',
      [
        [
          '-99',
          /^La numeración consecutiva del comprobante .* ya existe en nuestras bases de datos\.$/,
          null,
          null,
        ],
        [
          '-37',
          /^Estimado obligado tributario .*'emisor' no concuerdan .*actualizar sus datos\.$/,
          null,
          null,
        ],
      ],
    ],
    [
      'an XSD error with its place, line breaks escaped',
      REAL_XSD,
      'El comprobante electrónico tiene los siguientes errores:',
      [['-1', /^cvc-datatype-valid\.1\.2\.1: '' is not a valid value for 'decimal'\.$/, 90, 26]],
    ],
    [
      'the table alone',
      REAL_SIN_INTRO,
      '',
      [['-16', /, fue enviado a la Dirección .* manera extemporánea;/, null, null]],
    ],
  ] as const)('%s', (_, texto, introduccion, motivos) => {
    const d = leerDetalleMensaje(texto);
    expect(d.introduccion).toBe(introduccion);
    expect(d.texto).toBe(texto);
    expect(d.motivos).toHaveLength(motivos.length);
    motivos.forEach(([codigo, mensaje, fila, columna], i) => {
      expect(d.motivos[i]).toMatchObject({ codigo, fila, columna });
      expect(d.motivos[i]!.mensaje).toMatch(mensaje);
    });
  });

  it.each([
    ['an accepted invoice', 'Este comprobante fue aceptado.'],
    ['a text of our own', 'Error de comunicación con el servidor de Hacienda'],
    ['a table that does not parse', 'codigo, mensaje, fila, columna\n-1, "sin cerrar, 0, 0'],
    ['a table with another shape', 'codigo, mensaje, fila, columna\nuno, dos'],
    ['nothing', ''],
  ])('%s keeps no reasons and the whole text', (_, texto) => {
    const d = leerDetalleMensaje(texto);
    expect(d.motivos).toEqual([]);
    expect(d.introduccion).toBe(texto.trim());
    expect(d.texto).toBe(texto);
  });

  it('a message with bare double quotes inside (an XSD element-order error) is read whole', () => {
    const d = leerDetalleMensaje(REAL_ORDEN);
    expect(d.motivos).toEqual([
      {
        codigo: '-1',
        mensaje:
          'cvc-complex-type.2.4.a: Invalid content was found starting with element \'{"https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica":CodigoComercial}\'. One of \'{"https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.3/facturaElectronica":Codigo}\' is expected.',
        fila: 2,
        columna: 1573,
      },
    ]);
  });

  it('writes what it reads: the demo speaks Hacienda’s shape', () => {
    const motivos = [
      { codigo: '-99', mensaje: 'La numeración consecutiva, ya "existe".', fila: null, columna: null },
      {
        codigo: '-1',
        mensaje: "cvc-datatype-valid.1.2.1: '' is not a valid value for 'decimal'.",
        fila: 90,
        columna: 26,
      },
    ];
    const texto = escribirDetalleMensaje('El comprobante electrónico tiene los siguientes errores:', motivos);
    expect(texto).toContain(
      '\n[\ncodigo, mensaje, fila, columna\n-99, "La numeración consecutiva, ya ""existe"".", 0, 0\n',
    );
    expect(leerDetalleMensaje(texto)).toEqual({
      introduccion: 'El comprobante electrónico tiene los siguientes errores:',
      motivos,
      texto,
    });
  });

  it("the demo's simulated rejections read back as the real reasons they carry", () => {
    for (const id of [1, 2, 3, 4, 5, 6, 7, 12]) {
      const d = leerDetalleMensaje(rechazoSimulado(id));
      expect(d.introduccion).toBe('El comprobante electrónico tiene los siguientes errores:');
      expect(d.motivos.length).toBe(id % 3 === 0 ? 2 : 1);
      for (const m of d.motivos) expect(MOTIVOS_REALES).toContainEqual(m);
    }
  });
});

describe('primerMotivoRechazo', () => {
  const rechazo = (detalle: string) => ({ estado: 'Rechazado', detalle });
  it.each([
    ['no rejection', [{ estado: 'Aceptado', detalle: 'Comprobante aceptado' }], null],
    [
      'the newest rejection (history newest first), its first row',
      [rechazo(REAL_DOS), rechazo(REAL_SIN_INTRO)],
      '-99 · La numeración consecutiva del comprobante que se esta utilizando para este archivo XML ya existe en nuestras bases de datos.',
    ],
    ['a text of another shape, whole', [rechazo('  Rechazado por el emisor  ')], 'Rechazado por el emisor'],
    ['an empty text', [rechazo('')], null],
  ] as const)('%s', (_, envios, esperado) => {
    expect(primerMotivoRechazo(envios)).toBe(esperado);
  });
});

// The history loads the reader (papaparse) only for a text with this heading (decision D34): it must
// answer yes for every text the reader finds reasons in, and no for the texts of an accepted invoice.
describe('tieneTablaDeMotivos', () => {
  it.each([
    ['two reasons after an introduction', REAL_DOS, true],
    ['line breaks escaped', REAL_XSD, true],
    ['the table alone', REAL_SIN_INTRO, true],
    ['bare double quotes inside', REAL_ORDEN, true],
    ["the demo's simulated rejection", rechazoSimulado(3), true],
    [
      'written by the demo',
      escribirDetalleMensaje('Errores:', [{ codigo: '-1', mensaje: 'x', fila: 1, columna: 2 }]),
      true,
    ],
    ['an acceptance', 'Este comprobante fue aceptado', false],
    ['no answer yet', 'Sin respuesta', false],
    ['a rejection of another shape', 'Rechazado por el emisor', false],
    ['empty', '', false],
    ['null', null, false],
  ] as const)('%s', (_, texto, esperado) => {
    expect(tieneTablaDeMotivos(texto)).toBe(esperado);
    if (leerDetalleMensaje(texto).motivos.length) expect(tieneTablaDeMotivos(texto)).toBe(true);
  });
});
