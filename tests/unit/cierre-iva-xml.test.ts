import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toExacto } from '@/lib/money';
import { leerDocumentoIva } from '@/features/cierre-iva/xml-iva';
import { leer } from '../cierre-iva-documentos';

/*
 * Reading a document's IVA figures from its XML: the shared fixtures' real documents
 * (v4.2 to v4.4) and hand-made v4.4 cases for each rule. No mock database here: this file is in the
 * mutation pass (vitest.mutation.config.ts), and the demo's documents are cierre-iva-xml-demo's.
 */

const fixture = (archivo: string) =>
  readFileSync(resolve(import.meta.dirname, '../../mocks/data/xml', archivo), 'utf8');

const x = toExacto;

describe('the shared fixtures', () => {
  it.each([
    {
      archivo: 'facturacr__commonExpectedXml_v4.4.xml',
      tipo: 'FacturaElectronica',
      version: '4.4',
      moneda: 'CRC',
      tipoCambio: '1',
      tarifas: { '08': { base: x(10), impuesto: x(1.3), baseExonerada: 0, exonerado: 0 } },
      desglose: { '08': x(1.3) },
      avisos: [],
    },
    {
      // A test stub: code 10 (exenta) on one line, no currency block, no Desglose.
      archivo: 'julatec__factura_v44_t10.xml',
      tipo: 'FacturaElectronica',
      version: '4.4',
      moneda: 'CRC',
      tipoCambio: '1',
      tarifas: { '10': { base: x(10000), impuesto: 0, baseExonerada: 0, exonerado: 0 } },
      desglose: {},
      avisos: [{ tipo: 'sinMoneda' }],
    },
    {
      archivo: 'julatec__tiquete_v44_sin_receptor.xml',
      tipo: 'TiqueteElectronico',
      version: '4.4',
      moneda: 'CRC',
      tipoCambio: '1',
      tarifas: { '09': { base: x(10000), impuesto: x(50), baseExonerada: 0, exonerado: 0 } },
      desglose: {},
      avisos: [{ tipo: 'sinMoneda' }],
    },
    {
      // v4.3 writes CodigoTarifa; colones with a TipoCambio other than 1 are still colones.
      archivo: 'facturacr__commonExpectedXml_v4.3.xml',
      tipo: 'FacturaElectronica',
      version: '4.3',
      moneda: 'CRC',
      tipoCambio: '1',
      tarifas: { '08': { base: x(10), impuesto: x(1.3), baseExonerada: 0, exonerado: 0 } },
      desglose: {},
      avisos: [{ tipo: 'tipoCambioColones', tipoCambio: '585.69' }],
    },
  ])('$archivo', ({ archivo, avisos, ...esperado }) => {
    const d = leer(fixture(archivo));
    expect(d).toMatchObject(esperado);
    expect(d.avisos).toEqual(avisos);
  });

  it('a v4.2 credit note in dollars keeps its rate, its reference and says its lines have no rate code', () => {
    const d = leer(fixture('CRLibre__creaNC.php.extracted.xml'));
    expect(d).toMatchObject({
      tipo: 'NotaCreditoElectronica',
      version: '4.2',
      moneda: 'USD',
      tipoCambio: '562.04',
    });
    expect(d.referencias).toHaveLength(1);
    expect(d.referencias[0]!.numero).toMatch(/^\d{50}$/);
    expect(d.avisos).toContainEqual({ tipo: 'sinCodigoTarifa', lineas: expect.any(Number) as number });
  });

  it('the consecutive, the date and its Costa Rica day, the parties', () => {
    const d = leer(fixture('facturacr__commonExpectedXml_v4.4.xml'));
    expect(d.consecutivo).toBe('00100001010000000002');
    // 2024-04-01T00:00:00.000Z is still 31 March in Costa Rica (UTC−6).
    expect(d.dia).toBe('2024-03-31');
    expect(d.emisor.identificacion).not.toBe('');
    expect(d.receptor).toEqual({ nombre: 'EXCLUSIVE COFFEES', identificacion: '3101538252' });
  });

  it('a foreign receiver by its IdentificacionExtranjero, a ticket without one as none', () => {
    const extranjero = fixture('facturacr__commonExpectedXml_v4.4.xml').replace(
      /<Receptor>[\s\S]*?<\/Receptor>/,
      '<Receptor><Nombre>Foreign Co.</Nombre><IdentificacionExtranjero>AB123456</IdentificacionExtranjero></Receptor>',
    );
    expect(leer(extranjero).receptor).toEqual({ nombre: 'Foreign Co.', identificacion: 'AB123456' });
    expect(leer(fixture('julatec__tiquete_v44_sin_receptor.xml')).receptor).toBeNull();
  });
});

/** A v4.4 invoice with the given lines and ResumenFactura extras. */
function factura({
  lineas,
  resumen = '',
  moneda = '<CodigoTipoMoneda><CodigoMoneda>CRC</CodigoMoneda><TipoCambio>1</TipoCambio></CodigoTipoMoneda>',
}: {
  lineas: string[];
  resumen?: string;
  moneda?: string;
}) {
  return `<?xml version="1.0" encoding="utf-8"?>
<FacturaElectronica xmlns="https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica">
  <Clave>50601112600310123456700100001010000000001100000001</Clave>
  <NumeroConsecutivo>00100001010000000001</NumeroConsecutivo>
  <FechaEmision>2026-10-31T23:30:00-06:00</FechaEmision>
  <Emisor><Nombre>Emisor S.A.</Nombre><Identificacion><Tipo>02</Tipo><Numero>3101234567</Numero></Identificacion></Emisor>
  <Receptor><Nombre>Cliente</Nombre><Identificacion><Tipo>01</Tipo><Numero>112340567</Numero></Identificacion></Receptor>
  <DetalleServicio>${lineas.map((l, i) => `<LineaDetalle><NumeroLinea>${i + 1}</NumeroLinea>${l}</LineaDetalle>`).join('')}</DetalleServicio>
  <ResumenFactura>${moneda}${resumen}</ResumenFactura>
</FacturaElectronica>`;
}

const iva = (codigo: string, tarifa: string, monto: string, extra = '') =>
  `<Impuesto><Codigo>01</Codigo><CodigoTarifaIVA>${codigo}</CodigoTarifaIVA><Tarifa>${tarifa}</Tarifa><Monto>${monto}</Monto>${extra}</Impuesto>`;
const exoneracion = (tarifa: string, monto: string) =>
  `<Exoneracion><TipoDocumentoEX1>08</TipoDocumentoEX1><NumeroDocumento>ZF-123</NumeroDocumento><NombreInstitucion>01</NombreInstitucion><FechaEmisionEX>2026-01-01T00:00:00-06:00</FechaEmisionEX><TarifaExonerada>${tarifa}</TarifaExonerada><MontoExoneracion>${monto}</MontoExoneracion></Exoneracion>`;

describe('the rules of a rate figure', () => {
  it.each([
    {
      caso: 'two lines at 13 % and one at 4 % add per code; BaseImponible before SubTotal',
      lineas: [
        `<SubTotal>100.00000</SubTotal><BaseImponible>110.00000</BaseImponible>${iva('08', '13.00', '14.30000')}`,
        `<SubTotal>33.33333</SubTotal>${iva('08', '13.00', '4.33333')}`,
        `<SubTotal>250</SubTotal>${iva('04', '4.00', '10')}`,
      ],
      tarifas: {
        '08': { base: x('143.33333'), impuesto: x('18.63333'), baseExonerada: 0, exonerado: 0 },
        '04': { base: x(250), impuesto: x(10), baseExonerada: 0, exonerado: 0 },
      },
    },
    {
      // 4 of 13 points waived: 4/13 of 1000 = 307.69231 (5 decimals, half up) is exonerated.
      caso: 'a partial exoneration splits the base by TarifaExonerada / Tarifa',
      lineas: [
        `<SubTotal>1000</SubTotal><BaseImponible>1000</BaseImponible>${iva('08', '13.00', '130', exoneracion('4.00', '40'))}`,
      ],
      tarifas: {
        '08': { base: x('692.30769'), impuesto: x(90), baseExonerada: x('307.69231'), exonerado: x(40) },
      },
    },
    {
      caso: 'a whole exoneration leaves no taxed base and no tax',
      lineas: [`<SubTotal>500</SubTotal>${iva('08', '13.00', '65', exoneracion('13.00', '65'))}`],
      tarifas: { '08': { base: 0, impuesto: 0, baseExonerada: x(500), exonerado: x(65) } },
    },
    {
      caso: "a tax waived without an Exoneracion node: the line's ImpuestoNeto is what was charged",
      lineas: [`<SubTotal>200</SubTotal>${iva('08', '13.00', '26')}<ImpuestoNeto>6.5</ImpuestoNeto>`],
      tarifas: { '08': { base: x(50), impuesto: x('6.5'), baseExonerada: x(150), exonerado: x('19.5') } },
    },
    {
      caso: '0 % with credit (01), exenta (10) and without credit (11) stay apart',
      lineas: [
        `<SubTotal>10</SubTotal>${iva('01', '0', '0')}`,
        `<SubTotal>20</SubTotal>${iva('10', '0', '0')}`,
        `<SubTotal>30</SubTotal>${iva('11', '0', '0')}`,
      ],
      tarifas: {
        '01': { base: x(10), impuesto: 0, baseExonerada: 0, exonerado: 0 },
        '10': { base: x(20), impuesto: 0, baseExonerada: 0, exonerado: 0 },
        '11': { base: x(30), impuesto: 0, baseExonerada: 0, exonerado: 0 },
      },
    },
    {
      caso: 'a selective consumption tax beside the IVA is not IVA',
      lineas: [
        `<SubTotal>100</SubTotal><BaseImponible>110</BaseImponible><Impuesto><Codigo>02</Codigo><Tarifa>10</Tarifa><Monto>10</Monto></Impuesto>${iva('08', '13.00', '14.3')}`,
      ],
      tarifas: { '08': { base: x(110), impuesto: x('14.3'), baseExonerada: 0, exonerado: 0 } },
    },
  ])('$caso', ({ lineas, tarifas }) => {
    expect(leer(factura({ lineas })).tarifas).toEqual(tarifas);
  });

  it.each([
    {
      caso: 'a Desglose that matches the lines says nothing',
      resumen:
        '<TotalDesgloseImpuesto><Codigo>01</Codigo><CodigoTarifaIVA>08</CodigoTarifaIVA><TotalMontoImpuesto>13</TotalMontoImpuesto></TotalDesgloseImpuesto>',
      avisos: [],
    },
    {
      caso: 'a Desglose that does not match is said, with both figures',
      resumen:
        '<TotalDesgloseImpuesto><Codigo>01</Codigo><CodigoTarifaIVA>08</CodigoTarifaIVA><TotalMontoImpuesto>13.01</TotalMontoImpuesto></TotalDesgloseImpuesto>',
      avisos: [{ tipo: 'desgloseNoCuadra', codigo: '08', lineas: x(13), desglose: x('13.01') }],
    },
    {
      caso: 'a rate the lines have and the Desglose lacks is said',
      resumen:
        '<TotalDesgloseImpuesto><Codigo>02</Codigo><TotalMontoImpuesto>5</TotalMontoImpuesto></TotalDesgloseImpuesto><TotalDesgloseImpuesto><Codigo>01</Codigo><CodigoTarifaIVA>04</CodigoTarifaIVA><TotalMontoImpuesto>13</TotalMontoImpuesto></TotalDesgloseImpuesto>',
      avisos: [
        { tipo: 'desgloseNoCuadra', codigo: '04', lineas: 0, desglose: x(13) },
        { tipo: 'desgloseNoCuadra', codigo: '08', lineas: x(13), desglose: 0 },
      ],
    },
  ])('$caso', ({ resumen, avisos }) => {
    const d = leer(factura({ lineas: [`<SubTotal>100</SubTotal>${iva('08', '13.00', '13')}`], resumen }));
    expect(d.avisos).toEqual(avisos);
  });

  it.each([
    {
      moneda:
        '<CodigoTipoMoneda><CodigoMoneda>USD</CodigoMoneda><TipoCambio>506.45000</TipoCambio></CodigoTipoMoneda>',
      esperado: { moneda: 'USD', tipoCambio: '506.45000' },
      avisos: [],
    },
    {
      moneda:
        '<CodigoTipoMoneda><CodigoMoneda>usd</CodigoMoneda><TipoCambio>0</TipoCambio></CodigoTipoMoneda>',
      esperado: { moneda: 'USD', tipoCambio: '' },
      avisos: [{ tipo: 'sinTipoCambio' }],
    },
    {
      moneda: '<CodigoTipoMoneda><CodigoMoneda>EUR</CodigoMoneda></CodigoTipoMoneda>',
      esperado: { moneda: 'EUR', tipoCambio: '' },
      avisos: [{ tipo: 'sinTipoCambio' }],
    },
  ])('currency $esperado.moneda, rate "$esperado.tipoCambio"', ({ moneda, esperado, avisos }) => {
    const d = leer(factura({ lineas: [`<SubTotal>1</SubTotal>${iva('08', '13', '0.13')}`], moneda }));
    expect(d).toMatchObject(esperado);
    expect(d.avisos).toEqual(avisos);
  });

  it.each([
    { xml: 'no es xml <', motivo: 'noEsXml' },
    { xml: '<MensajeReceptor><Clave>1</Clave></MensajeReceptor>', motivo: 'noEsComprobante' },
    {
      xml: '<FacturaElectronica><NumeroConsecutivo>1</NumeroConsecutivo></FacturaElectronica>',
      motivo: 'sinClave',
    },
  ])('refuses $motivo', ({ xml, motivo }) => {
    expect(leerDocumentoIva(xml)).toEqual({ ok: false, motivo });
  });
});
