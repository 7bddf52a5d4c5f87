import { XMLBuilder } from 'fast-xml-parser';
import { impuestosLinea, tarifaExoneradaLinea } from '@/features/facturas/calculo-factura';
import type { Exoneracion } from '@/lib/exoneracion';
import { productToExacto, textoHacienda, toExacto } from '@/lib/money';
import type { Db } from '../db';
import type { ClienteRow, DetalleRecord, FacturaRecord } from '../db/types';
import { lugar } from '../lib/territorial';

/**
 * The Hacienda v4.4 documents the demo emits (real files), built with fast-xml-parser's
 * XMLBuilder in each schema's element order: the invoice's FacturaElectronica ('factura {id}.xml') and
 * the NotaCreditoElectronica of its credit note. Every calculated field is its v4.4 formula at 5
 * decimals, half up (Anexos y Estructuras v4.4 p. 15), as the one tax module saved them
 * (`calcularTotales`, `impuestosLinea`): PrecioUnitario, MontoTotal = Cantidad × PrecioUnitario, the tax,
 * MontoExoneracion, ImpuestoNeto, MontoTotalLinea and every total of the ResumenFactura (p. 50–55). The demo has no signing key, so
 * `ds:Signature` is left out (decision F18).
 */
export const NAMESPACE_FE = 'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/facturaElectronica';
export const NAMESPACE_NC =
  'https://cdn.comprobanteselectronicos.go.cr/xml-schemas/v4.4/notaCreditoElectronica';
const NAMESPACE_DS = 'http://www.w3.org/2000/09/xmldsig#';

/** Amounts from units of 10⁻⁵; Cantidad (16,3); Tarifa (4,2). */
const dinero = textoHacienda;
const cantidad = (n: number) => n.toFixed(3);
const tarifa = (n: number) => n.toFixed(2);
const digitos = (s: string) => s.replace(/\D/g, '');

/** Client `esJuridico` → Identificacion/Tipo; a foreign client is 05 (Extranjero No Domiciliado). */
function tipoIdentificacion(esJuridico: number, internacional: boolean): string {
  if (internacional) return '05';
  return ({ 0: '01', 1: '02', 3: '03', 4: '04' } as Record<number, string>)[esJuridico] ?? '01';
}

const MONEDAS: Record<string, string> = { '¢': 'CRC', $: 'USD', '€': 'EUR' };

/** Nota 8.1: the codes of a 0 % line that is 'no sujeto' (p. 51, TotalServNoSujeto); any other is exento. */
const NO_SUJETO = new Set(['01', '11']);

/**
 * The line's CodigoTarifaIVA (Nota 8.1): its own tariff when it matches the percent applied (F2);
 * otherwise 08 for 13 % and 10 (Tarifa Exenta) for 0 %. Code 05 (Transitorio 0 %) is for notes only.
 */
function codigoTarifa(db: Db, d: DetalleRecord, impuestos: number): string {
  const propia = db.tarifasIva.get(d.tarifaIvaId);
  if (propia && propia.porcentaje === impuestos && propia.codigo !== '05') return propia.codigo;
  return impuestos === 13 ? '08' : '10';
}

/** Costa Rican local date-time with its offset (Costa Rica keeps UTC-6 all year). */
export const fechaHacienda = (iso: string) => `${iso.slice(0, 19)}-06:00`;

/** CABYS codes starting 0–4 are goods, 5–9 services (p. 51–52). */
export const esServicio = (cabys: string) => /^[5-9]/.test(cabys);

function exoneracionXml(e: Exoneracion, tarifaExonerada: number, montoExoneracion: number) {
  return {
    TipoDocumentoEX1: e.tipoDocumento,
    ...(e.tipoDocumento === '99' ? { TipoDocumentoOTRO: e.tipoDocumentoOtro } : {}),
    NumeroDocumento: e.numeroDocumento,
    ...(e.articulo != null ? { Articulo: String(e.articulo) } : {}),
    ...(e.inciso != null ? { Inciso: String(e.inciso) } : {}),
    NombreInstitucion: e.nombreInstitucion,
    ...(e.nombreInstitucion === '99' ? { NombreInstitucionOtros: e.nombreInstitucionOtros } : {}),
    FechaEmisionEX: fechaHacienda(e.fechaEmision ?? ''),
    TarifaExonerada: tarifa(tarifaExonerada),
    MontoExoneracion: dinero(montoExoneracion),
  };
}

type Totales = Record<
  | 'ServGravados'
  | 'ServExentos'
  | 'ServExonerado'
  | 'ServNoSujeto'
  | 'MercanciasGravadas'
  | 'MercanciasExentas'
  | 'MercExonerada'
  | 'MercNoSujeta',
  number
>;

/**
 * The invoice's lines and ResumenFactura as Hacienda reads them, from the saved amounts (a converted
 * line keeps the rates of the day it was saved): each line's saved PrecioUnitario and MontoTotal, its
 * tax, exoneration and total from that MontoTotal (`impuestosLinea`). A taxed line's MontoTotal splits into
 * its exonerated part, MontoTotal × TarifaExonerada / Tarifa rounded to 5 decimals (p. 51:
 * 'porcentaje de exoneración' × 'monto de la venta'), and its taxed part, the rest — so TotalVenta is
 * exactly Σ MontoTotal.
 */
function cuerpo(db: Db, f: FacturaRecord, cliente: ClienteRow) {
  const exonerado = !!cliente.esExonerado;
  const documento = exonerado ? cliente.exoneracion : null;
  const ctx = { esExonerado: exonerado, tarifaExonerada: documento?.tarifaExonerada ?? null };
  let impuesto = 0;
  const t: Totales = {
    ServGravados: 0,
    ServExentos: 0,
    ServExonerado: 0,
    ServNoSujeto: 0,
    MercanciasGravadas: 0,
    MercanciasExentas: 0,
    MercExonerada: 0,
    MercNoSujeta: 0,
  };
  const desglose = new Map<string, number>();
  const lineas = f.detalles.map((d, i) => {
    const tarifaExonerada = tarifaExoneradaLinea(d.impuestos, ctx);
    const montoColones = toExacto(d.montoColones);
    const precioUnitario = toExacto(
      d.precioUnitario ?? (d.tipoCambioId === f.tipoCambioId ? d.monto : d.montoColones / (d.cantidad || 1)),
    );
    const e = { precioUnitario, montoColones, ...impuestosLinea(montoColones, d.impuestos, tarifaExonerada) };
    impuesto += e.impuestoNeto;
    const cabys = db.serviciosCabys.get(d.servicioCabysId)?.codigoCabys ?? '';
    const codigo = codigoTarifa(db, d, d.impuestos);
    const servicio = esServicio(cabys);
    if (d.impuestos > 0) {
      const parteExonerada = productToExacto([d.montoColones, tarifaExonerada], [d.impuestos]);
      t[servicio ? 'ServExonerado' : 'MercExonerada'] += parteExonerada;
      t[servicio ? 'ServGravados' : 'MercanciasGravadas'] += e.montoColones - parteExonerada;
      desglose.set(codigo, (desglose.get(codigo) ?? 0) + e.impuestoNeto);
    } else if (NO_SUJETO.has(codigo)) t[servicio ? 'ServNoSujeto' : 'MercNoSujeta'] += e.montoColones;
    else t[servicio ? 'ServExentos' : 'MercanciasExentas'] += e.montoColones;
    return {
      NumeroLinea: String(i + 1),
      CodigoCABYS: cabys,
      Cantidad: cantidad(d.cantidad),
      UnidadMedida: db.medidas.get(d.medidaId)?.simbolo ?? 'Sp',
      Detalle: d.detalle,
      PrecioUnitario: dinero(e.precioUnitario),
      MontoTotal: dinero(e.montoColones),
      SubTotal: dinero(e.montoColones),
      BaseImponible: dinero(e.montoColones),
      Impuesto: {
        Codigo: '01',
        CodigoTarifaIVA: codigo,
        Tarifa: tarifa(d.impuestos),
        Monto: dinero(e.impuestosMonto),
        ...(documento && e.montoExoneracion > 0
          ? { Exoneracion: exoneracionXml(documento, tarifaExonerada, e.montoExoneracion) }
          : {}),
      },
      ImpuestoAsumidoEmisorFabrica: dinero(0),
      ImpuestoNeto: dinero(e.impuestoNeto),
      MontoTotalLinea: dinero(e.montoNeto),
    };
  });

  const gravado = t.ServGravados + t.MercanciasGravadas;
  const exento = t.ServExentos + t.MercanciasExentas;
  const exoneradoTotal = t.ServExonerado + t.MercExonerada;
  const noSujeto = t.ServNoSujeto + t.MercNoSujeta;
  const venta = gravado + exento + exoneradoTotal + noSujeto;
  const comprobante = venta + impuesto;
  const moneda = db.tiposCambio.get(f.tipoCambioId)!;
  const resumen = {
    CodigoTipoMoneda: {
      CodigoMoneda: MONEDAS[moneda.simbol] ?? 'CRC',
      TipoCambio: dinero(productToExacto([moneda.venta])),
    },
    TotalServGravados: dinero(t.ServGravados),
    TotalServExentos: dinero(t.ServExentos),
    TotalServExonerado: dinero(t.ServExonerado),
    TotalServNoSujeto: dinero(t.ServNoSujeto),
    TotalMercanciasGravadas: dinero(t.MercanciasGravadas),
    TotalMercanciasExentas: dinero(t.MercanciasExentas),
    TotalMercExonerada: dinero(t.MercExonerada),
    TotalMercNoSujeta: dinero(t.MercNoSujeta),
    TotalGravado: dinero(gravado),
    TotalExento: dinero(exento),
    TotalExonerado: dinero(exoneradoTotal),
    TotalNoSujeto: dinero(noSujeto),
    TotalVenta: dinero(venta),
    TotalDescuentos: dinero(0),
    TotalVentaNeta: dinero(venta),
    ...(desglose.size
      ? {
          TotalDesgloseImpuesto: [...desglose].map(([codigo, monto]) => ({
            Codigo: '01',
            CodigoTarifaIVA: codigo,
            TotalMontoImpuesto: dinero(monto),
          })),
        }
      : {}),
    TotalImpuesto: dinero(impuesto),
    ...(f.credito ? {} : { MedioPago: { TipoMedioPago: '04', TotalMedioPago: dinero(comprobante) } }),
    TotalComprobante: dinero(comprobante),
  };
  return { lineas, resumen };
}

type Numeros = { clave: string; consecutivo: string; fecha: string };

/** The document's elements up to its ResumenFactura, in the schema's order (FE and NC share it). */
function documento(db: Db, f: FacturaRecord, n: Numeros) {
  const empresa = db.empresas.get(f.empresaId)!;
  const cliente = db.clientes.get(f.clienteId)!;
  const actividad = db.tiposActividad.get(f.tipoActividadEconomicaId);
  const { provincia, canton, distrito } = lugar(empresa.provincia, empresa.canton, empresa.distrito);
  const internacional = !!cliente.esInternacional;
  const telefonoEmisor = digitos(empresa.telefono);
  const telefonoReceptor = digitos(cliente.telefono);
  const { lineas, resumen } = cuerpo(db, f, cliente);
  return {
    Clave: n.clave,
    ProveedorSistemas: digitos(empresa.cedula),
    CodigoActividadEmisor: actividad?.codigo ?? '',
    ...(/^\d{6}$/.test(f.codigoActividad) ? { CodigoActividadReceptor: f.codigoActividad } : {}),
    NumeroConsecutivo: n.consecutivo,
    FechaEmision: fechaHacienda(n.fecha),
    Emisor: {
      Nombre: empresa.nombre.slice(0, 100),
      Identificacion: { Tipo: empresa.tipo, Numero: digitos(empresa.cedula) },
      Ubicacion: {
        Provincia: provincia?.codigo ?? empresa.provincia,
        Canton: canton?.codigo ?? empresa.canton,
        Distrito: distrito?.codigo ?? empresa.distrito,
        OtrasSenas: empresa.direccion.slice(0, 250),
      },
      ...(telefonoEmisor.length >= 8 ? { Telefono: { CodigoPais: '506', NumTelefono: telefonoEmisor } } : {}),
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
    ResumenFactura: resumen,
  };
}

const declaracion = { '?xml': { '@_version': '1.0', '@_encoding': 'utf-8' } };

export function facturaXmlObjeto(db: Db, f: FacturaRecord) {
  return {
    ...declaracion,
    FacturaElectronica: {
      '@_xmlns': NAMESPACE_FE,
      '@_xmlns:ds': NAMESPACE_DS,
      ...documento(db, f, { clave: f.clave, consecutivo: f.consecutivo, fecha: f.fechaFacturacion }),
    },
  };
}

/**
 * The credit note that annuls a sent invoice (decision F15): the invoice's own lines and totals under
 * the note's clave, consecutivo (type 03) and date, referring to the invoice (InformacionReferencia:
 * TipoDocIR 01 'Factura electrónica', its clave and date, Codigo 01 'Anula documento de referencia').
 */
export function notaCreditoXmlObjeto(db: Db, f: FacturaRecord) {
  const nc = f.notaCredito;
  if (!nc) throw new Error(`La factura ${f.id} no tiene nota de crédito`);
  return {
    ...declaracion,
    NotaCreditoElectronica: {
      '@_xmlns': NAMESPACE_NC,
      '@_xmlns:ds': NAMESPACE_DS,
      ...documento(db, f, nc),
      InformacionReferencia: {
        TipoDocIR: '01',
        Numero: f.clave,
        FechaEmisionIR: fechaHacienda(f.fechaFacturacion),
        Codigo: '01',
        Razon: `Anula la factura electrónica ${f.consecutivo}`,
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

/** A document object (elements in the XSD's order) as indented UTF-8 text: every demo document's writer. */
export const escribirXml = (documento: unknown): string => builder.build(documento) as string;

/** The invoice's document as UTF-8 text. */
export function facturaXml(db: Db, f: FacturaRecord): string {
  return escribirXml(facturaXmlObjeto(db, f));
}

/** The credit note's document as UTF-8 text. */
export function notaCreditoXml(db: Db, f: FacturaRecord): string {
  return escribirXml(notaCreditoXmlObjeto(db, f));
}
