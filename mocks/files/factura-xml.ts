import { XMLBuilder } from 'fast-xml-parser';
import type { Db } from '../db';
import type { DetalleRecord, FacturaRecord } from '../db/types';
import { lugar } from '../lib/territorial';

/**
 * 'factura {id}.xml' (B7, issue 10): a Hacienda v4.4 FacturaElectronica built with fast-xml-parser's
 * XMLBuilder from the stored invoice — its clave and consecutivo, the account as Emisor with its
 * territorial codes, the client as Receptor, one LineaDetalle per line with its CABYS code, unit, VAT
 * (Codigo 01, CodigoTarifaIVA, Tarifa, Monto; an exonerated client's Zona Franca exoneration) and the
 * ResumenFactura. The demo has no signing key, so `ds:Signature` is left out (decision F18): the
 * document validates against the official XSD except for that one required element.
 */
export const NAMESPACE_FE = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica';
const NAMESPACE_DS = 'http://www.w3.org/2000/09/xmldsig#';

/** Money as DecimalDineroType (18,5); Cantidad (16,3); Tarifa (4,2). */
const dinero = (n: number) => n.toFixed(5);
const cantidad = (n: number) => n.toFixed(3);
const tarifa = (n: number) => n.toFixed(2);
const digitos = (s: string) => s.replace(/\D/g, '');

/** Client `esJuridico` → Identificacion/Tipo; a foreign client is 05 (Extranjero No Domiciliado). */
function tipoIdentificacion(esJuridico: number, internacional: boolean): string {
  if (internacional) return '05';
  return ({ 0: '01', 1: '02', 3: '03', 4: '04' } as Record<number, string>)[esJuridico] ?? '01';
}

const MONEDAS: Record<string, string> = { '¢': 'CRC', $: 'USD', '€': 'EUR' };

/** The VAT code of a line: its own tariff when it matches the percent applied (F2), else the code of that percent. */
function codigoTarifa(db: Db, d: DetalleRecord): string {
  const propia = db.tarifasIva.get(d.tarifaIvaId);
  if (propia && propia.porcentaje === d.impuestos) return propia.codigo;
  return d.impuestos === 13 ? '08' : '01';
}

/** Costa Rican local date-time with its offset (Costa Rica keeps UTC-6 all year). */
const fechaEmision = (iso: string) => `${iso.slice(0, 19)}-06:00`;

export function facturaXmlObjeto(db: Db, f: FacturaRecord) {
  const empresa = db.empresas.get(f.empresaId)!;
  const cliente = db.clientes.get(f.clienteId)!;
  const moneda = db.tiposCambio.get(f.tipoCambioId)!;
  const actividad = db.tiposActividad.get(f.tipoActividadEconomicaId);
  const { provincia, canton, distrito } = lugar(empresa.provincia, empresa.canton, empresa.distrito);
  const exonerado = !!cliente.esExonerado;
  const internacional = !!cliente.esInternacional;
  const anio = f.fechaFacturacion.slice(0, 4);

  const lineas = f.detalles.map((d, i) => {
    const mismaMoneda = d.tipoCambioId === f.tipoCambioId;
    const precio = mismaMoneda ? d.monto : d.montoColones / (d.cantidad || 1);
    const exonera = exonerado && d.impuestosMonto > 0;
    const neto = exonera ? 0 : d.impuestosMonto;
    return {
      NumeroLinea: String(i + 1),
      CodigoCABYS: db.serviciosCabys.get(d.servicioCabysId)?.codigoCabys ?? '',
      Cantidad: cantidad(d.cantidad),
      UnidadMedida: db.medidas.get(d.medidaId)?.simbolo ?? 'Sp',
      Detalle: d.detalle,
      PrecioUnitario: dinero(precio),
      MontoTotal: dinero(d.montoColones),
      SubTotal: dinero(d.montoColones),
      BaseImponible: dinero(d.montoColones),
      Impuesto: {
        Codigo: '01',
        CodigoTarifaIVA: codigoTarifa(db, d),
        Tarifa: tarifa(d.impuestos),
        Monto: dinero(d.impuestosMonto),
        ...(exonera
          ? {
              Exoneracion: {
                TipoDocumentoEX1: '08',
                NumeroDocumento: `ZF-${digitos(cliente.cedulaJuridica)}-${anio}`,
                Articulo: '20',
                NombreInstitucion: '99',
                NombreInstitucionOtros: 'Promotora del Comercio Exterior de Costa Rica (PROCOMER)',
                FechaEmisionEX: `${anio}-01-02T08:00:00-06:00`,
                TarifaExonerada: tarifa(d.impuestos),
                MontoExoneracion: dinero(d.impuestosMonto),
              },
            }
          : {}),
      },
      ImpuestoAsumidoEmisorFabrica: dinero(0),
      ImpuestoNeto: dinero(neto),
      MontoTotalLinea: dinero(d.montoColones + neto),
    };
  });

  const suma = (pred: (d: DetalleRecord) => boolean) =>
    f.detalles.filter(pred).reduce((a, d) => a + Math.round(d.montoColones * 100), 0) / 100;
  const gravados = suma((d) => d.impuestos > 0 && !exonerado);
  const exentos = suma((d) => d.impuestos === 0);
  const exonerados = suma((d) => d.impuestos > 0 && exonerado);
  const desglose = new Map<string, number>();
  for (const d of f.detalles) {
    if (d.impuestosMonto <= 0) continue;
    const codigo = codigoTarifa(db, d);
    desglose.set(codigo, (desglose.get(codigo) ?? 0) + Math.round(d.impuestosMonto * 100));
  }

  const telefonoEmisor = digitos(empresa.telefono);
  const telefonoReceptor = digitos(cliente.telefono);
  return {
    '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' },
    FacturaElectronica: {
      '@_xmlns': NAMESPACE_FE,
      '@_xmlns:ds': NAMESPACE_DS,
      Clave: f.clave,
      ProveedorSistemas: digitos(empresa.cedula),
      CodigoActividadEmisor: actividad?.codigo ?? '',
      ...(/^\d{6}$/.test(f.codigoActividad) ? { CodigoActividadReceptor: f.codigoActividad } : {}),
      NumeroConsecutivo: f.consecutivo,
      FechaEmision: fechaEmision(f.fechaFacturacion),
      Emisor: {
        Nombre: empresa.nombre.slice(0, 100),
        Identificacion: { Tipo: empresa.tipo, Numero: digitos(empresa.cedula) },
        Ubicacion: {
          Provincia: provincia?.codigo ?? empresa.provincia,
          Canton: canton?.codigo ?? empresa.canton,
          Distrito: distrito?.codigo ?? empresa.distrito,
          OtrasSenas: empresa.direccion.slice(0, 250),
        },
        ...(telefonoEmisor.length >= 8
          ? { Telefono: { CodigoPais: '506', NumTelefono: telefonoEmisor } }
          : {}),
        CorreoElectronico: empresa.correo1,
      },
      Receptor: {
        Nombre: cliente.nombre.slice(0, 100),
        Identificacion: {
          Tipo: tipoIdentificacion(cliente.esJuridico, internacional),
          Numero: internacional ? cliente.cedulaJuridica.slice(0, 20) : digitos(cliente.cedulaJuridica),
        },
        ...(internacional && cliente.direccion.trim().length >= 5
          ? { OtrasSenasExtranjero: cliente.direccion.slice(0, 300) }
          : {}),
        ...(!internacional && telefonoReceptor.length >= 8
          ? { Telefono: { CodigoPais: '506', NumTelefono: telefonoReceptor } }
          : {}),
        ...(cliente.correo ? { CorreoElectronico: cliente.correo.slice(0, 160) } : {}),
      },
      CondicionVenta: f.credito ? '02' : '01',
      ...(f.credito ? { PlazoCredito: String(f.diasCredito) } : {}),
      DetalleServicio: { LineaDetalle: lineas },
      ResumenFactura: {
        CodigoTipoMoneda: {
          CodigoMoneda: MONEDAS[moneda.simbol] ?? 'CRC',
          TipoCambio: dinero(moneda.venta),
        },
        TotalServGravados: dinero(gravados),
        TotalServExentos: dinero(exentos),
        TotalServExonerado: dinero(exonerados),
        TotalGravado: dinero(gravados),
        TotalExento: dinero(exentos),
        TotalExonerado: dinero(exonerados),
        TotalVenta: dinero(f.subtotal),
        TotalDescuentos: dinero(0),
        TotalVentaNeta: dinero(f.subtotal),
        ...(desglose.size
          ? {
              TotalDesgloseImpuesto: [...desglose].map(([codigo, centimos]) => ({
                Codigo: '01',
                CodigoTarifaIVA: codigo,
                TotalMontoImpuesto: dinero(centimos / 100),
              })),
            }
          : {}),
        TotalImpuesto: dinero(f.impuestoVentas),
        ...(f.credito ? {} : { MedioPago: { TipoMedioPago: '04', TotalMedioPago: dinero(f.total) } }),
        TotalComprobante: dinero(f.total),
      },
    },
  };
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
});

/** The document as UTF-8 text. */
export function facturaXml(db: Db, f: FacturaRecord): string {
  return builder.build(facturaXmlObjeto(db, f)) as string;
}
