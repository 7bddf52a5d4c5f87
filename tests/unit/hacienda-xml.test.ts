import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fechaCostaRica, leerComprobante, versionDe, type LecturaComprobante } from '@mocks/lib/hacienda-xml';
import { facturaElectronicaSchema, type FacturaElectronica } from '@/features/confirmacion/schemas';

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
    ['2024-04-01T08:30:15+0000', '2024-04-01T02:30:15'],
    ['2024-04-01T08:30:15+02:00', '2024-04-01T00:30:15'],
    ['2024-04-01T12:00:00+05:30', '2024-04-01T00:30:00'],
  ])('fechaCostaRica(%j) → %j', (valor, esperado) => expect(fechaCostaRica(valor)).toBe(esperado));
});
