import { describe, expect, it } from 'vitest';
import { facturaDataSchema, facturaSchema } from '@/features/facturas/contract';
import { catalogos, valoresIniciales, type FacturaForm } from '@/features/facturas/form-model';
import {
  revisableDesdeFactura,
  revisableDesdeForm,
  revisarFactura,
  type FacturaRevisable,
  type ProblemaHacienda,
} from '@/features/facturas/revision/revision';
import { UNIDADES_MEDIDA } from '@/features/facturas/revision/unidades-medida';
// The demo's Zona Franca document (Ley 7210, art. 20, PROCOMER, 13 %): a valid one.
import { ZONA_FRANCA } from '@mocks/seed/clientes';
import { exoneracionSchema, revisarExoneracion } from '@/lib/exoneracion';
import * as es from '@/messages/es';
import { XSD_OFICIAL } from '../hacienda-xsd';

/*
 * The check before sending to Hacienda, rule by rule against Anexos y Estructuras v4.4:
 * a valid invoice has no problem; each case breaks one thing and expects exactly its sentence.
 */

const t = es.revisionHacienda;
const ex = es.exoneracion.v;

const valida = (): FacturaRevisable => ({
  receptor: {
    nombre: 'Importadora Sol S.A.',
    tipo: 'JURIDICA',
    extranjero: false,
    numero: '3101123456',
    correo: 'facturas@sol.cr',
    exonerado: false,
    exoneracion: null,
  },
  fecha: '2026-11-20',
  codigoActividad: '522901',
  moneda: { nombre: 'Colones', simbol: '¢', venta: 1 },
  lineas: [
    { detalle: 'Desalmacenaje', cantidad: '1', unidad: 'Sp', cabys: '8314100000000' },
    { detalle: 'Transporte local', cantidad: 2.5, unidad: 'Unid', cabys: '6511100000000' },
  ],
});

type Caso = [string, (f: FacturaRevisable) => void, ProblemaHacienda['campo'], string];
const receptor = (patch: Partial<FacturaRevisable['receptor']>) => (f: FacturaRevisable) => {
  f.receptor = { ...f.receptor, ...patch };
};
const linea = (i: number, patch: Partial<FacturaRevisable['lineas'][number]>) => (f: FacturaRevisable) => {
  f.lineas = f.lineas.map((l, j) => (j === i ? { ...l, ...patch } : l));
};

describe('revisarFactura: what Hacienda would reject, before it does', () => {
  it('a valid invoice has no problem', () => {
    expect(revisarFactura(valida())).toEqual([]);
  });

  it('takes the client’s CIIU 4 activity code as Hacienda writes it (six characters, with the dot)', () => {
    expect(revisarFactura({ ...valida(), codigoActividad: '5229.0' })).toEqual([]);
  });

  it('an exonerated client with a whole document, and amounts equal to their formulas, have none', () => {
    const f = valida();
    f.receptor = { ...f.receptor, exonerado: true, exoneracion: ZONA_FRANCA };
    f.montos = [{ campo: 'resumen', nombre: 'Total de la factura', guardado: 199.445, formula: 199.445 }];
    expect(revisarFactura(f)).toEqual([]);
  });

  it.each<Caso>([
    // Receptor > Nombre (p. 23): 3 to 100 characters.
    ['a two-letter name', receptor({ nombre: 'AB' }), 'nombre', t.nombreReceptor],
    ['a 101-letter name', receptor({ nombre: 'N'.repeat(101) }), 'nombre', t.nombreReceptor],
    // Identificacion > Numero (p. 24) by type (Nota 4).
    [
      'a física of 8 digits',
      receptor({ tipo: 'FISICA', numero: '11234567' }),
      'cedulaJuridica',
      t.identificacionLongitud('cédula física', '9', 8),
    ],
    [
      'a física starting with 0',
      receptor({ tipo: 'FISICA', numero: '012345678' }),
      'cedulaJuridica',
      t.identificacionFormato('cédula física'),
    ],
    [
      'a jurídica of 9 digits',
      receptor({ numero: '310112345' }),
      'cedulaJuridica',
      t.identificacionLongitud('cédula jurídica', '10', 9),
    ],
    [
      'a jurídica with dashes',
      receptor({ numero: '3-101-123456' }),
      'cedulaJuridica',
      t.identificacionFormato('cédula jurídica'),
    ],
    [
      'a DIMEX of 13 digits',
      receptor({ tipo: 'DIMEX', numero: '1840001234567' }),
      'cedulaJuridica',
      t.identificacionLongitud('DIMEX', '11 o 12', 13),
    ],
    [
      'a NITE of 9 digits',
      receptor({ tipo: 'NITE', numero: '512345678' }),
      'cedulaJuridica',
      t.identificacionLongitud('NITE', '10', 9),
    ],
    ['no number', receptor({ numero: '  ' }), 'cedulaJuridica', t.identificacionFalta],
    [
      'a foreigner of 21 characters',
      receptor({ extranjero: true, numero: 'A'.repeat(21) }),
      'cedulaJuridica',
      t.identificacionExtranjero,
    ],
    [
      'a foreigner with a dash',
      receptor({ extranjero: true, numero: 'US-1234' }),
      'cedulaJuridica',
      t.identificacionExtranjero,
    ],
    [
      'a new client of 8 digits (taken as jurídica)',
      receptor({ tipo: null, numero: '31011234' }),
      'cedulaJuridica',
      t.identificacionLongitud('cédula jurídica', '10', 8),
    ],
    // CorreoElectronico (p. 24): Hacienda's pattern.
    ['no e-mail', receptor({ correo: '' }), 'correoCliente', t.correoFalta],
    ['an e-mail without domain', receptor({ correo: 'facturas@' }), 'correoCliente', t.correo('facturas@')],
    [
      'an e-mail without a dot in its domain',
      receptor({ correo: 'ana@sol' }),
      'correoCliente',
      t.correo('ana@sol'),
    ],
    [
      'an e-mail with a space',
      receptor({ correo: 'ana maria@sol.cr' }),
      'correoCliente',
      t.correo('ana maria@sol.cr'),
    ],
    // CodigoActividadReceptor (p. 18): six characters, six digits or CIIU 4.
    ['no activity code', (f) => void (f.codigoActividad = ''), 'codigoActividad', t.actividad],
    [
      'a five-digit activity code',
      (f) => void (f.codigoActividad = '52290'),
      'codigoActividad',
      t.actividadFormato('52290'),
    ],
    // Exoneracion (p. 44–45).
    [
      'an exonerated client without its document',
      receptor({ exonerado: true }),
      'exoneracion',
      t.exoneracionFalta,
    ],
    [
      'a Zona Franca document without its article (p. 45)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, articulo: null } }),
      'exoneracion',
      ex.articuloFalta,
    ],
    [
      'a type only credit notes may use (Nota 10.1, note 38)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, tipoDocumento: '01' } }),
      'exoneracion',
      ex.tipoSoloNotas('Compras autorizadas por la Dirección General de Tributación'),
    ],
    [
      "'Otros' without saying which (p. 44, TipoDocumentoOTRO)",
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, tipoDocumento: '99', articulo: null } }),
      'exoneracion',
      ex.tipoOtro,
    ],
    [
      'a two-character number (p. 44, 3 to 40)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, numeroDocumento: 'ZF' } }),
      'exoneracion',
      ex.numero,
    ],
    [
      'an institution outside Nota 23',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, nombreInstitucion: '13' } }),
      'exoneracion',
      ex.institucion,
    ],
    [
      "institution 'Otros' without its name",
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, nombreInstitucionOtros: 'ZF' } }),
      'exoneracion',
      ex.institucionOtra,
    ],
    [
      'a document issued after the invoice (p. 45, FechaEmisionEX)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, fechaEmision: '2026-11-21T00:00:00' } }),
      'exoneracion',
      ex.fechaFutura('20/11/2026'),
    ],
    [
      'a document without its date',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, fechaEmision: null } }),
      'exoneracion',
      ex.fechaFalta,
    ],
    [
      'a TarifaExonerada above the 13 % (p. 45)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, tarifaExonerada: 13.5 } }),
      'exoneracion',
      ex.tarifa,
    ],
    [
      'a TarifaExonerada with three decimals (Decimal 4,2)',
      receptor({ exonerado: true, exoneracion: { ...ZONA_FRANCA, tarifaExonerada: 4.125 } }),
      'exoneracion',
      ex.tarifa,
    ],
    // Amounts (p. 15 and each field's formula): a stored invoice's saved amounts at 5 decimals.
    [
      "a line's tax saved rounded to céntimos (176.50 × 13 % = 22.945)",
      (f) =>
        void (f.montos = [
          { campo: 'detalles.0.monto', nombre: 'Línea 1, IVA', guardado: 22.95, formula: 22.945 },
        ]),
      'detalles.0.monto',
      t.montoDistinto('Línea 1, IVA', '22.95', '22.94500'),
    ],
    // TipoCambio (p. 50): exactly 1 for colones, the sale rate otherwise.
    ['no currency', (f) => void (f.moneda = null), 'tipoCambioId', t.moneda],
    [
      'colones at 500',
      (f) => void (f.moneda = { nombre: 'Colones', simbol: '¢', venta: 500 }),
      'tipoCambioId',
      t.tipoCambioColones('500'),
    ],
    [
      'dollars at 0',
      (f) => void (f.moneda = { nombre: 'Dólares', simbol: '$', venta: 0 }),
      'tipoCambioId',
      t.tipoCambioPositivo('Dólares'),
    ],
    // LineaDetalle (p. 27–28).
    ['no lines', (f) => void (f.lineas = []), 'detalles', t.sinLineas],
    ['a line without CABYS', linea(1, { cabys: '' }), 'detalles.1.servicioId', t.cabysFalta(2)],
    [
      'a CABYS of 12 digits',
      linea(0, { cabys: '831410000000' }),
      'detalles.0.servicioId',
      t.cabysFormato(1, '831410000000'),
    ],
    ['a two-letter detail', linea(0, { detalle: 'ab' }), 'detalles.0.detalle', t.detalle(1)],
    ['a detail of 201', linea(0, { detalle: 'd'.repeat(201) }), 'detalles.0.detalle', t.detalle(1)],
    ['a quantity of 0', linea(1, { cantidad: 0 }), 'detalles.1.cantidad', t.cantidad(2)],
    ['a negative quantity', linea(1, { cantidad: '-1' }), 'detalles.1.cantidad', t.cantidad(2)],
    ['a quantity with 4 decimals', linea(1, { cantidad: '1.2345' }), 'detalles.1.cantidad', t.cantidad(2)],
    [
      'a quantity of 14 whole digits',
      linea(1, { cantidad: '12345678901234' }),
      'detalles.1.cantidad',
      t.cantidad(2),
    ],
    ['a quantity in words', linea(1, { cantidad: 'dos' }), 'detalles.1.cantidad', t.cantidad(2)],
    ['a unit not in Nota 15', linea(0, { unidad: 'Hr' }), 'detalles.0.medidaId', t.unidad(1, 'Hr')],
    ['no unit', linea(0, { unidad: '' }), 'detalles.0.medidaId', t.unidad(1, '')],
    // At the edges (mutation testing, D35): what is trimmed, where a pattern is anchored.
    ['a two-letter name between spaces', receptor({ nombre: '  AB  ' }), 'nombre', t.nombreReceptor],
    [
      'a new client of 9 digits starting with 0 (taken as física)',
      receptor({ tipo: null, numero: '012345678' }),
      'cedulaJuridica',
      t.identificacionFormato('cédula física'),
    ],
    [
      'a new client of 11 digits starting with 0 (taken as DIMEX)',
      receptor({ tipo: null, numero: '01840001234' }),
      'cedulaJuridica',
      t.identificacionFormato('DIMEX'),
    ],
    ['an e-mail of spaces', receptor({ correo: '   ' }), 'correoCliente', t.correoFalta],
    [
      'an e-mail with a word after it',
      receptor({ correo: 'ana@sol.cr otro' }),
      'correoCliente',
      t.correo('ana@sol.cr otro'),
    ],
    [
      'an e-mail with < before its name',
      receptor({ correo: 'a<b@sol.cr' }),
      'correoCliente',
      t.correo('a<b@sol.cr'),
    ],
    ['an e-mail ending in >', receptor({ correo: 'ana@sol.cr>' }), 'correoCliente', t.correo('ana@sol.cr>')],
    [
      'a seven-digit activity code',
      (f) => void (f.codigoActividad = '1234567'),
      'codigoActividad',
      t.actividadFormato('1234567'),
    ],
    [
      'colones by their symbol ¢ alone, at 500',
      (f) => void (f.moneda = { nombre: 'CRC', simbol: ' ¢ ', venta: 500 }),
      'tipoCambioId',
      t.tipoCambioColones('500'),
    ],
    [
      'colones by their symbol ₡ alone, at 500',
      (f) => void (f.moneda = { nombre: 'CRC', simbol: ' ₡ ', venta: 500 }),
      'tipoCambioId',
      t.tipoCambioColones('500'),
    ],
    [
      'colones by their name alone, at 500',
      (f) => void (f.moneda = { nombre: 'Colón costarricense', simbol: 'CRC', venta: 500 }),
      'tipoCambioId',
      t.tipoCambioColones('500'),
    ],
    [
      'a CABYS of 14 digits',
      linea(0, { cabys: '18314100000000' }),
      'detalles.0.servicioId',
      t.cabysFormato(1, '18314100000000'),
    ],
    [
      'a two-letter detail between spaces',
      linea(0, { detalle: '  ab  ' }),
      'detalles.0.detalle',
      t.detalle(1),
    ],
  ])('%s', (_, romper, campo, mensaje) => {
    const f = valida();
    romper(f);
    const problemas = revisarFactura(f);
    expect(problemas.map((p) => [p.campo, p.mensaje])).toEqual([[campo, mensaje]]);
    expect(problemas[0]!.fuente).toMatch(/^Anexos p\. \d+/);
  });

  it('accepts what Hacienda accepts: a foreigner of 20, a DIMEX of 11, thousands in a quantity, 3 decimals', () => {
    const f = valida();
    f.receptor = { ...f.receptor, extranjero: true, numero: 'A1'.repeat(10) };
    f.lineas = [
      { detalle: 'Bodegaje', cantidad: '1,000.125', unidad: 'Kg', cabys: '6521000000000' },
      { detalle: 'Flete', cantidad: 1, unidad: 'Unid', cabys: '6511100000000' },
    ];
    f.moneda = { nombre: 'Dólares', simbol: '$', venta: 512.35 };
    expect(revisarFactura(f)).toEqual([]);
    f.receptor = { ...f.receptor, extranjero: false, tipo: 'DIMEX', numero: '18400012345' };
    expect(revisarFactura(f)).toEqual([]);
  });

  it.each<[string, (f: FacturaRevisable) => void]>([
    ['a three-letter name', receptor({ nombre: 'Sol' })],
    ['a 100-letter name', receptor({ nombre: 'N'.repeat(100) })],
    ['a new client of 9 digits (a física)', receptor({ tipo: null, numero: '112345678' })],
    ['a new client of 11 digits (a DIMEX)', receptor({ tipo: null, numero: '18400012345' })],
    [
      'a document of a client no longer exonerated',
      receptor({ exonerado: false, exoneracion: { ...ZONA_FRANCA, articulo: null } }),
    ],
    ['a dotted e-mail name', receptor({ correo: 'ana.maria@sol.cr' })],
    ['a quoted e-mail name', receptor({ correo: '"ana maria"@sol.cr' })],
    ['an e-mail of a subdomain', receptor({ correo: 'ana@mail.sol.cr' })],
    ['an activity code between spaces', (f) => void (f.codigoActividad = ' 522901 ')],
    ['a CABYS between spaces', linea(0, { cabys: ' 8314100000000 ' })],
    ['a three-letter detail', linea(0, { detalle: 'Ida' })],
    ['a detail of 200', linea(0, { detalle: 'd'.repeat(200) })],
    ['a quantity between spaces', linea(1, { cantidad: ' 2 ' })],
  ])('accepts %s', (_, cambiar) => {
    const f = valida();
    cambiar(f);
    expect(revisarFactura(f)).toEqual([]);
  });

  it('checks the catalogue when given one, and lists every problem in the form’s order', () => {
    const f = valida();
    f.receptor = { ...f.receptor, numero: '310112345', correo: 'x' };
    f.lineas = [{ detalle: 'ab', cantidad: 0, unidad: 'Sp', cabys: '9999999999999' }];
    const problemas = revisarFactura(f, { enCatalogoCabys: (c) => c !== '9999999999999' });
    expect(problemas.map((p) => p.campo)).toEqual([
      'cedulaJuridica',
      'correoCliente',
      'detalles.0.servicioId',
      'detalles.0.detalle',
      'detalles.0.cantidad',
    ]);
    expect(problemas[2]).toEqual({
      campo: 'detalles.0.servicioId',
      mensaje: t.cabysCatalogo(1, '9999999999999'),
      fuente: 'Anexos p. 27, CodigoCABYS; Nota 17 (catálogo CABYS)',
    });
  });

  it('knows exactly the units of the official v4.4 XSD (Nota 15)', () => {
    const tipo = XSD_OFICIAL.slice(XSD_OFICIAL.indexOf('name="UnidadMedidaType"'));
    const valores = [
      ...tipo.slice(0, tipo.indexOf('</xs:simpleType>')).matchAll(/enumeration value="([^"]*)"/g),
    ];
    expect([...UNIDADES_MEDIDA]).toEqual(valores.map((m) => m[1]));
  });
});

describe('the exoneration document as a backend sends it', () => {
  it('an article or inciso left out reads as none, not 0: a Zona Franca document without it is asked for', () => {
    const { articulo: _a, inciso: _i, ...sinArticulo } = ZONA_FRANCA;
    const leido = exoneracionSchema.parse(sinArticulo);
    expect([leido.articulo, leido.inciso]).toEqual([null, null]);
    expect(revisarExoneracion(leido, '2026-11-20').map((p) => p.mensaje)).toEqual([ex.articuloFalta]);
    expect(exoneracionSchema.parse({ ...ZONA_FRANCA, articulo: '20' }).articulo).toBe(20);
  });
});

describe('revisableDesdeFactura: a stored invoice as the check reads it', () => {
  const USD = { id: 2, nombre: 'Dólares', simbol: '$', venta: 500 };
  const CRC = { id: 1, nombre: 'Colones', simbol: '¢', venta: 1 };
  const SOL = {
    id: 7,
    nombre: 'Sol S.A.',
    esJuridico: 1,
    cedulaJuridica: '3101123456',
    correo: 'a@sol.cr',
    esInternacional: 0,
    esExonerado: 0,
  };
  const linea = (detalle: string, tipoCambio: typeof USD | null, guardado: number[]) => {
    const [cantidad, monto, montoColones, impuestos, impuestosMonto, montoNeto] = guardado;
    return {
      detalle,
      cantidad,
      monto,
      montoColones,
      impuestos,
      impuestosMonto,
      montoNeto,
      tipoCambio,
      medida: { id: 1, simbolo: 'Sp' },
      servicio: { id: 1, codigoCabys: '6511100000000' },
    };
  };
  const guardada = (extra: Record<string, unknown>) =>
    facturaSchema.parse({
      esClienteNuevo: 0,
      fechaFacturacion: '2026-11-20T10:00:00',
      codigoActividad: '522901',
      tipoCambio: USD,
      cliente: SOL,
      cedulaJuridica: '112345678',
      correoCliente: 'nuevo@correo.cr',
      // In dollars (3 × 33.5), in colones converted (no formula of its own), without a currency.
      detallesDTO: [
        linea('Flete', USD, [3, 33.5, 100.5, 13, 13.07, 113.57]),
        linea('Bodegaje', CRC, [1, 10000, 20, 0, 0, 20]),
        linea('Ida', null, [1, 10, 10, 13, 1.3, 11.3]),
      ],
      subtotal: 130.5,
      impuestoVentas: 14.37,
      total: 144.87,
      ...extra,
    });
  const monto = (campo: string, nombre: string, guardado: number, formula: number) => ({
    campo,
    nombre,
    guardado,
    formula,
  });

  it("an existing client's invoice: the client's data, each line, each amount beside its formula", () => {
    const actividad = { id: 3, codigo: '630904', descripcion: 'Agente aduanero' };
    expect(revisableDesdeFactura(guardada({ tipoActividadEconomica: actividad }), '3101999999')).toEqual({
      receptor: {
        nombre: 'Sol S.A.',
        tipo: 'JURIDICA',
        extranjero: false,
        numero: '3101123456',
        correo: 'a@sol.cr',
        exonerado: false,
        exoneracion: null,
      },
      fecha: '2026-11-20',
      codigoActividad: '522901',
      emisor: { identificacion: '3101999999', actividad: '630904' },
      moneda: { nombre: 'Dólares', simbol: '$', venta: 500 },
      lineas: [
        { detalle: 'Flete', cantidad: 3, unidad: 'Sp', cabys: '6511100000000', impuesto: 13 },
        { detalle: 'Bodegaje', cantidad: 1, unidad: 'Sp', cabys: '6511100000000', impuesto: 0 },
        { detalle: 'Ida', cantidad: 1, unidad: 'Sp', cabys: '6511100000000', impuesto: 13 },
      ],
      montos: [
        monto('detalles.0.monto', 'Línea 1, Sub Total', 100.5, 100.5),
        monto('detalles.0.monto', 'Línea 1, IVA', 13.07, 13.065),
        monto('detalles.0.monto', 'Línea 1, Total', 113.57, 113.565),
        monto('detalles.1.monto', 'Línea 2, IVA', 0, 0),
        monto('detalles.1.monto', 'Línea 2, Total', 20, 20),
        monto('detalles.2.monto', 'Línea 3, Sub Total', 10, 10),
        monto('detalles.2.monto', 'Línea 3, IVA', 1.3, 1.3),
        monto('detalles.2.monto', 'Línea 3, Total', 11.3, 11.3),
        monto('resumen', 'Sub Total de la factura', 130.5, 130.5),
        monto('resumen', 'IVA de la factura', 14.37, 14.365),
        monto('resumen', 'Total de la factura', 144.87, 144.865),
      ],
    });
  });

  it('an exonerated foreign client: 4 of the 13 points waived by its document in the formulas', () => {
    const exoneracion = { ...ZONA_FRANCA, tarifaExonerada: 4 };
    const cliente = { ...SOL, esInternacional: 1, esExonerado: 1, exoneracion };
    const r = revisableDesdeFactura(guardada({ cliente }));
    expect(r.receptor).toMatchObject({ extranjero: true, exonerado: true, exoneracion });
    // The line's tax stays (MontoImpuesto), what is owed is net of the exoneration (ImpuestoNeto).
    expect(r.montos?.map((m) => [m.nombre, m.formula])).toEqual([
      ['Línea 1, Sub Total', 100.5],
      ['Línea 1, IVA', 13.065],
      ['Línea 1, Total', 109.545],
      ['Línea 2, IVA', 0],
      ['Línea 2, Total', 20],
      ['Línea 3, Sub Total', 10],
      ['Línea 3, IVA', 1.3],
      ['Línea 3, Total', 10.9],
      ['Sub Total de la factura', 130.5],
      ['IVA de la factura', 9.945],
      ['Total de la factura', 140.445],
    ]);
  });

  it.each([
    ['marked as a new client', { esClienteNuevo: 1 }],
    ['without a client id', { cliente: { ...SOL, id: 0 } }],
  ])(
    'a new client (%s): the number and e-mail typed on the invoice, its type from the length',
    (_, extra) => {
      const cliente = { ...SOL, esInternacional: 1, esExonerado: 1, exoneracion: ZONA_FRANCA };
      const r = revisableDesdeFactura(guardada({ cliente, ...extra }));
      expect(r.receptor).toEqual({
        nombre: 'Sol S.A.',
        tipo: null,
        extranjero: false,
        numero: '112345678',
        correo: 'nuevo@correo.cr',
        exonerado: false,
        exoneracion: null,
      });
      // Its tax is owed: the client's exoneration is not the new client's.
      expect(r.montos?.at(-2)).toEqual(monto('resumen', 'IVA de la factura', 14.37, 14.365));
    },
  );

  it('an invoice without client, currency, date, unit or CABYS reads as empty, never throws', () => {
    const vacia = {
      cliente: null,
      tipoCambio: null,
      fechaFacturacion: null,
      detallesDTO: [{ detalle: 'Ida' }],
    };
    const r = revisableDesdeFactura(guardada(vacia));
    expect([r.receptor.nombre, r.receptor.tipo, r.moneda, r.fecha]).toEqual(['', null, null, '']);
    expect(r.lineas).toEqual([{ detalle: 'Ida', cantidad: 1, unidad: '', cabys: '', impuesto: 0 }]);
    expect(r.emisor).toEqual({ identificacion: '', actividad: '' });
  });
});

describe('revisableDesdeForm: the invoice being typed as the check reads it', () => {
  const catalogo = () =>
    catalogos(
      facturaDataSchema.parse({
        monedas: [{ id: 2, nombre: 'Dólares', simbol: '$', venta: 500, compra: 490, esDefault: 1 }],
        clientes: [
          {
            id: 7,
            nombre: 'Sol S.A.',
            esJuridico: 1,
            cedulaJuridica: '112345678',
            correo: 'a@sol.cr',
            esInternacional: 1,
            esExonerado: 1,
            exoneracion: ZONA_FRANCA,
          },
        ],
        servicios: [{ id: 10, empresaId: 1, codigoCabys: '6511100000000', descripcion: 'Flete' }],
        medidas: [{ id: 1, simbolo: 'Sp', descripcion: 'Servicios Profesionales' }],
      }),
    );
  const linea = {
    key: 1,
    id: 0,
    detalle: 'Flete',
    cantidad: '2',
    monto: '5',
    tipoCambioId: 2,
    tarifaIvaId: 0,
  };
  const base = {
    ...valoresIniciales(facturaDataSchema.parse({}), new Date(2026, 2, 5, 15, 30)),
    nombre: 'Luna Ltda.',
    cedulaJuridica: '3101999999',
    correoCliente: 'luna@correo.cr',
    codigoActividad: '522901',
    tipoCambioId: 2,
    detalles: [{ ...linea, servicioId: 10, medidaId: 1 }],
  };

  it("an existing client: the client's data, the currency and each line's unit and CABYS by id", () => {
    expect(revisableDesdeForm({ ...base, esClienteNuevo: 0, clienteId: 7 }, catalogo())).toEqual({
      receptor: {
        nombre: 'Sol S.A.',
        tipo: 'JURIDICA',
        extranjero: true,
        numero: '112345678',
        correo: 'a@sol.cr',
        exonerado: true,
        exoneracion: ZONA_FRANCA,
      },
      fecha: '2026-03-05',
      codigoActividad: '522901',
      emisor: { identificacion: '', actividad: '' },
      moneda: { nombre: 'Dólares', simbol: '$', venta: 500 },
      lineas: [{ detalle: 'Flete', cantidad: '2', unidad: 'Sp', cabys: '6511100000000', impuesto: 0 }],
    });
  });

  it('a new client: what is typed, its type from the length, never foreign nor exonerated', () => {
    const r = revisableDesdeForm({ ...base, esClienteNuevo: 1, clienteId: 7 }, catalogo());
    expect(r.receptor).toEqual({
      nombre: 'Luna Ltda.',
      tipo: null,
      extranjero: false,
      numero: '3101999999',
      correo: 'luna@correo.cr',
      exonerado: false,
      exoneracion: null,
    });
  });

  it('ids not in the lists read as empty: no client, no currency, no unit, no CABYS; no date is today', () => {
    const form: FacturaForm = {
      ...base,
      fechaFacturacion: null,
      esClienteNuevo: 0,
      clienteId: 99,
      tipoCambioId: 99,
      detalles: [{ ...linea, servicioId: 99, medidaId: 99 }],
    };
    const r = revisableDesdeForm(form, catalogo());
    expect(r.receptor).toEqual({
      nombre: '',
      tipo: 'FISICA',
      extranjero: false,
      numero: '',
      correo: '',
      exonerado: false,
      exoneracion: null,
    });
    expect([r.moneda, r.lineas[0]!.unidad, r.lineas[0]!.cabys]).toEqual([null, '', '']);
    expect(r.fecha).toMatch(/^20\d\d-\d\d-\d\d$/);
  });
});
