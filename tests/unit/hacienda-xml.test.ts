import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fechaCostaRica, leerComprobante, versionDe, type LecturaComprobante } from '@mocks/lib/hacienda-xml';
import { facturaElectronicaSchema, type FacturaElectronica } from '@/features/confirmacion/contract';

/** The 13 samples of shared/fixtures/xml, copied into the mock's data. */
const xml = (file: string) =>
  readFileSync(resolve(import.meta.dirname, '../../mocks/data/xml', file), 'utf8');

function documento(lectura: LecturaComprobante): FacturaElectronica {
  if (lectura.tipo !== 'comprobante') throw new Error(`not a document: ${lectura.mensaje}`);
  return lectura.documento;
}

type Esperado = {
  file: string;
  tipo: string;
  version: string;
  clave: string;
  consecutivo: string;
  fecha: string;
  emisor: string;
  emisorId: string;
  telefono: string | null;
  receptor: string | null;
  lineas: number;
  moneda: string;
  tipoCambio: number;
  totalVenta: number;
  totalImpuesto: number;
  totalComprobante: number;
  condicion: string;
};

/** What each document sample holds, read off the files by hand. */
const DOCUMENTOS: Esperado[] = [
  {
    file: 'CRLibre__creaNC.php.extracted.xml',
    tipo: 'NotaCreditoElectronica',
    version: '4.2',
    clave: '50609041800070232071700100001031522773382107756320',
    consecutivo: '00100001031522773382',
    fecha: '2018-04-09T19:10:00',
    emisor: 'Walner Borbon',
    emisorId: '702320717',
    telefono: '83168485',
    receptor: 'Laboratory CLIENTE',
    lineas: 1,
    moneda: 'USD',
    tipoCambio: 562.04,
    totalVenta: 875,
    totalImpuesto: 0,
    totalComprobante: 875,
    condicion: '01',
  },
  {
    file: 'CRLibre__creaND.php.extracted.xml',
    tipo: 'NotaDebitoElectronica',
    version: '4.2',
    clave: '50611041800070232071700100001021522773384107756324',
    consecutivo: '00100001021522773384',
    fecha: '2018-04-11T14:10:00',
    emisor: 'Walner Borbon',
    emisorId: '702320717',
    telefono: '83168485',
    receptor: 'Laboratory CLIENTE',
    lineas: 1,
    moneda: 'USD',
    tipoCambio: 562.04,
    totalVenta: 875,
    totalImpuesto: 0,
    totalComprobante: 875,
    condicion: '01',
  },
  {
    file: 'CRLibre__fac.xml',
    tipo: 'FacturaElectronica',
    version: '4.2',
    clave: '50615051800070232071700100001011522773426107756366',
    consecutivo: '00100001011522773426',
    fecha: '2018-05-15T16:00:00',
    emisor: 'Walner Borbon',
    emisorId: '702320717',
    telefono: '83168485',
    receptor: 'Walner Borbon',
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 564.48,
    totalVenta: 200000,
    totalImpuesto: 0,
    totalComprobante: 200000,
    condicion: '01',
  },
  {
    file: 'facturacr__commonExpectedXml_v4.3.xml',
    tipo: 'FacturaElectronica',
    version: '4.3',
    clave: '50601042400020692014200100001010000000002100000001',
    consecutivo: '00100001010000000002',
    // '2024-04-01T00:00:00.000Z' is the evening before in Costa Rica.
    fecha: '2024-03-31T18:00:00',
    emisor: 'Emisor name',
    emisorId: '206920142',
    telefono: '12341234',
    receptor: 'receiver name SRL',
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 585.69,
    totalVenta: 10,
    totalImpuesto: 1.3,
    totalComprobante: 11.3,
    condicion: '01',
  },
  {
    file: 'facturacr__commonExpectedXml_v4.4.xml',
    tipo: 'FacturaElectronica',
    version: '4.4',
    clave: '50601042400020692014200100001010000000002100000001',
    consecutivo: '00100001010000000002',
    fecha: '2024-03-31T18:00:00',
    emisor: 'Tek rocks',
    emisorId: '206920142',
    telefono: '88122479',
    receptor: 'EXCLUSIVE COFFEES',
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10,
    totalImpuesto: 1.3,
    totalComprobante: 11.3,
    condicion: '01',
  },
  {
    file: 'julatec__factura.xml',
    tipo: 'FacturaElectronica',
    version: '4.3',
    clave: '50610012000310231549000100004010000054357101884339',
    consecutivo: '00100004010000044459',
    fecha: '2020-01-10T00:00:00',
    emisor: 'INVERSIONES ABC',
    emisorId: '55102565590',
    telefono: '12345678',
    receptor: 'Test Testing',
    lineas: 20,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 331629.81552,
    totalImpuesto: 43111.87602,
    totalComprobante: 374741.69154,
    condicion: '01',
  },
  {
    file: 'julatec__facturaCompra.xml',
    tipo: 'FacturaElectronicaCompra',
    version: '4.3',
    clave: '50628082000310157848300100002080000000003105210123',
    consecutivo: '00100001080090000003',
    fecha: '2020-08-28T18:25:39',
    emisor: 'ABC DEF GHT',
    emisorId: '6101004055',
    // The purchase invoice's issuer has no phone.
    telefono: null,
    receptor: 'XYZ WWW GHJ',
    lineas: 2,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 294756,
    totalImpuesto: 32648.54,
    totalComprobante: 283791.14,
    condicion: '01',
  },
  {
    file: 'julatec__factura_v44_t10.xml',
    tipo: 'FacturaElectronica',
    version: '4.4',
    clave: '50610012000310231549000100004010000054357101884013',
    consecutivo: '00100004010000040013',
    fecha: '2025-06-10T00:00:00',
    emisor: 'INVERSIONES ABC',
    emisorId: '55102565590',
    telefono: '12345678',
    receptor: 'Test Testing',
    lineas: 1,
    // No CodigoTipoMoneda: colones implied.
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10000,
    totalImpuesto: 0,
    totalComprobante: 10000,
    condicion: '01',
  },
  {
    file: 'julatec__notaCreditov42.xml',
    tipo: 'NotaCreditoElectronica',
    version: '4.2',
    clave: '50623041900310157848300100001030000000002114564912',
    consecutivo: '00100001030000360002',
    fecha: '2019-04-23T16:48:30',
    emisor: 'ABC DEF SA',
    emisorId: '5694517529',
    telefono: '58415695',
    receptor: 'FRGKKK MILLLD ERTROT',
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 435200,
    totalImpuesto: 0,
    totalComprobante: 435200,
    condicion: '01',
  },
  {
    file: 'julatec__notaCreditov43.xml',
    tipo: 'NotaCreditoElectronica',
    version: '4.3',
    clave: '50613022000310159274125992285911700000048982220086',
    consecutivo: '00100159222855229928',
    fecha: '2020-02-13T11:01:43',
    emisor: 'ABCD EFGGGD S.A.',
    emisorId: '5014529285',
    telefono: '40000781',
    receptor: 'AAADDDADD',
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 830000,
    totalImpuesto: 0,
    totalComprobante: 830000,
    condicion: '02',
  },
  {
    file: 'julatec__tiquete_v44_sin_receptor.xml',
    tipo: 'TiqueteElectronico',
    version: '4.4',
    clave: '50610012000310231549000100004010000054357101884012',
    consecutivo: '00100004010000040012',
    fecha: '2025-06-10T00:00:00',
    emisor: 'INVERSIONES ABC',
    emisorId: '55102565590',
    telefono: '12345678',
    receptor: null,
    lineas: 1,
    moneda: 'CRC',
    tipoCambio: 1,
    totalVenta: 10000,
    totalImpuesto: 50,
    totalComprobante: 10050,
    condicion: '01',
  },
];

describe('leerComprobante: every document sample loads', () => {
  it.each(DOCUMENTOS)('$file ($tipo v$version)', (e) => {
    const d = documento(leerComprobante(xml(e.file)));
    expect(d.tipoDocumento).toBe(e.tipo);
    expect(d.version).toBe(e.version);
    expect(d.clave).toBe(e.clave);
    expect(d.numeroConsecutivo).toBe(e.consecutivo);
    expect(d.fechaEmision).toBe(e.fecha);
    expect(d.condicionVenta).toBe(e.condicion);
    expect(d.emisor.nombre).toBe(e.emisor);
    expect(d.emisor.identificacion.numero).toBe(e.emisorId);
    expect(d.emisor.telefono?.numTelefono ?? null).toBe(e.telefono);
    expect(d.receptor?.nombre ?? null).toBe(e.receptor);
    expect(d.detalleServicio.lineaDetalle).toHaveLength(e.lineas);
    expect(d.resumenFactura.codigoTipoMoneda).toEqual({ codigoMoneda: e.moneda, tipoCambio: e.tipoCambio });
    expect(d.resumenFactura.totalVenta).toBe(e.totalVenta);
    expect(d.resumenFactura.totalImpuesto).toBe(e.totalImpuesto);
    expect(d.resumenFactura.totalComprobante).toBe(e.totalComprobante);
    // What the mock answers is what the app's schema reads, unchanged.
    expect(facturaElectronicaSchema.parse(d)).toEqual(d);
  });

  it('reads a line: number, quantity, unit, detail, prices, net tax and line total (v4.3, 20 lines)', () => {
    const d = documento(leerComprobante(xml('julatec__factura.xml')));
    expect(d.detalleServicio.lineaDetalle[0]).toEqual({
      numeroLinea: 1,
      cantidad: 20,
      unidadMedida: 'Unid',
      detalle: 'ANGULAR GYPSUM 1" X 1" X 10 ( 3,05 MT ) #25',
      precioUnitario: 277.87611,
      montoTotal: 5557.5222,
      impuestoNeto: 722.47789,
      montoTotalLinea: 6280.00009,
    });
    expect(d.detalleServicio.lineaDetalle.map((l) => l.numeroLinea)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // The line totals add up to the voucher total (to the céntimo).
    const lineas = d.detalleServicio.lineaDetalle.reduce((s, l) => s + l.montoTotalLinea, 0);
    expect(lineas).toBeCloseTo(d.resumenFactura.totalComprobante, 2);
  });

  it('v4.3 without ImpuestoNeto: the line taxes are added up', () => {
    const d = documento(leerComprobante(xml('facturacr__commonExpectedXml_v4.3.xml')));
    expect(d.detalleServicio.lineaDetalle[0]).toMatchObject({ impuestoNeto: 1.3, montoTotalLinea: 11.3 });
  });

  it('v4.2 lines without any Impuesto are exempt (0 tax); the summary keeps its exempt totals', () => {
    const d = documento(leerComprobante(xml('CRLibre__creaNC.php.extracted.xml')));
    expect(d.detalleServicio.lineaDetalle[0]).toEqual({
      numeroLinea: 1,
      cantidad: 1,
      unidadMedida: 'Sp',
      detalle: 'Precios de Transferencia',
      precioUnitario: 875,
      montoTotal: 875,
      impuestoNeto: 0,
      montoTotalLinea: 875,
    });
    expect(d.resumenFactura).toMatchObject({
      totalServGravados: 0,
      totalServExentos: 875,
      totalExcento: 875,
      totalVentaNeta: 875,
      totalDescuentos: 0,
    });
  });

  it('v4.4 totals: the new ones are read (no sujeto, exonerado, otros cargos)', () => {
    const d = documento(leerComprobante(xml('facturacr__commonExpectedXml_v4.4.xml')));
    expect(d.resumenFactura).toMatchObject({
      totalServGravados: 10,
      totalServNoSujeto: 0,
      totalMercNoSujeta: 0,
      totalNoSujeto: 0,
      totalExonerado: 0,
      totalOtrosCargos: 0,
      totalGravado: 10,
      totalVentaNeta: 10,
    });
    expect(d.receptor?.identificacion).toEqual({ tipo: '02', numero: '3101538252' });
  });
});

describe('leerComprobante: what is refused', () => {
  it('the v4.1 invoice with a truncated clave: 400 with a Spanish reason', () => {
    expect(leerComprobante(xml('CRLibre__69e9930b2621582a509f60291df625c3.xml'))).toEqual({
      tipo: 'invalido',
      mensaje:
        "La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '506171' (6 caracteres).",
    });
  });

  it('a MensajeReceptor is no document: facturaElectronica null, politely', () => {
    expect(leerComprobante(xml('CRLibre__creaMAC.php.extracted.xml'))).toEqual({
      tipo: 'noComprobante',
      mensaje:
        'El archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), no un comprobante electrónico: no se puede confirmar ni rechazar.',
    });
  });

  it.each([
    ['<Pedido><Numero>1</Numero></Pedido>', "elemento raíz 'Pedido'"],
    [
      '<ns0:MensajeHacienda xmlns:ns0="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/mensajeHacienda"><ns0:Clave>1</ns0:Clave></ns0:MensajeHacienda>',
      'Mensaje de Hacienda',
    ],
  ])('other well-formed XML is no document: %s', (text, dice) => {
    const r = leerComprobante(text);
    expect(r.tipo).toBe('noComprobante');
    expect(r.tipo !== 'comprobante' && r.mensaje).toContain(dice);
  });

  it('refuses what is not XML with 400: text, JSON, an empty file, a cut-off document', () => {
    for (const [text, mensaje] of [
      ['hola, esto no es XML', 'El archivo no es un XML válido (línea 1, columna 1).'],
      ['{"clave": "1"}', 'El archivo no es un XML válido (línea 1, columna 1).'],
      ['  \n', 'El archivo está vacío'],
      [xml('CRLibre__fac.xml').slice(0, 900), 'El archivo no es un XML válido'],
    ]) {
      const r = leerComprobante(text!);
      expect(r.tipo).toBe('invalido');
      expect(r.tipo !== 'comprobante' && r.mensaje).toContain(mensaje);
    }
  });

  it('a document without a clave is refused', () => {
    const sinClave = xml('julatec__factura_v44_t10.xml').replace(/<Clave>\d+<\/Clave>/, '');
    expect(leerComprobante(sinClave)).toEqual({
      tipo: 'invalido',
      mensaje: 'El comprobante no trae su clave numérica (elemento Clave).',
    });
  });
});

describe('leerComprobante: never resolves external entities (XXE)', () => {
  const conEntidad = (doctype: string, clave: string) =>
    xml('julatec__factura_v44_t10.xml')
      .replace('<?xml version="1.0" encoding="utf-8" standalone="no"?>', `<?xml version="1.0"?>${doctype}`)
      .replace(/<Nombre>INVERSIONES ABC<\/Nombre>/, `<Nombre>${clave}</Nombre>`);

  it('a SYSTEM entity pointing at a local file is refused and nothing of the file shows', () => {
    const r = leerComprobante(
      conEntidad('<!DOCTYPE FacturaElectronica [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;'),
    );
    expect(r.tipo).toBe('invalido');
    expect(JSON.stringify(r)).not.toMatch(/root:|\/bin\//);
    expect(r.tipo !== 'comprobante' && r.mensaje).toBe(
      'El archivo XML declara entidades externas o un DOCTYPE que no se procesan por seguridad; envíe el comprobante tal como lo generó el emisor.',
    );
  });

  it.each([
    ['a PUBLIC entity', '<!DOCTYPE a [<!ENTITY xxe PUBLIC "-//x//y" "http://127.0.0.1/secreto">]>', '&xxe;'],
    ['a parameter entity', '<!DOCTYPE a [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>', 'x'],
  ])('%s is refused', (_what, doctype, valor) => {
    expect(leerComprobante(conEntidad(doctype, valor)).tipo).toBe('invalido');
  });

  it('an external DTD is never fetched: the document reads as it is', () => {
    const d = documento(
      leerComprobante(conEntidad('<!DOCTYPE FacturaElectronica SYSTEM "file:///etc/passwd">', 'Proveedor')),
    );
    expect(d.emisor.nombre).toBe('Proveedor');
    expect(JSON.stringify(d)).not.toMatch(/root:/);
  });

  it("nested internal entities do not expand ('billion laughs')", () => {
    const r = leerComprobante(
      conEntidad(
        '<!DOCTYPE a [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>',
        '&lol2;',
      ),
    );
    const nombre = r.tipo === 'comprobante' ? r.documento.emisor.nombre : '';
    expect(nombre.length).toBeLessThan(20);
  });
});

describe('leerComprobante: prefixes, namespaces and entities', () => {
  it('matches elements by local name whatever the prefix', () => {
    const conPrefijo = xml('julatec__tiquete_v44_sin_receptor.xml')
      .replace(/<!--[\s\S]*?-->/, '')
      .replace(/<(\/?)([A-Za-z]+)([\s>/])/g, '<$1te:$2$3')
      .replace('xmlns=', 'xmlns:te=');
    expect(conPrefijo).toContain('<te:Clave>');
    const d = documento(leerComprobante(conPrefijo));
    expect(d.tipoDocumento).toBe('TiqueteElectronico');
    expect(d.version).toBe('4.4');
    expect(d.clave).toBe('50610012000310231549000100004010000054357101884012');
    expect(d.detalleServicio.lineaDetalle[0]!.detalle).toBe(
      'Cafe con leche - consumidor final sin identificar',
    );
    expect(d.resumenFactura.totalComprobante).toBe(10050);
  });

  it('reads a document with no namespace at all (version unknown)', () => {
    const d = documento(leerComprobante(xml('julatec__factura_v44_t10.xml').replace(/ xmlns="[^"]*"/, '')));
    expect(d.version).toBe('');
    expect(d.clave).toBe('50610012000310231549000100004010000054357101884013');
  });

  it('decodes the predefined entities and character references', () => {
    const d = documento(
      leerComprobante(
        xml('julatec__factura_v44_t10.xml').replace(
          '<Nombre>INVERSIONES ABC</Nombre>',
          '<Nombre>Cr&#233;ditos &amp; Cobros &#xD1;and&#250; S.A.</Nombre>',
        ),
      ),
    );
    expect(d.emisor.nombre).toBe('Créditos & Cobros Ñandú S.A.');
  });

  it('takes the version from the /v4.N/ segment of the namespace', () => {
    for (const [ns, v] of [
      ['https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica', '4.4'],
      ['https://tribunet.hacienda.go.cr/docs/esquemas/2017/v4.2/notaCreditoElectronica', '4.2'],
      ['https://cdn.comprobanteselectronicos.go.cr/xml/v4.3', '4.3'],
      ['urn:otro', ''],
      // Edges found by mutation testing (D35): several digits on either side, spaces around.
      ['https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v10.4/facturaElectronica', '10.4'],
      ['https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.10/facturaElectronica', '4.10'],
      [' https://cdn.comprobanteselectronicos.go.cr/xml/v4.3 ', '4.3'],
    ]) {
      expect(versionDe(ns!), ns).toBe(v);
    }
  });

  it('gives FechaEmision as Costa Rica local time whatever its offset', () => {
    for (const [valor, esperado] of [
      ['2018-04-09T19:10:00-06:00', '2018-04-09T19:10:00'],
      ['2024-04-01T00:00:00.000Z', '2024-03-31T18:00:00'],
      ['2024-04-01T08:30:15+00:00', '2024-04-01T02:30:15'],
      ['2025-06-10T00:00:00', '2025-06-10T00:00:00'],
      ['2025-06-10T07:05:09.123456', '2025-06-10T07:05:09'],
      ['2025-06-10', '2025-06-10T00:00:00'],
      ['ayer', 'ayer'],
    ]) {
      expect(fechaCostaRica(valor!), valor).toBe(esperado);
    }
  });

  it.each([
    // Edges found by mutation testing (D35).
    [' 2025-06-10 ', '2025-06-10T00:00:00'],
    [' ayer ', 'ayer'],
    ['x2025-06-10', 'x2025-06-10'],
    ['2025-06-10 y algo', '2025-06-10 y algo'],
    ['2025-06-10T07:05', '2025-06-10T07:05:00'],
    ['2025-06-10 07:05:09-06:00', '2025-06-10T07:05:09'],
    ['2024-04-01T08:30:15+0000', '2024-04-01T02:30:15'],
    ['2024-04-01T08:30:15+02:00', '2024-04-01T00:30:15'],
    ['2024-04-01T12:00:00+05:30', '2024-04-01T00:30:00'],
  ])('fechaCostaRica(%j) → %j', (valor, esperado) => expect(fechaCostaRica(valor)).toBe(esperado));
});

/*
 * Each element the reader takes, on a small document written in full (mutation testing, D35: these
 * were read but never asserted). The document has a valid clave; what changes is the body.
 */
const CLAVE = '50601042400020692014200100001010000000002100000001';
const NS_44 = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica';
const documentoCon = (cuerpo: string, { raiz = 'FacturaElectronica', atributos = '', antes = '' } = {}) =>
  `${antes}<?xml version="1.0" encoding="utf-8"?><${raiz} xmlns="${NS_44}"${atributos}><Clave>${CLAVE}</Clave>${cuerpo}</${raiz}>`;

const SIN_TELEFONO = { nombre: '', identificacion: { tipo: '', numero: '' }, telefono: null };

const RESUMEN_VACIO: FacturaElectronica['resumenFactura'] = {
  codigoTipoMoneda: { codigoMoneda: 'CRC', tipoCambio: 1 },
  totalServGravados: 0,
  totalServExentos: 0,
  totalMercanciasGravadas: 0,
  totalMercanciasExentas: 0,
  totalGravado: 0,
  totalExcento: 0,
  totalVenta: 0,
  totalDescuentos: 0,
  totalImpuesto: 0,
  totalVentaNeta: 0,
  totalComprobante: 0,
  totalServExonerado: 0,
  totalMercExonerada: 0,
  totalExonerado: 0,
  totalServNoSujeto: 0,
  totalMercNoSujeta: 0,
  totalNoSujeto: 0,
  totalIVADevuelto: 0,
  totalOtrosCargos: 0,
};

describe('leerComprobante: each element, on a document written in full', () => {
  it('a document with only its clave: everything else empty, no receiver, no phone, colones', () => {
    expect(documento(leerComprobante(documentoCon('')))).toEqual({
      clave: CLAVE,
      numeroConsecutivo: '',
      fechaEmision: null,
      condicionVenta: '',
      emisor: SIN_TELEFONO,
      receptor: null,
      detalleServicio: { lineaDetalle: [] },
      resumenFactura: RESUMEN_VACIO,
      tipoDocumento: 'FacturaElectronica',
      version: '4.4',
    });
  });

  it.each([
    [
      'a foreign receiver (v4.3 IdentificacionExtranjero) with a phone abroad',
      '<Nombre>Acme Inc.</Nombre><IdentificacionExtranjero>P-12345678</IdentificacionExtranjero>' +
        '<Telefono><CodigoPais>1</CodigoPais><NumTelefono>5551234</NumTelefono></Telefono>',
      {
        nombre: 'Acme Inc.',
        identificacion: { tipo: '', numero: 'P-12345678' },
        telefono: { codigoPais: '1', numTelefono: '5551234' },
      },
    ],
    [
      'a national one: Identificacion, Costa Rica code',
      '<Nombre>Otra S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101538252</Numero></Identificacion>' +
        '<Telefono><CodigoPais>506</CodigoPais><NumTelefono>22223333</NumTelefono></Telefono>',
      {
        nombre: 'Otra S.A.',
        identificacion: { tipo: '02', numero: '3101538252' },
        telefono: { codigoPais: '506', numTelefono: '22223333' },
      },
    ],
    [
      'Identificacion wins over IdentificacionExtranjero',
      '<Nombre>Ambos</Nombre><Identificacion><Tipo>01</Tipo><Numero>101110111</Numero></Identificacion>' +
        '<IdentificacionExtranjero>X9</IdentificacionExtranjero>',
      { nombre: 'Ambos', identificacion: { tipo: '01', numero: '101110111' }, telefono: null },
    ],
    [
      'an empty Telefono is a phone with empty parts',
      '<Nombre>Sin número</Nombre><Telefono/>',
      {
        nombre: 'Sin número',
        identificacion: { tipo: '', numero: '' },
        telefono: { codigoPais: '', numTelefono: '' },
      },
    ],
  ])('Receptor: %s', (_caso, receptor, esperado) => {
    expect(documento(leerComprobante(documentoCon(`<Receptor>${receptor}</Receptor>`))).receptor).toEqual(
      esperado,
    );
  });

  const linea = (dentro: string) =>
    `<Cantidad>1</Cantidad><UnidadMedida>Sp</UnidadMedida><Detalle>Asesoría</Detalle>` +
    `<PrecioUnitario>100</PrecioUnitario><MontoTotal>100</MontoTotal>${dentro}<MontoTotalLinea>113</MontoTotalLinea>`;
  const impuesto = (monto: string, exonerado?: string) =>
    `<Impuesto><Codigo>01</Codigo><Tarifa>13</Tarifa><Monto>${monto}</Monto>` +
    (exonerado === undefined
      ? ''
      : `<Exoneracion><MontoExoneracion>${exonerado}</MontoExoneracion></Exoneracion>`) +
    '</Impuesto>';
  const base = {
    cantidad: 1,
    unidadMedida: 'Sp',
    detalle: 'Asesoría',
    precioUnitario: 100,
    montoTotal: 100,
    montoTotalLinea: 113,
  };

  it.each([
    [
      'ImpuestoNeto is taken as the document says (v4.4: a tax the maker assumed is not in it)',
      [
        `<NumeroLinea>1</NumeroLinea>${linea(`${impuesto('13')}<ImpuestoAsumidoEmisorFabrica>3</ImpuestoAsumidoEmisorFabrica><ImpuestoNeto>10</ImpuestoNeto>`)}`,
      ],
      [{ numeroLinea: 1, impuestoNeto: 10 }],
    ],
    [
      'without ImpuestoNeto: the tax minus its exoneration (v4.3)',
      [`<NumeroLinea>1</NumeroLinea>${linea(impuesto('13', '6.5'))}`],
      [{ numeroLinea: 1, impuestoNeto: 6.5 }],
    ],
    [
      'without ImpuestoNeto: two taxes, one exonerated in full',
      [`<NumeroLinea>1</NumeroLinea>${linea(`${impuesto('13', '13')}${impuesto('10.00001')}`)}`],
      [{ numeroLinea: 1, impuestoNeto: 10.00001 }],
    ],
    [
      'without ImpuestoNeto: an exoneration above the tax leaves no tax, never a negative one',
      [`<NumeroLinea>1</NumeroLinea>${linea(impuesto('13', '20'))}`],
      [{ numeroLinea: 1, impuestoNeto: 0 }],
    ],
    [
      'NumeroLinea as written, not the position',
      [`<NumeroLinea>3</NumeroLinea>${linea('')}`, `<NumeroLinea>7</NumeroLinea>${linea('')}`],
      [
        { numeroLinea: 3, impuestoNeto: 0 },
        { numeroLinea: 7, impuestoNeto: 0 },
      ],
    ],
    [
      'without NumeroLinea (or 0): the position, from 1',
      [linea(''), `<NumeroLinea>0</NumeroLinea>${linea('')}`, linea('')],
      [
        { numeroLinea: 1, impuestoNeto: 0 },
        { numeroLinea: 2, impuestoNeto: 0 },
        { numeroLinea: 3, impuestoNeto: 0 },
      ],
    ],
  ])('LineaDetalle: %s', (_caso, lineas, esperado) => {
    const d = documento(
      leerComprobante(
        documentoCon(
          `<DetalleServicio>${lineas.map((l) => `<LineaDetalle>${l}</LineaDetalle>`).join('')}</DetalleServicio>`,
        ),
      ),
    );
    expect(d.detalleServicio.lineaDetalle).toEqual(esperado.map((e) => ({ ...base, ...e })));
  });

  it('ResumenFactura: every total from its own element, the currency from CodigoTipoMoneda', () => {
    const totales = [
      'TotalServGravados',
      'TotalServExentos',
      'TotalServExonerado',
      'TotalServNoSujeto',
      'TotalMercanciasGravadas',
      'TotalMercanciasExentas',
      'TotalMercExonerada',
      'TotalMercNoSujeta',
      'TotalGravado',
      'TotalExento',
      'TotalExonerado',
      'TotalNoSujeto',
      'TotalVenta',
      'TotalDescuentos',
      'TotalVentaNeta',
      'TotalImpuesto',
      'TotalIVADevuelto',
      'TotalOtrosCargos',
      'TotalComprobante',
    ];
    const resumen =
      '<ResumenFactura><CodigoTipoMoneda><CodigoMoneda>usd</CodigoMoneda><TipoCambio>512.50000</TipoCambio></CodigoTipoMoneda>' +
      totales.map((t, i) => `<${t}>${i + 1}.${i + 1}</${t}>`).join('') +
      '</ResumenFactura>';
    const r = documento(leerComprobante(documentoCon(resumen))).resumenFactura;
    expect(r).toEqual({
      codigoTipoMoneda: { codigoMoneda: 'USD', tipoCambio: 512.5 },
      totalServGravados: 1.1,
      totalServExentos: 2.2,
      totalServExonerado: 3.3,
      totalServNoSujeto: 4.4,
      totalMercanciasGravadas: 5.5,
      totalMercanciasExentas: 6.6,
      totalMercExonerada: 7.7,
      totalMercNoSujeta: 8.8,
      totalGravado: 9.9,
      totalExcento: 10.1,
      totalExonerado: 11.11,
      totalNoSujeto: 12.12,
      totalVenta: 13.13,
      totalDescuentos: 14.14,
      totalVentaNeta: 15.15,
      totalImpuesto: 16.16,
      totalIVADevuelto: 17.17,
      totalOtrosCargos: 18.18,
      totalComprobante: 19.19,
    });
  });

  it.each([
    [
      'v4.2: straight under ResumenFactura',
      '<CodigoMoneda>EUR</CodigoMoneda><TipoCambio>610.1</TipoCambio>',
      'EUR',
      610.1,
    ],
    ['no currency at all: colones at 1', '<TotalVenta>5</TotalVenta>', 'CRC', 1],
    [
      'a currency without rate: rate 1',
      '<CodigoTipoMoneda><CodigoMoneda>USD</CodigoMoneda></CodigoTipoMoneda>',
      'USD',
      1,
    ],
    ['an amount that is not a number reads as 0, so rate 1', '<TipoCambio>abc</TipoCambio>', 'CRC', 1],
  ])('ResumenFactura currency, %s', (_caso, dentro, codigoMoneda, tipoCambio) => {
    const r = documento(
      leerComprobante(documentoCon(`<ResumenFactura>${dentro}</ResumenFactura>`)),
    ).resumenFactura;
    expect(r.codigoTipoMoneda).toEqual({ codigoMoneda, tipoCambio });
  });
});

describe('leerComprobante: the tree as the parser gives it', () => {
  it.each([
    [
      'a namespace prefix named like an element is no element',
      documentoCon('<Emisor><Nombre>Proveedor</Nombre></Emisor>', {
        atributos: ' xmlns:FechaEmision="urn:otro"',
      }),
    ],
    [
      'an element that declares its own namespace is read by its text',
      documentoCon('<Emisor><Nombre xmlns="urn:otro">Proveedor</Nombre></Emisor>'),
    ],
    [
      'spaces written as character references around a value are dropped',
      documentoCon('<Emisor><Nombre>&#32;Proveedor&#32;</Nombre></Emisor>'),
    ],
    [
      'a byte-order mark before the declaration',
      documentoCon('<Emisor><Nombre>Proveedor</Nombre></Emisor>', { antes: '\uFEFF' }),
    ],
  ])('%s', (_caso, texto) => {
    const d = documento(leerComprobante(texto));
    expect(d.emisor.nombre).toBe('Proveedor');
    expect(d.fechaEmision).toBeNull();
    expect(d.clave).toBe(CLAVE);
  });

  it('only a leading byte-order mark is dropped: one inside a value is the supplier’s text', () => {
    const d = documento(leerComprobante(documentoCon('<Emisor><Nombre>Pro\uFEFFveedor</Nombre></Emisor>')));
    expect(d.emisor.nombre).toBe('Pro\uFEFFveedor');
  });
});

describe('leerComprobante: refusals and non-documents, word for word', () => {
  it.each([
    ['only the XML declaration', '<?xml version="1.0" encoding="utf-8"?>'],
    ['only a comment', '<!-- sin comprobante -->'],
    ['a declaration and a comment', '<?xml version="1.0"?>\n<!-- nada -->\n'],
  ])('no element at all (%s): says so, not a line and column', (_caso, texto) => {
    expect(leerComprobante(texto)).toEqual({
      tipo: 'invalido',
      mensaje: 'El archivo XML no tiene un elemento raíz.',
    });
  });

  it.each([
    [
      'ReciboElectronicoPago',
      'El archivo es un Recibo Electrónico de Pago: solo se confirman o rechazan facturas, tiquetes y notas de crédito o débito.',
    ],
    [
      'MensajeHacienda',
      'El archivo es un Mensaje de Hacienda (la respuesta de Hacienda a un comprobante), no un comprobante electrónico: no se puede confirmar ni rechazar.',
    ],
    [
      'Pedido',
      "El archivo XML (elemento raíz 'Pedido') no es un comprobante electrónico de Hacienda: se esperaba una Factura, un Tiquete o una Nota de Crédito o de Débito Electrónica.",
    ],
  ])('root %s', (raiz, mensaje) => {
    expect(leerComprobante(documentoCon('', { raiz }))).toEqual({ tipo: 'noComprobante', mensaje });
  });

  it.each([
    ['60 characters are quoted whole', 'A'.repeat(60), `'${'A'.repeat(60)}' (60 caracteres)`],
    ['61 are cut to 57 and an ellipsis', 'B'.repeat(61), `'${'B'.repeat(57)}…' (61 caracteres)`],
    ['49 digits', '5'.repeat(49), `'${'5'.repeat(49)}' (49 caracteres)`],
  ])('a clave that is not 50 digits: %s', (_caso, clave, cita) => {
    const texto = documentoCon('').replace(CLAVE, clave);
    expect(leerComprobante(texto)).toEqual({
      tipo: 'invalido',
      mensaje: `La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae ${cita}.`,
    });
  });

  const entidades = (n: number) => Array.from({ length: n }, (_, i) => `<!ENTITY e${i} "v">`).join('');
  it.each([
    ['20 entities declared', `<!DOCTYPE a [${entidades(20)}]>`, '&e0;', 'v'],
    [
      'an entity of 1,000 characters',
      `<!DOCTYPE a [<!ENTITY e "${'x'.repeat(1000)}">]>`,
      '&e;',
      'x'.repeat(1000),
    ],
    ['1,000 uses of an entity', '<!DOCTYPE a [<!ENTITY e "x">]>', '&e;'.repeat(1000), 'x'.repeat(1000)],
  ])('internal entities within the limits expand: %s', (_caso, doctype, nombre, esperado) => {
    const texto = documentoCon(`<Emisor><Nombre>${nombre}</Nombre></Emisor>`).replace('?>', `?>${doctype}`);
    expect(documento(leerComprobante(texto)).emisor.nombre).toBe(esperado);
  });

  it.each([
    ['21 entities declared', `<!DOCTYPE a [${entidades(21)}]>`, '&e0;'],
    ['an entity of 1,001 characters', `<!DOCTYPE a [<!ENTITY e "${'x'.repeat(1001)}">]>`, '&e;'],
    ['1,001 uses of an entity', '<!DOCTYPE a [<!ENTITY e "x">]>', '&e;'.repeat(1001)],
  ])('internal entities past the limits are refused: %s', (_caso, doctype, nombre) => {
    const texto = documentoCon(`<Emisor><Nombre>${nombre}</Nombre></Emisor>`).replace('?>', `?>${doctype}`);
    expect(leerComprobante(texto)).toEqual({
      tipo: 'invalido',
      mensaje:
        'El archivo XML declara entidades externas o un DOCTYPE que no se procesan por seguridad; envíe el comprobante tal como lo generó el emisor.',
    });
  });
});
