import { XMLParser } from 'fast-xml-parser';
import { createTables, type Db } from '@mocks/db/store';
import type { ClienteRow, DetalleRecord, FacturaRecord } from '@mocks/db/types';
import {
  escribirXml,
  esServicio,
  facturaXml,
  fechaHacienda,
  notaCreditoXml,
  notaCreditoXmlObjeto,
} from '@mocks/files/factura-xml';
import { TARIFAS_IVA } from '@mocks/lib/hacienda';
import type { Exoneracion } from '@/lib/exoneracion';
import { EMPRESA_DE_PRUEBA as EMPRESA } from '../empresa-de-prueba';

/*
 * What the demo's FacturaElectronica and NotaCreditoElectronica say, element by element, on a small
 * store written here (no seed): each case is one invoice whose every value is known, and the document
 * is compared whole — elements, their order, decimals, optional elements present or absent. The XSD
 * checks (factura-xml.test.ts, documentos-hacienda.test.ts) prove the shape on seeded data; these prove
 * the values, fast enough to run once per mutant (mutation testing, D35: the xml pass).
 */

const NAMESPACE_DS = 'http://www.w3.org/2000/09/xmldsig#';
const CLAVE = '50620112600310112345600100001010000000123100000001';
const CONSECUTIVO = '00100001010000000123';

const cliente = (id: number, cambios: Partial<ClienteRow>): ClienteRow => ({
  id,
  nombre: 'Importadora del Valle & Hijos S.A.',
  telefono: '2222-3333',
  correo: 'compras@valle.cr',
  direccion: 'Heredia, Barreal',
  categoria: '',
  representanteLegal: '',
  representanteCedula: '',
  contacto1: '',
  contacto1Puesto: '',
  contacto1Correo: '',
  contacto1Telefono: '',
  contacto2: '',
  contacto2Puesto: '',
  contacto2Correo: '',
  contacto2Telefono: '',
  contacto3: '',
  contacto3Puesto: '',
  contacto3Correo: '',
  contacto3Telefono: '',
  contacto4: '',
  contacto4Puesto: '',
  contacto4Correo: '',
  contacto4Telefono: '',
  agente: '',
  ejecutivo: '',
  requerimientosOperativos: '',
  requerimientosFacturacion: '',
  observaciones: '',
  estado: 'ACTIVO',
  esJuridico: 1,
  cedulaJuridica: '3-101-654321',
  esInternacional: 0,
  esExonerado: 0,
  exoneracion: null,
  ...cambios,
});

const ZONA_FRANCA: Exoneracion = {
  tipoDocumento: '03',
  tipoDocumentoOtro: '',
  numeroDocumento: 'ZF-2024-118',
  articulo: null,
  inciso: null,
  nombreInstitucion: '04',
  nombreInstitucionOtros: '',
  fechaEmision: '2024-02-01T00:00:00',
  tarifaExonerada: 13,
};

/** Clients by id: 1 the plain company of most cases; the others for their receiver or exoneration. */
const CLIENTES = {
  juridica: 1,
  zonaFranca: 2,
  cuatroPuntos: 3,
  exoneradoSinDocumento: 4,
  documentoSinExonerar: 5,
} as const;

const SERVICIO = 1; // CABYS 8314100000100 (a service: 5–9)
const BIEN = 2; // CABYS 4521000000000 (a good: 0–4, with a 5 further on)
const KG = 3;

/** A store with only what the documents read: the account, currencies, tariffs, units, CABYS, clients. */
function tienda(): Db {
  const db: Db = { ...createTables(), meta: { seedDate: '2026-11-22', scale: 1 } };
  db.empresas.seed([EMPRESA]);
  db.tiposCambio.seed(
    (
      [
        [1, 'Colones', '¢', 1],
        [2, 'Dólares', '$', 512.34],
        [3, 'Euros', '€', 601.5],
        [4, 'Yenes', '¥', 3.45678],
      ] as const
    ).map(([id, nombre, simbol, venta]) => ({
      id,
      nombre,
      descripcion: nombre,
      venta,
      compra: venta,
      simbol,
      esDefault: id === 1 ? 1 : 0,
      fechaUltimoCambio: '2026-11-20T00:00:00',
    })),
  );
  db.tarifasIva.seed(TARIFAS_IVA);
  db.medidas.seed([
    { id: 1, simbolo: 'Sp', descripcion: 'Servicios Profesionales' },
    { id: 2, simbolo: 'Unid', descripcion: 'Unidad' },
    { id: KG, simbolo: 'Kg', descripcion: 'Kilogramo' },
  ]);
  db.serviciosCabys.seed([
    {
      id: SERVICIO,
      empresaId: 1,
      codigoCabys: '8314100000100',
      descripcion: 'Agencias de aduanas',
      status: 'ACTIVO',
    },
    { id: BIEN, empresaId: 1, codigoCabys: '4521000000000', descripcion: 'Tarimas', status: 'ACTIVO' },
  ]);
  db.tiposActividad.seed([{ id: 1, empresaId: 1, codigo: '721001', descripcion: 'Agencias aduanales' }]);
  db.clientes.seed([
    cliente(CLIENTES.juridica, {}),
    cliente(CLIENTES.zonaFranca, { nombre: 'Zona Franca S.A.', esExonerado: 1, exoneracion: ZONA_FRANCA }),
    cliente(CLIENTES.cuatroPuntos, {
      nombre: 'Cuatro Puntos S.A.',
      esExonerado: 1,
      exoneracion: { ...ZONA_FRANCA, tarifaExonerada: 4 },
    }),
    cliente(CLIENTES.exoneradoSinDocumento, { esExonerado: 1, exoneracion: null }),
    cliente(CLIENTES.documentoSinExonerar, { esExonerado: 0, exoneracion: ZONA_FRANCA }),
  ]);
  return db;
}

const linea = (cambios: Partial<DetalleRecord> = {}): DetalleRecord => ({
  id: 1,
  detalle: 'Trámite de DUA de importación',
  cantidad: 2,
  monto: 50_000,
  montoColones: 100_000,
  montoNeto: 113_000,
  impuestosMonto: 13_000,
  impuestos: 13,
  tipoCambioId: 1,
  servicioCabysId: SERVICIO,
  tarifaIvaId: 8,
  medidaId: 1,
  ...cambios,
});

const factura = (cambios: Partial<FacturaRecord> = {}): FacturaRecord => ({
  id: 123,
  empresaId: 1,
  reciboId: null,
  encargadoId: 1,
  clienteId: CLIENTES.juridica,
  fechaFacturacion: '2026-11-20T14:05:09.123',
  fechaVencimiento: null,
  estado: 'Finalizada',
  estadoPago: 'Pagada',
  enviadaHacienda: 1,
  estadoHacienda: 'aceptado',
  reversible: false,
  tipoCambioId: 1,
  subtotal: 100_000,
  impuestoVentas: 13_000,
  exonerado: 0,
  total: 113_000,
  detalles: [linea()],
  observaciones: '',
  credito: 0,
  diasCredito: 0,
  montoAnticipado: 113_000,
  saldoPendiente: 0,
  codigoActividad: '523002',
  tipoActividadEconomicaId: 1,
  consecutivo: CONSECUTIVO,
  clave: CLAVE,
  enviando: false,
  enviandoDesde: null,
  updatable: false,
  anulable: true,
  envios: [],
  pendienteDesde: null,
  consultasPendiente: 0,
  notaCredito: null,
  ...cambios,
});

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (nombre) => nombre === 'LineaDetalle' || nombre === 'TotalDesgloseImpuesto',
});

type Arbol = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const leer = (xml: string): Arbol => parser.parse(xml) as Arbol;

/** The tree as nested [name, value] pairs, so that `toEqual` checks the elements' order too. */
const enOrden = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(enOrden)
    : v !== null && typeof v === 'object'
      ? Object.entries(v).map(([k, x]) => [k, enOrden(x)])
      : v;

const esperarEnOrden = (real: unknown, esperado: unknown) => expect(enOrden(real)).toEqual(enOrden(esperado));

/** The ResumenFactura's 15 totals before TotalDesgloseImpuesto, all zero but those given. */
const TOTALES = [
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
] as const;
type Total = (typeof TOTALES)[number];

function resumen(
  moneda: [string, string],
  totales: Partial<Record<Total, string>>,
  desglose: Array<[string, string]>,
  impuesto: string,
  comprobante: string,
  medioPago: boolean,
): Arbol {
  return {
    CodigoTipoMoneda: { CodigoMoneda: moneda[0], TipoCambio: moneda[1] },
    ...Object.fromEntries(TOTALES.map((t) => [t, totales[t] ?? '0.00000'])),
    ...(desglose.length
      ? {
          TotalDesgloseImpuesto: desglose.map(([codigo, monto]) => ({
            Codigo: '01',
            CodigoTarifaIVA: codigo,
            TotalMontoImpuesto: monto,
          })),
        }
      : {}),
    TotalImpuesto: impuesto,
    ...(medioPago ? { MedioPago: { TipoMedioPago: '04', TotalMedioPago: comprobante } } : {}),
    TotalComprobante: comprobante,
  };
}

const COLONES: [string, string] = ['CRC', '1.00000'];

const TEXTO_COMPLETO = `<?xml version="1.0" encoding="utf-8"?>
<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica" xmlns:ds="${NAMESPACE_DS}">
  <Clave>${CLAVE}</Clave>
  <ProveedorSistemas>3101123456</ProveedorSistemas>
  <CodigoActividadEmisor>721001</CodigoActividadEmisor>
  <CodigoActividadReceptor>523002</CodigoActividadReceptor>
  <NumeroConsecutivo>${CONSECUTIVO}</NumeroConsecutivo>
  <FechaEmision>2026-11-20T14:05:09-06:00</FechaEmision>
  <Emisor>
    <Nombre>Agencia Aduanal Ejemplo S.A.</Nombre>
    <Identificacion>
      <Tipo>02</Tipo>
      <Numero>3101123456</Numero>
    </Identificacion>
    <Ubicacion>
      <Provincia>1</Provincia>
      <Canton>01</Canton>
      <Distrito>07</Distrito>
      <OtrasSenas>La Uruca, 200 m norte de la Plaza</OtrasSenas>
    </Ubicacion>
    <Telefono>
      <CodigoPais>506</CodigoPais>
      <NumTelefono>22901000</NumTelefono>
    </Telefono>
    <CorreoElectronico>facturas@agencia.cr</CorreoElectronico>
  </Emisor>
  <Receptor>
    <Nombre>Importadora del Valle &amp; Hijos S.A.</Nombre>
    <Identificacion>
      <Tipo>02</Tipo>
      <Numero>3101654321</Numero>
    </Identificacion>
    <Telefono>
      <CodigoPais>506</CodigoPais>
      <NumTelefono>22223333</NumTelefono>
    </Telefono>
    <CorreoElectronico>compras@valle.cr</CorreoElectronico>
  </Receptor>
  <CondicionVenta>01</CondicionVenta>
  <DetalleServicio>
    <LineaDetalle>
      <NumeroLinea>1</NumeroLinea>
      <CodigoCABYS>8314100000100</CodigoCABYS>
      <Cantidad>2.000</Cantidad>
      <UnidadMedida>Sp</UnidadMedida>
      <Detalle>Trámite de DUA de importación</Detalle>
      <PrecioUnitario>50000.00000</PrecioUnitario>
      <MontoTotal>100000.00000</MontoTotal>
      <SubTotal>100000.00000</SubTotal>
      <BaseImponible>100000.00000</BaseImponible>
      <Impuesto>
        <Codigo>01</Codigo>
        <CodigoTarifaIVA>08</CodigoTarifaIVA>
        <Tarifa>13.00</Tarifa>
        <Monto>13000.00000</Monto>
      </Impuesto>
      <ImpuestoAsumidoEmisorFabrica>0.00000</ImpuestoAsumidoEmisorFabrica>
      <ImpuestoNeto>13000.00000</ImpuestoNeto>
      <MontoTotalLinea>113000.00000</MontoTotalLinea>
    </LineaDetalle>
  </DetalleServicio>
  <ResumenFactura>
    <CodigoTipoMoneda>
      <CodigoMoneda>CRC</CodigoMoneda>
      <TipoCambio>1.00000</TipoCambio>
    </CodigoTipoMoneda>
    <TotalServGravados>100000.00000</TotalServGravados>
    <TotalServExentos>0.00000</TotalServExentos>
    <TotalServExonerado>0.00000</TotalServExonerado>
    <TotalServNoSujeto>0.00000</TotalServNoSujeto>
    <TotalMercanciasGravadas>0.00000</TotalMercanciasGravadas>
    <TotalMercanciasExentas>0.00000</TotalMercanciasExentas>
    <TotalMercExonerada>0.00000</TotalMercExonerada>
    <TotalMercNoSujeta>0.00000</TotalMercNoSujeta>
    <TotalGravado>100000.00000</TotalGravado>
    <TotalExento>0.00000</TotalExento>
    <TotalExonerado>0.00000</TotalExonerado>
    <TotalNoSujeto>0.00000</TotalNoSujeto>
    <TotalVenta>100000.00000</TotalVenta>
    <TotalDescuentos>0.00000</TotalDescuentos>
    <TotalVentaNeta>100000.00000</TotalVentaNeta>
    <TotalDesgloseImpuesto>
      <Codigo>01</Codigo>
      <CodigoTarifaIVA>08</CodigoTarifaIVA>
      <TotalMontoImpuesto>13000.00000</TotalMontoImpuesto>
    </TotalDesgloseImpuesto>
    <TotalImpuesto>13000.00000</TotalImpuesto>
    <MedioPago>
      <TipoMedioPago>04</TipoMedioPago>
      <TotalMedioPago>113000.00000</TotalMedioPago>
    </MedioPago>
    <TotalComprobante>113000.00000</TotalComprobante>
  </ResumenFactura>
</FacturaElectronica>
`;

describe('factura {id}.xml, exactly', () => {
  it('a one-line invoice in colones, cash, to a local company: the whole text', () => {
    expect(facturaXml(tienda(), factura())).toBe(TEXTO_COMPLETO);
  });

  it('writes an empty value as an open and a close tag (an account without its activity)', () => {
    const xml = facturaXml(tienda(), factura({ tipoActividadEconomicaId: 99 }));
    expect(xml).toContain('\n  <CodigoActividadEmisor></CodigoActividadEmisor>\n');
  });

  it('fechaHacienda: the local date-time to the second, at UTC-6', () => {
    expect(fechaHacienda('2026-01-02T03:04:05.678')).toBe('2026-01-02T03:04:05-06:00');
    expect(fechaHacienda('2026-01-02T03:04:05')).toBe('2026-01-02T03:04:05-06:00');
  });

  it.each([
    ['8314100000100', true],
    ['5000000000000', true],
    ['9999999999999', true],
    ['4521000000000', false],
    ['0500000000000', false],
    ['', false],
  ])('esServicio(%j) is %s (CABYS 5–9 services, 0–4 goods)', (cabys, servicio) => {
    expect(esServicio(cabys)).toBe(servicio);
  });
});

type CasoLinea = {
  caso: string;
  factura?: Partial<FacturaRecord>;
  moneda?: [string, string];
  linea: Partial<DetalleRecord>;
  /** The LineaDetalle from CodigoCABYS to MontoTotalLinea (NumeroLinea is 1). */
  esperada: Arbol;
  /**
   * The ResumenFactura totals the line counts in, besides TotalVenta and TotalVentaNeta: named, they are
   * its MontoTotal; with amounts, as given.
   */
  totales: Total[] | Partial<Record<Total, string>>;
};

/**
 * A one-line invoice's ResumenFactura: sale and net sale are the line's MontoTotal, the tax its
 * ImpuestoNeto (broken down under its code when the line is taxed), the total its MontoTotalLinea,
 * paid by transfer (04) unless on credit.
 */
function resumenDeUnaLinea({ esperada: l, totales, moneda, factura: f }: CasoLinea): Arbol {
  const nombrados = Array.isArray(totales)
    ? Object.fromEntries(totales.map((t) => [t, l.MontoTotal]))
    : totales;
  return resumen(
    moneda ?? COLONES,
    { ...nombrados, TotalVenta: l.MontoTotal, TotalVentaNeta: l.MontoTotal },
    l.Impuesto.Tarifa === '0.00' ? [] : [[l.Impuesto.CodigoTarifaIVA, l.ImpuestoNeto]],
    l.ImpuestoNeto,
    l.MontoTotalLinea,
    !f?.credito,
  );
}

/** A LineaDetalle's elements after NumeroLinea, in the schema's order. */
const lineaXml = (
  cabys: string,
  cantidad: string,
  unidad: string,
  precio: string,
  monto: string,
  impuesto: Arbol,
  neto: string,
  total: string,
): Arbol => ({
  CodigoCABYS: cabys,
  Cantidad: cantidad,
  UnidadMedida: unidad,
  Detalle: 'Trámite de DUA de importación',
  PrecioUnitario: precio,
  MontoTotal: monto,
  SubTotal: monto,
  BaseImponible: monto,
  Impuesto: impuesto,
  ImpuestoAsumidoEmisorFabrica: '0.00000',
  ImpuestoNeto: neto,
  MontoTotalLinea: total,
});

const impuestoXml = (codigo: string, tarifa: string, monto: string, exoneracion?: Arbol): Arbol => ({
  Codigo: '01',
  CodigoTarifaIVA: codigo,
  Tarifa: tarifa,
  Monto: monto,
  ...(exoneracion ? { Exoneracion: exoneracion } : {}),
});

const exoneracionZonaFranca = (tarifa: string, monto: string): Arbol => ({
  TipoDocumentoEX1: '03',
  NumeroDocumento: 'ZF-2024-118',
  NombreInstitucion: '04',
  FechaEmisionEX: '2024-02-01T00:00:00-06:00',
  TarifaExonerada: tarifa,
  MontoExoneracion: monto,
});

const S = '8314100000100';
const B = '4521000000000';
const IVA = (monto: string) => impuestoXml('08', '13.00', monto);
const CERO = (codigo: string) => impuestoXml(codigo, '0.00', '0.00000');

const LINEAS: CasoLinea[] = [
  {
    caso: 'a good at 13 %, a quantity with three decimals, its unit',
    linea: { servicioCabysId: BIEN, medidaId: KG, cantidad: 2.125, monto: 40, montoColones: 85 },
    esperada: lineaXml(B, '2.125', 'Kg', '40.00000', '85.00000', IVA('11.05000'), '11.05000', '96.05000'),
    totales: ['TotalMercanciasGravadas', 'TotalGravado'],
  },
  {
    caso: 'a reduced tariff (02, 1 %) keeps its own code; the tax at 5 decimals, half up',
    linea: { tarifaIvaId: 2, impuestos: 1, cantidad: 1, monto: 1234.56789, montoColones: 1234.56789 },
    esperada: lineaXml(
      S,
      '1.000',
      'Sp',
      '1234.56789',
      '1234.56789',
      impuestoXml('02', '1.00', '12.34568'),
      '12.34568',
      '1246.91357',
    ),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'half a percent (09): Tarifa with two decimals',
    linea: { tarifaIvaId: 9, impuestos: 0.5, cantidad: 1, monto: 1000, montoColones: 1000 },
    esperada: lineaXml(
      S,
      '1.000',
      'Sp',
      '1000.00000',
      '1000.00000',
      impuestoXml('09', '0.50', '5.00000'),
      '5.00000',
      '1005.00000',
    ),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'a service at 0 % (10, exenta): TotalServExentos, no tax breakdown',
    linea: { tarifaIvaId: 10, impuestos: 0, cantidad: 1, monto: 500, montoColones: 500 },
    esperada: lineaXml(S, '1.000', 'Sp', '500.00000', '500.00000', CERO('10'), '0.00000', '500.00000'),
    totales: ['TotalServExentos', 'TotalExento'],
  },
  {
    caso: 'a good at 0 % under 01 is no sujeto: TotalMercNoSujeta',
    linea: {
      servicioCabysId: BIEN,
      tarifaIvaId: 1,
      impuestos: 0,
      cantidad: 3,
      monto: 100,
      montoColones: 300,
    },
    esperada: lineaXml(B, '3.000', 'Sp', '100.00000', '300.00000', CERO('01'), '0.00000', '300.00000'),
    totales: ['TotalMercNoSujeta', 'TotalNoSujeto'],
  },
  {
    caso: 'a service at 0 % under 11 is no sujeto: TotalServNoSujeto',
    linea: { tarifaIvaId: 11, impuestos: 0, cantidad: 1, monto: 12, montoColones: 12 },
    esperada: lineaXml(S, '1.000', 'Sp', '12.00000', '12.00000', CERO('11'), '0.00000', '12.00000'),
    totales: ['TotalServNoSujeto', 'TotalNoSujeto'],
  },
  {
    caso: 'a good at 0 % under 05 (transitorio, for notes only): written 10, exenta',
    linea: { servicioCabysId: BIEN, tarifaIvaId: 5, impuestos: 0, cantidad: 1, monto: 7, montoColones: 7 },
    esperada: lineaXml(B, '1.000', 'Sp', '7.00000', '7.00000', CERO('10'), '0.00000', '7.00000'),
    totales: ['TotalMercanciasExentas', 'TotalExento'],
  },
  {
    caso: 'a 0 % line whose tariff says 13 %: 10',
    linea: { tarifaIvaId: 8, impuestos: 0, cantidad: 1, monto: 9, montoColones: 9 },
    esperada: lineaXml(S, '1.000', 'Sp', '9.00000', '9.00000', CERO('10'), '0.00000', '9.00000'),
    totales: ['TotalServExentos', 'TotalExento'],
  },
  {
    caso: 'a 13 % line whose tariff says 0 %: 08',
    linea: { tarifaIvaId: 1, impuestos: 13, cantidad: 1, monto: 100, montoColones: 100 },
    esperada: lineaXml(S, '1.000', 'Sp', '100.00000', '100.00000', IVA('13.00000'), '13.00000', '113.00000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'unknown tariff, unit and CABYS: 08 by the percent, Sp, an empty CodigoCABYS (a good)',
    linea: { tarifaIvaId: 99, medidaId: 99, servicioCabysId: 99, cantidad: 1, monto: 100, montoColones: 100 },
    esperada: lineaXml('', '1.000', 'Sp', '100.00000', '100.00000', IVA('13.00000'), '13.00000', '113.00000'),
    totales: ['TotalMercanciasGravadas', 'TotalGravado'],
  },
  {
    caso: 'the saved PrecioUnitario is written as saved',
    linea: { precioUnitario: 49.99999, cantidad: 2, monto: 50, montoColones: 100 },
    esperada: lineaXml(S, '2.000', 'Sp', '49.99999', '100.00000', IVA('13.00000'), '13.00000', '113.00000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'no saved price, the invoice’s currency: the typed monto',
    linea: { cantidad: 3, monto: 333.33333, montoColones: 999.99999 },
    esperada: lineaXml(
      S,
      '3.000',
      'Sp',
      '333.33333',
      '999.99999',
      IVA('130.00000'),
      '130.00000',
      '1129.99999',
    ),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'no saved price, the invoice’s currency and no quantity: still the typed monto',
    linea: { cantidad: 0, monto: 250, montoColones: 0 },
    esperada: lineaXml(S, '0.000', 'Sp', '250.00000', '0.00000', IVA('0.00000'), '0.00000', '0.00000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'no saved price, a line in colones on a dollar invoice: MontoTotal ÷ Cantidad; USD at its rate',
    factura: { tipoCambioId: 2 },
    moneda: ['USD', '512.34000'],
    linea: { tipoCambioId: 1, cantidad: 4, monto: 5123.4, montoColones: 40 },
    esperada: lineaXml(S, '4.000', 'Sp', '10.00000', '40.00000', IVA('5.20000'), '5.20000', '45.20000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'no saved price, another currency and no quantity: MontoTotal as the price; EUR',
    factura: { tipoCambioId: 3 },
    moneda: ['EUR', '601.50000'],
    linea: { tipoCambioId: 1, cantidad: 0, monto: 6015, montoColones: 10 },
    esperada: lineaXml(S, '0.000', 'Sp', '10.00000', '10.00000', IVA('1.30000'), '1.30000', '11.30000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'a currency the document does not name: CRC, at its rate to 5 decimals',
    factura: { tipoCambioId: 4 },
    moneda: ['CRC', '3.45678'],
    linea: { tipoCambioId: 4, cantidad: 1, monto: 10, montoColones: 10 },
    esperada: lineaXml(S, '1.000', 'Sp', '10.00000', '10.00000', IVA('1.30000'), '1.30000', '11.30000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'Zona Franca (13 of 13 points): the whole tax exonerated, the sale in TotalServExonerado',
    factura: { clienteId: CLIENTES.zonaFranca },
    linea: { cantidad: 1, monto: 1000, montoColones: 1000 },
    esperada: lineaXml(
      S,
      '1.000',
      'Sp',
      '1000.00000',
      '1000.00000',
      impuestoXml('08', '13.00', '130.00000', exoneracionZonaFranca('13.00', '130.00000')),
      '0.00000',
      '1000.00000',
    ),
    totales: ['TotalServExonerado', 'TotalExonerado'],
  },
  {
    caso: 'four points exonerated on a good: 4/13 of the sale exonerated, the rest taxed',
    factura: { clienteId: CLIENTES.cuatroPuntos },
    linea: { servicioCabysId: BIEN, cantidad: 1, monto: 1000, montoColones: 1000 },
    esperada: lineaXml(
      B,
      '1.000',
      'Sp',
      '1000.00000',
      '1000.00000',
      impuestoXml('08', '13.00', '130.00000', exoneracionZonaFranca('4.00', '40.00000')),
      '90.00000',
      '1090.00000',
    ),
    totales: {
      TotalMercanciasGravadas: '692.30769',
      TotalMercExonerada: '307.69231',
      TotalGravado: '692.30769',
      TotalExonerado: '307.69231',
    },
  },
  {
    caso: 'an exonerated client’s 0 % line: nothing to exonerate, no Exoneracion',
    factura: { clienteId: CLIENTES.zonaFranca },
    linea: { tarifaIvaId: 10, impuestos: 0, cantidad: 1, monto: 50, montoColones: 50 },
    esperada: lineaXml(S, '1.000', 'Sp', '50.00000', '50.00000', CERO('10'), '0.00000', '50.00000'),
    totales: ['TotalServExentos', 'TotalExento'],
  },
  {
    caso: 'an exonerated client without a document: the tax waived, no Exoneracion to write',
    factura: { clienteId: CLIENTES.exoneradoSinDocumento },
    linea: { cantidad: 1, monto: 1000, montoColones: 1000 },
    esperada: lineaXml(
      S,
      '1.000',
      'Sp',
      '1000.00000',
      '1000.00000',
      IVA('130.00000'),
      '0.00000',
      '1000.00000',
    ),
    totales: ['TotalServExonerado', 'TotalExonerado'],
  },
  {
    caso: 'a client with a document but not exonerated: taxed in full',
    factura: { clienteId: CLIENTES.documentoSinExonerar },
    linea: { cantidad: 1, monto: 1000, montoColones: 1000 },
    esperada: lineaXml(
      S,
      '1.000',
      'Sp',
      '1000.00000',
      '1000.00000',
      IVA('130.00000'),
      '130.00000',
      '1130.00000',
    ),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
  {
    caso: 'on credit: no MedioPago',
    factura: { credito: 1, diasCredito: 30 },
    linea: { cantidad: 1, monto: 100, montoColones: 100 },
    esperada: lineaXml(S, '1.000', 'Sp', '100.00000', '100.00000', IVA('13.00000'), '13.00000', '113.00000'),
    totales: ['TotalServGravados', 'TotalGravado'],
  },
];

describe('factura {id}.xml: a line and the ResumenFactura it makes', () => {
  it.each(LINEAS)('$caso', (c) => {
    const doc = leer(
      facturaXml(tienda(), factura({ ...c.factura, detalles: [linea(c.linea)] })),
    ).FacturaElectronica;
    esperarEnOrden(doc.DetalleServicio, { LineaDetalle: [{ NumeroLinea: '1', ...c.esperada }] });
    esperarEnOrden(doc.ResumenFactura, resumenDeUnaLinea(c));
  });

  it('several lines: numbered in order, each total the sum of its kind, the tax broken down by code in order of appearance', () => {
    const detalles = [
      linea({ id: 11, tarifaIvaId: 2, impuestos: 1, cantidad: 1, monto: 200, montoColones: 200 }),
      linea({ id: 12, cantidad: 1, monto: 1000, montoColones: 1000 }),
      linea({ id: 13, servicioCabysId: BIEN, cantidad: 1, monto: 300, montoColones: 300 }),
      linea({ id: 14, tarifaIvaId: 10, impuestos: 0, cantidad: 1, monto: 40, montoColones: 40 }),
      linea({
        id: 15,
        servicioCabysId: BIEN,
        tarifaIvaId: 10,
        impuestos: 0,
        cantidad: 1,
        monto: 4,
        montoColones: 4,
      }),
      linea({ id: 16, tarifaIvaId: 2, impuestos: 1, cantidad: 1, monto: 50, montoColones: 50 }),
      linea({ id: 17, tarifaIvaId: 11, impuestos: 0, cantidad: 1, monto: 6, montoColones: 6 }),
      linea({
        id: 18,
        servicioCabysId: BIEN,
        tarifaIvaId: 1,
        impuestos: 0,
        cantidad: 1,
        monto: 8,
        montoColones: 8,
      }),
    ];
    const doc = leer(facturaXml(tienda(), factura({ detalles }))).FacturaElectronica;
    const lineas = doc.DetalleServicio.LineaDetalle as Arbol[];
    expect(
      lineas.map((l) => [l.NumeroLinea, l.MontoTotal, l.Impuesto.CodigoTarifaIVA, l.ImpuestoNeto]),
    ).toEqual([
      ['1', '200.00000', '02', '2.00000'],
      ['2', '1000.00000', '08', '130.00000'],
      ['3', '300.00000', '08', '39.00000'],
      ['4', '40.00000', '10', '0.00000'],
      ['5', '4.00000', '10', '0.00000'],
      ['6', '50.00000', '02', '0.50000'],
      ['7', '6.00000', '11', '0.00000'],
      ['8', '8.00000', '01', '0.00000'],
    ]);
    esperarEnOrden(
      doc.ResumenFactura,
      resumen(
        COLONES,
        {
          TotalServGravados: '1250.00000',
          TotalServExentos: '40.00000',
          TotalServNoSujeto: '6.00000',
          TotalMercanciasGravadas: '300.00000',
          TotalMercanciasExentas: '4.00000',
          TotalMercNoSujeta: '8.00000',
          TotalGravado: '1550.00000',
          TotalExento: '44.00000',
          TotalNoSujeto: '14.00000',
          TotalVenta: '1608.00000',
          TotalVentaNeta: '1608.00000',
        },
        [
          ['02', '2.50000'],
          ['08', '169.00000'],
        ],
        '171.50000',
        '1779.50000',
        true,
      ),
    );
  });

  it('exonerated services and goods add up apart: TotalServExonerado, TotalMercExonerada, TotalExonerado', () => {
    const detalles = [
      linea({ id: 1, cantidad: 1, monto: 1300, montoColones: 1300 }),
      linea({ id: 2, servicioCabysId: BIEN, cantidad: 1, monto: 2600, montoColones: 2600 }),
    ];
    const doc = leer(
      facturaXml(tienda(), factura({ clienteId: CLIENTES.cuatroPuntos, detalles })),
    ).FacturaElectronica;
    esperarEnOrden(
      doc.ResumenFactura,
      resumen(
        COLONES,
        {
          TotalServGravados: '900.00000',
          TotalServExonerado: '400.00000',
          TotalMercanciasGravadas: '1800.00000',
          TotalMercExonerada: '800.00000',
          TotalGravado: '2700.00000',
          TotalExonerado: '1200.00000',
          TotalVenta: '3900.00000',
          TotalVentaNeta: '3900.00000',
        },
        [['08', '351.00000']],
        '351.00000',
        '4251.00000',
        true,
      ),
    );
  });
});

type CasoReceptor = { caso: string; cliente: Partial<ClienteRow>; receptor: Arbol };

const RECEPTORES: CasoReceptor[] = [
  {
    caso: 'a person (física, 01), e-mail cut to 160 characters',
    cliente: {
      nombre: 'Ana Mora',
      esJuridico: 0,
      cedulaJuridica: '1-0234-0567',
      correo: `${'a'.repeat(170)}@x.cr`,
    },
    receptor: {
      Nombre: 'Ana Mora',
      Identificacion: { Tipo: '01', Numero: '102340567' },
      Telefono: { CodigoPais: '506', NumTelefono: '22223333' },
      CorreoElectronico: 'a'.repeat(160),
    },
  },
  {
    caso: 'a DIMEX (03) without phone digits enough (7) nor e-mail',
    cliente: { esJuridico: 3, cedulaJuridica: '155812345678', telefono: '222-3333', correo: '' },
    receptor: {
      Nombre: 'Importadora del Valle & Hijos S.A.',
      Identificacion: { Tipo: '03', Numero: '155812345678' },
    },
  },
  {
    caso: 'a NITE (04), a name cut to 100 characters',
    cliente: { esJuridico: 4, cedulaJuridica: '3-002-345678', nombre: `${'N'.repeat(99)}ombre largo` },
    receptor: {
      Nombre: `${'N'.repeat(99)}o`,
      Identificacion: { Tipo: '04', Numero: '3002345678' },
      Telefono: { CodigoPais: '506', NumTelefono: '22223333' },
      CorreoElectronico: 'compras@valle.cr',
    },
  },
  {
    caso: 'a kind of identification the document has no code for: 01',
    cliente: { esJuridico: 2 as ClienteRow['esJuridico'] },
    receptor: {
      Nombre: 'Importadora del Valle & Hijos S.A.',
      Identificacion: { Tipo: '01', Numero: '3101654321' },
      Telefono: { CodigoPais: '506', NumTelefono: '22223333' },
      CorreoElectronico: 'compras@valle.cr',
    },
  },
  {
    caso: 'a foreign client (05): its number as written (20 at most), its address abroad, never a phone',
    cliente: {
      nombre: 'Global Trade LLC',
      esInternacional: 1,
      esJuridico: 1,
      cedulaJuridica: 'US-EIN 12-3456789-0001-XYZ',
      telefono: '+1 305 555 0100',
      direccion: `  ${'Miami, Florida, '.repeat(20)}`,
    },
    receptor: {
      Nombre: 'Global Trade LLC',
      Identificacion: { Tipo: '05', Numero: 'US-EIN 12-3456789-00' },
      OtrasSenasExtranjero: `  ${'Miami, Florida, '.repeat(20)}`.slice(0, 300).trim(),
      CorreoElectronico: 'compras@valle.cr',
    },
  },
  {
    caso: 'a foreign client with an address of 4 characters and spaces: none written',
    cliente: { esInternacional: 1, cedulaJuridica: 'X-1', direccion: '  Lima  ' },
    receptor: {
      Nombre: 'Importadora del Valle & Hijos S.A.',
      Identificacion: { Tipo: '05', Numero: 'X-1' },
      CorreoElectronico: 'compras@valle.cr',
    },
  },
  {
    caso: 'a foreign client with an address of exactly 5 characters',
    cliente: { esInternacional: 1, cedulaJuridica: 'X-1', direccion: 'Quito' },
    receptor: {
      Nombre: 'Importadora del Valle & Hijos S.A.',
      Identificacion: { Tipo: '05', Numero: 'X-1' },
      OtrasSenasExtranjero: 'Quito',
      CorreoElectronico: 'compras@valle.cr',
    },
  },
  {
    caso: 'a local phone of exactly 8 digits among other characters',
    cliente: { telefono: '(+)8888-77.66' },
    receptor: {
      Nombre: 'Importadora del Valle & Hijos S.A.',
      Identificacion: { Tipo: '02', Numero: '3101654321' },
      Telefono: { CodigoPais: '506', NumTelefono: '88887766' },
      CorreoElectronico: 'compras@valle.cr',
    },
  },
];

describe('factura {id}.xml: the parties and the header', () => {
  it.each(RECEPTORES)('Receptor: $caso', ({ cliente: cambios, receptor }) => {
    const db = tienda();
    db.clientes.seed([cliente(CLIENTES.juridica, cambios)]);
    esperarEnOrden(leer(facturaXml(db, factura())).FacturaElectronica.Receptor, receptor);
  });

  it('Emisor: name and address cut to 100 and 250, a place the territory does not know kept as it is, a short phone left out', () => {
    const db = tienda();
    db.empresas.seed([
      {
        ...EMPRESA,
        nombre: `${'E'.repeat(100)}xtra`,
        direccion: `${'D'.repeat(250)}irección`,
        provincia: '9',
        canton: '88',
        distrito: '77',
        telefono: '2290-100',
      },
    ]);
    const doc = leer(facturaXml(db, factura())).FacturaElectronica;
    esperarEnOrden(doc.Emisor, {
      Nombre: 'E'.repeat(100),
      Identificacion: { Tipo: '02', Numero: '3101123456' },
      Ubicacion: { Provincia: '9', Canton: '88', Distrito: '77', OtrasSenas: 'D'.repeat(250) },
      CorreoElectronico: 'facturas@agencia.cr',
    });
  });

  it.each([
    ['523002', true],
    ['52300', false],
    ['5230021', false],
    ['A23002', false],
    ['', false],
  ])('CodigoActividadReceptor %j written: %s (six digits only)', (codigo, escrito) => {
    const doc = leer(facturaXml(tienda(), factura({ codigoActividad: codigo }))).FacturaElectronica;
    expect(
      Object.keys(doc)
        .filter((k) => !k.startsWith('@_'))
        .slice(0, 4),
    ).toEqual([
      'Clave',
      'ProveedorSistemas',
      'CodigoActividadEmisor',
      escrito ? 'CodigoActividadReceptor' : 'NumeroConsecutivo',
    ]);
    expect(doc.CodigoActividadReceptor).toBe(escrito ? codigo : undefined);
  });

  it('on credit: CondicionVenta 02 and PlazoCredito right after it', () => {
    const doc = leer(facturaXml(tienda(), factura({ credito: 1, diasCredito: 45 }))).FacturaElectronica;
    const claves = Object.keys(doc).filter((k) => !k.startsWith('@_'));
    expect(claves.slice(claves.indexOf('Receptor'))).toEqual([
      'Receptor',
      'CondicionVenta',
      'PlazoCredito',
      'DetalleServicio',
      'ResumenFactura',
    ]);
    expect([doc.CondicionVenta, doc.PlazoCredito]).toEqual(['02', '45']);
  });
});

type CasoExoneracion = { caso: string; documento: Exoneracion; esperado: Arbol };

const EXONERACIONES: CasoExoneracion[] = [
  {
    caso: "a law's article and inciso (03)",
    documento: {
      ...ZONA_FRANCA,
      numeroDocumento: '9635',
      articulo: 5,
      inciso: 2,
      nombreInstitucion: '01',
      tarifaExonerada: 4,
    },
    esperado: {
      TipoDocumentoEX1: '03',
      NumeroDocumento: '9635',
      Articulo: '5',
      Inciso: '2',
      NombreInstitucion: '01',
      FechaEmisionEX: '2024-02-01T00:00:00-06:00',
      TarifaExonerada: '4.00',
      MontoExoneracion: '40.00000',
    },
  },
  {
    caso: 'article 0 is still written; no inciso',
    documento: { ...ZONA_FRANCA, articulo: 0, inciso: null, tarifaExonerada: 10.25 },
    esperado: {
      TipoDocumentoEX1: '03',
      NumeroDocumento: 'ZF-2024-118',
      Articulo: '0',
      NombreInstitucion: '04',
      FechaEmisionEX: '2024-02-01T00:00:00-06:00',
      TarifaExonerada: '10.25',
      MontoExoneracion: '102.50000',
    },
  },
  {
    caso: "'Otros' (99) document and institution, with their names",
    documento: {
      tipoDocumento: '99',
      tipoDocumentoOtro: 'Autorización de la junta directiva',
      numeroDocumento: 'AL-2026-00042',
      articulo: null,
      inciso: 7,
      nombreInstitucion: '99',
      nombreInstitucionOtros: 'Municipalidad de Belén',
      fechaEmision: '2026-01-15T08:30:00.250',
      tarifaExonerada: 0.5,
    },
    esperado: {
      TipoDocumentoEX1: '99',
      TipoDocumentoOTRO: 'Autorización de la junta directiva',
      NumeroDocumento: 'AL-2026-00042',
      Inciso: '7',
      NombreInstitucion: '99',
      NombreInstitucionOtros: 'Municipalidad de Belén',
      FechaEmisionEX: '2026-01-15T08:30:00-06:00',
      TarifaExonerada: '0.50',
      MontoExoneracion: '5.00000',
    },
  },
];

describe('factura {id}.xml: the exoneration document', () => {
  it.each(EXONERACIONES)('$caso', ({ documento, esperado }) => {
    const db = tienda();
    db.clientes.seed([cliente(CLIENTES.juridica, { esExonerado: 1, exoneracion: documento })]);
    const doc = leer(
      facturaXml(db, factura({ detalles: [linea({ cantidad: 1, monto: 1000, montoColones: 1000 })] })),
    );
    esperarEnOrden(doc.FacturaElectronica.DetalleServicio.LineaDetalle[0].Impuesto.Exoneracion, esperado);
  });
});

describe('the credit note that annuls an invoice', () => {
  const nota = {
    clave: '50621112600310112345600100001030000000007100000002',
    consecutivo: '00100001030000000007',
    fecha: '2026-11-21T09:15:00.500',
    estado: 'aceptado' as const,
    consultas: 1,
  };

  it("the invoice's lines and totals under the note's numbers, referring to the invoice", () => {
    const db = tienda();
    const f = factura({ notaCredito: nota });
    const nc = leer(notaCreditoXml(db, f)).NotaCreditoElectronica;
    const fe = leer(facturaXml(db, f)).FacturaElectronica;
    expect(nc['@_xmlns']).toBe(
      'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/notaCreditoElectronica',
    );
    expect(nc['@_xmlns:ds']).toBe(NAMESPACE_DS);
    const { '@_xmlns': _fe, '@_xmlns:ds': _ds, ...elementos } = fe;
    const { '@_xmlns': _nc, '@_xmlns:ds': _ncDs, ...elementosNc } = nc;
    esperarEnOrden(elementosNc, {
      ...elementos,
      Clave: nota.clave,
      NumeroConsecutivo: nota.consecutivo,
      FechaEmision: '2026-11-21T09:15:00-06:00',
      InformacionReferencia: {
        TipoDocIR: '01',
        Numero: CLAVE,
        FechaEmisionIR: '2026-11-20T14:05:09-06:00',
        Codigo: '01',
        Razon: `Anula la factura electrónica ${CONSECUTIVO}`,
      },
    });
    expect(notaCreditoXml(db, f)).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?>\n<NotaCreditoElectronica xmlns="[^"]+" xmlns:ds="[^"]+">\n {2}<Clave>/,
    );
  });

  it('an invoice without a credit note has none to write', () => {
    expect(() => notaCreditoXmlObjeto(tienda(), factura({ id: 77 }))).toThrow(
      'La factura 77 no tiene nota de crédito',
    );
  });
});

describe('escribirXml: the demo documents’ one writer', () => {
  it('declaration, attributes, two-space indentation, escaped text, empty elements open and closed', () => {
    expect(
      escribirXml({
        '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
        Raiz: { '@_xmlns': 'urn:x', A: 'uno & dos', B: { C: '' } },
      }),
    ).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n<Raiz xmlns="urn:x">\n  <A>uno &amp; dos</A>\n  <B>\n    <C></C>\n  </B>\n</Raiz>\n',
    );
  });
});
