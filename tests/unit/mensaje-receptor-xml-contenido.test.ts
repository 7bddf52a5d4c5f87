import { XMLParser } from 'fast-xml-parser';
import { createTables, type Db } from '@mocks/db/store';
import type { ConfirmacionRecord, TipoActividadRow } from '@mocks/db/types';
import { mensajeReceptorXml } from '@mocks/files/mensaje-receptor-xml';
import { EMPRESA_DE_PRUEBA as EMPRESA } from '../empresa-de-prueba';

/** Written out: a test that read the module's constant would pass whatever the constant said. */
const NAMESPACE_MR = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/mensajeReceptor';

/*
 * The MensajeReceptor the demo writes when the account confirms or rejects a received document, on a
 * small store written here (no seed), compared element by element: values, order, decimals, optional
 * elements present or absent (mutation testing, D35: the xml pass). Its XSD check is in
 * documentos-hacienda.test.ts.
 */

const CLAVE = '50619112600310165432100100001010000004512100000009';

/** The account's activity comes after another account's, so that the account's own is the one found. */
function tienda(
  actividades: TipoActividadRow[] = [
    { id: 1, empresaId: 2, codigo: '999999', descripcion: 'Otra cuenta' },
    { id: 2, empresaId: 1, codigo: '721001', descripcion: 'Agencias aduanales' },
  ],
): Db {
  const db: Db = { ...createTables(), meta: { seedDate: '2026-11-22', scale: 1 } };
  db.empresas.seed([EMPRESA, { ...EMPRESA, id: 2, cedula: '3-101-999999' }]);
  db.tiposActividad.seed(actividades);
  return db;
}

const respuesta = (cambios: Partial<ConfirmacionRecord> = {}): ConfirmacionRecord => ({
  id: 1,
  empresaId: 1,
  usuarioId: 1,
  clave: CLAVE,
  consecutivo: '00100001010000004512',
  tipoDocumento: 'FacturaElectronica',
  emisor: 'Proveedora Central S.A.',
  emisorIdentificacion: '3-101-654321',
  moneda: 'CRC',
  tipoCambio: 1,
  totalVenta: 10_000,
  totalImpuesto: 1_300,
  totalComprobante: 11_300,
  estado: 'CONFIRMADO',
  estadoEnviadoHacienda: 'Aceptado',
  haciendaProcesandoHasta: null,
  fechaEmision: '2026-11-19T08:00:00',
  mensaje: 'Recibido conforme',
  consecutivoMensaje: '00100001050000000031',
  fechaRespuesta: '2026-11-21T10:20:30.456',
  ...cambios,
});

const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const leer = (xml: string) =>
  (parser.parse(xml) as { MensajeReceptor: Record<string, string> }).MensajeReceptor;
/** The elements' names in their order (attributes left out). */
const elementos = (xml: string) => Object.keys(leer(xml)).filter((k) => !k.startsWith('@_'));
/** DetalleMensaje as written (the parser would trim it), or null when there is none. */
const detalleEscrito = (xml: string) => /<DetalleMensaje>([^<]*)<\/DetalleMensaje>/.exec(xml)?.[1] ?? null;

describe('MensajeReceptor, exactly', () => {
  it('a confirmation with its message, tax and activity: the whole text', () => {
    expect(mensajeReceptorXml(tienda(), respuesta())).toBe(`<?xml version="1.0" encoding="utf-8"?>
<MensajeReceptor xmlns="${NAMESPACE_MR}" xmlns:ds="http://www.w3.org/2000/09/xmldsig#">
  <Clave>${CLAVE}</Clave>
  <NumeroCedulaEmisor>3101654321</NumeroCedulaEmisor>
  <FechaEmisionDoc>2026-11-21T10:20:30-06:00</FechaEmisionDoc>
  <Mensaje>1</Mensaje>
  <DetalleMensaje>Recibido conforme</DetalleMensaje>
  <MontoTotalImpuesto>1300.00000</MontoTotalImpuesto>
  <CodigoActividad>721001</CodigoActividad>
  <TotalFactura>11300.00000</TotalFactura>
  <NumeroCedulaReceptor>3101123456</NumeroCedulaReceptor>
  <NumeroConsecutivoReceptor>00100001050000000031</NumeroConsecutivoReceptor>
</MensajeReceptor>
`);
  });

  it.each([
    ['CONFIRMADO', 'Recibido conforme', 'Recibido conforme'],
    ['CONFIRMADO', '  listo  ', 'listo'],
    ['CONFIRMADO', 'ok', null],
    ['CONFIRMADO', '', null],
    ['RECHAZADO', 'Montos no coinciden con la orden', 'Montos no coinciden con la orden'],
    ['RECHAZADO', 'corto', 'corto'],
    ['RECHAZADO', 'mal', 'Rechazado: mal'],
    ['RECHAZADO', ' abcd ', 'Rechazado: abcd'],
    ['RECHAZADO', '', 'Rechazado: '],
    ['CONFIRMADO', 'x'.repeat(200), 'x'.repeat(160)],
    ['RECHAZADO', `${'y'.repeat(160)}z`, 'y'.repeat(160)],
  ] as const)('%s with %j: DetalleMensaje %j (5 to 160 characters)', (estado, mensaje, detalle) => {
    const xml = mensajeReceptorXml(tienda(), respuesta({ estado, mensaje }));
    expect(detalleEscrito(xml)).toBe(detalle);
    expect(leer(xml).Mensaje).toBe(estado === 'CONFIRMADO' ? '1' : '3');
    expect(elementos(xml).slice(3, 5)).toEqual(
      detalle === null ? ['Mensaje', 'MontoTotalImpuesto'] : ['Mensaje', 'DetalleMensaje'],
    );
  });

  it.each([
    [0, null],
    [0.00001, '0.00001'],
    [1234.567891, '1234.56789'],
    [1234.567895, '1234.56790'],
  ])('a document with tax %s: MontoTotalImpuesto %j', (totalImpuesto, escrito) => {
    const xml = mensajeReceptorXml(tienda(), respuesta({ totalImpuesto }));
    expect(leer(xml).MontoTotalImpuesto).toBe(escrito ?? undefined);
    expect(elementos(xml)).toEqual([
      'Clave',
      'NumeroCedulaEmisor',
      'FechaEmisionDoc',
      'Mensaje',
      'DetalleMensaje',
      ...(escrito ? ['MontoTotalImpuesto'] : []),
      'CodigoActividad',
      'TotalFactura',
      'NumeroCedulaReceptor',
      'NumeroConsecutivoReceptor',
    ]);
  });

  it.each([
    ['the account’s own, after another account’s', undefined, '721001'],
    ['none of its own', [{ id: 1, empresaId: 2, codigo: '999999', descripcion: 'Otra' }], null],
    ['one of five digits', [{ id: 1, empresaId: 1, codigo: '72100', descripcion: 'Corta' }], null],
    ['one of seven digits', [{ id: 1, empresaId: 1, codigo: '7210011', descripcion: 'Larga' }], null],
    ['one with a letter', [{ id: 1, empresaId: 1, codigo: 'A21001', descripcion: 'Letra' }], null],
  ])('CodigoActividad: %s → %j', (_caso, actividades, codigo) => {
    const xml = mensajeReceptorXml(tienda(actividades), respuesta());
    expect(leer(xml).CodigoActividad).toBe(codigo ?? undefined);
    expect(elementos(xml).includes('CodigoActividad')).toBe(codigo !== null);
  });

  it('the amounts to 5 decimals, the numbers as digits, the total even with no tax', () => {
    const xml = mensajeReceptorXml(
      tienda(),
      respuesta({
        totalComprobante: 98_765.432105,
        totalImpuesto: 0,
        emisorIdentificacion: ' 1-0234-0567 ',
        estado: 'RECHAZADO',
        mensaje: 'No corresponde a un pedido',
        fechaRespuesta: '2026-01-02T03:04:05',
      }),
    );
    expect(leer(xml)).toMatchObject({
      '@_xmlns': NAMESPACE_MR,
      NumeroCedulaEmisor: '102340567',
      FechaEmisionDoc: '2026-01-02T03:04:05-06:00',
      Mensaje: '3',
      TotalFactura: '98765.43211',
      NumeroCedulaReceptor: '3101123456',
    });
  });
});
