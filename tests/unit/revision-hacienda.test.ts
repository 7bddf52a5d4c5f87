import { describe, expect, it } from 'vitest';
import {
  revisarFactura,
  type FacturaRevisable,
  type ProblemaHacienda,
} from '@/features/facturas/revision/revision';
import { UNIDADES_MEDIDA } from '@/features/facturas/revision/unidades-medida';
// The demo's Zona Franca document (Ley 7210, art. 20, PROCOMER, 13 %): a valid one.
import { ZONA_FRANCA } from '@mocks/seed/clientes';
import { exoneracionSchema, revisarExoneracion } from '@/lib/exoneracion';
import { es } from '@/messages/es';
import { XSD_OFICIAL } from '../hacienda-xsd';

/*
 * The check before sending to Hacienda (issue 18), rule by rule against Anexos y Estructuras v4.4:
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
    // CodigoActividadReceptor (p. 19): six digits.
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
    expect(problemas[2]!.mensaje).toBe(t.cabysCatalogo(1, '9999999999999'));
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
