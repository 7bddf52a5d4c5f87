import { toIsoDate } from '@/lib/dates';
import { revisarExoneracion, type Exoneracion } from '@/lib/exoneracion';
import { LIMITES, tipoDeCliente, type TipoIdentificacion } from '@/lib/identificacion';
import { fromExacto, productToExacto, textoHacienda, toExacto } from '@/lib/money';
import * as es from '@/messages/es-revision-hacienda';
import type { Catalogos, FacturaForm } from '../form-model';
import type { Factura } from '../contract';
import { impuestosLinea, porcentajeLinea, tarifaExoneradaLinea } from '../calculo-factura';
import { esCodigoActividad } from '@/features/registro-hacienda/rules';
import { UNIDADES_MEDIDA } from './unidades-medida';

/*
 * The check before sending to Hacienda (F40): every reason Hacienda's v4.4 validation would reject the
 * invoice for, found here first. Each rule cites its place in 'Anexos y Estructuras v4.4'
 * (../shared/fixtures/hacienda/anexos-y-estructuras-v4.4.txt; the page is the document's own). Pure:
 * the invoice form, the list's Enviar and the batch send all ask it.
 */

const t = es.revisionHacienda;

/** One problem: the form field it is about (to focus it), the sentence, and the rule's source. */
export type ProblemaHacienda = { campo: string; mensaje: string; fuente: string };

/** The invoice as the check reads it, from the form or from a stored invoice. */
export type FacturaRevisable = {
  receptor: {
    nombre: string;
    /** Null for a new client typed in the invoice: its type follows from the number's length. */
    tipo: TipoIdentificacion | null;
    extranjero: boolean;
    numero: string;
    correo: string;
    exonerado: boolean;
    /** The client's exoneration document (v4.4 Exoneracion); null when it has none or none was sent. */
    exoneracion: Exoneracion | null;
  };
  /** The emission date (YYYY-MM-DD): the exoneration document cannot be later. */
  fecha: string;
  codigoActividad: string;
  /**
   * The issuer: the account's identification ('' when it could not be read) and the invoice's activity
   * code (CodigoActividadEmisor). Read by the registry's check (revision-registro.ts) only.
   */
  emisor?: { identificacion: string; actividad: string };
  moneda: { nombre: string; simbol: string; venta: number } | null;
  lineas: ReadonlyArray<{
    detalle: string;
    cantidad: number | string;
    unidad: string;
    cabys: string;
    /** The line's VAT rate in percent, for the registry's CABYS check. */
    impuesto?: number;
  }>;
  /** A stored invoice's amounts, as saved, with what its formulas give (absent in the form: computed live). */
  montos?: ReadonlyArray<MontoGuardado>;
};

/** One saved amount and its formula's value, at 5 decimals. */
export type MontoGuardado = { campo: string; nombre: string; guardado: number; formula: number };

export type OpcionesRevision = {
  /** Whether a 13-digit code is in Hacienda's CABYS catalogue; without it only the format is checked. */
  enCatalogoCabys?: (codigo: string) => boolean;
};

/** Anexos p. 22 and 24, CorreoElectronico: the pattern Hacienda validates an address with. */
const CORREO =
  /^\s*(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@(([^<>()[\]\\.,;:\s@"]+\.)+[^<>()[\]\\.,;:\s@"]{0,})\s*$/;
/** Anexos p. 28, Cantidad: Decimal 16,3 — up to 13 whole digits and 3 decimals. */
const CANTIDAD = /^\d{1,13}(\.\d{1,3})?$/;

const esColones = (m: { nombre: string; simbol: string }) =>
  m.simbol.trim() === '¢' || m.simbol.trim() === '₡' || /col[oó]n/i.test(m.nombre);

const longitudes = (tipo: TipoIdentificacion) => {
  const { min, max } = LIMITES[tipo];
  return min === max ? String(min) : `${min} o ${max}`;
};

/** Anexos p. 23–24, Receptor > Identificacion > Numero (and Nota 4 for the types). */
function identificacion(r: FacturaRevisable['receptor']): string | null {
  const numero = r.numero.trim();
  if (!numero) return t.identificacionFalta;
  if (r.extranjero) return /^[A-Za-z0-9]{1,20}$/.test(numero) ? null : t.identificacionExtranjero;
  const tipo = r.tipo ?? (numero.length === 9 ? 'FISICA' : numero.length >= 11 ? 'DIMEX' : 'JURIDICA');
  if (!/^[1-9]\d*$/.test(numero)) return t.identificacionFormato(t.tipos[tipo]);
  const { min, max } = LIMITES[tipo];
  if (numero.length < min || numero.length > max) {
    return t.identificacionLongitud(t.tipos[tipo], longitudes(tipo), numero.length);
  }
  return null;
}

/** Every problem Hacienda would reject the invoice for, in the form's order; [] when none. */
export function revisarFactura(f: FacturaRevisable, opciones: OpcionesRevision = {}): ProblemaHacienda[] {
  const problemas: ProblemaHacienda[] = [];
  const add = (campo: string, mensaje: string, fuente: string) => problemas.push({ campo, mensaje, fuente });
  const r = f.receptor;

  const nombre = r.nombre.trim();
  if (nombre.length < 3 || nombre.length > 100)
    add('nombre', t.nombreReceptor, 'Anexos p. 23, Receptor > Nombre');
  const id = identificacion(r);
  if (id) add('cedulaJuridica', id, 'Anexos p. 24, Receptor > Identificacion > Numero; Nota 4');
  const correo = r.correo.trim();
  if (!correo) add('correoCliente', t.correoFalta, 'Anexos p. 24, Receptor > CorreoElectronico');
  else if (!CORREO.test(correo))
    add('correoCliente', t.correo(correo), 'Anexos p. 24, Receptor > CorreoElectronico');
  const actividad = f.codigoActividad.trim();
  if (!actividad) add('codigoActividad', t.actividad, 'Anexos p. 19, CodigoActividadReceptor');
  else if (!esCodigoActividad(actividad))
    add('codigoActividad', t.actividadFormato(actividad), 'Anexos p. 19, CodigoActividadReceptor (String 6)');
  if (r.exonerado && !r.exoneracion)
    add('exoneracion', t.exoneracionFalta, 'Anexos p. 44–45, Exoneracion; Nota 10.1');
  else if (r.exonerado && r.exoneracion)
    for (const p of revisarExoneracion(r.exoneracion, f.fecha)) add('exoneracion', p.mensaje, p.fuente);

  if (!f.moneda) add('tipoCambioId', t.moneda, 'Anexos p. 50, CodigoTipoMoneda; Nota 13');
  else if (esColones(f.moneda) && f.moneda.venta !== 1)
    add('tipoCambioId', t.tipoCambioColones(String(f.moneda.venta)), 'Anexos p. 50, TipoCambio');
  else if (!esColones(f.moneda) && !(f.moneda.venta > 0))
    add('tipoCambioId', t.tipoCambioPositivo(f.moneda.nombre), 'Anexos p. 50, TipoCambio');

  if (f.lineas.length === 0)
    add('detalles', t.sinLineas, 'Anexos p. 27, DetalleServicio > LineaDetalle {1,1000}');
  f.lineas.forEach((l, i) => {
    const n = i + 1;
    const campo = (c: string) => `detalles.${i}.${c}`;
    const cabys = l.cabys.trim();
    if (!cabys) add(campo('servicioId'), t.cabysFalta(n), 'Anexos p. 27, CodigoCABYS; Nota 17');
    else if (!/^\d{13}$/.test(cabys))
      add(campo('servicioId'), t.cabysFormato(n, cabys), 'Anexos p. 27, CodigoCABYS (String 13); Nota 17');
    else if (opciones.enCatalogoCabys && !opciones.enCatalogoCabys(cabys))
      add(
        campo('servicioId'),
        t.cabysCatalogo(n, cabys),
        'Anexos p. 27, CodigoCABYS; Nota 17 (catálogo CABYS)',
      );
    const detalle = l.detalle.trim();
    if (detalle.length < 3 || detalle.length > 200)
      add(campo('detalle'), t.detalle(n), 'Anexos p. 28, Detalle');
    const cantidad = String(l.cantidad).trim().replace(/,/g, '');
    if (!CANTIDAD.test(cantidad) || Number(cantidad) <= 0)
      add(campo('cantidad'), t.cantidad(n), 'Anexos p. 28, Cantidad (Decimal 16,3)');
    if (!UNIDADES_MEDIDA.has(l.unidad))
      add(campo('medidaId'), t.unidad(n, l.unidad), 'Anexos p. 28, UnidadMedida; Nota 15');
  });
  for (const m of f.montos ?? [])
    if (toExacto(m.guardado) !== toExacto(m.formula))
      add(
        m.campo,
        t.montoDistinto(m.nombre, String(m.guardado), textoHacienda(toExacto(m.formula))),
        'Anexos p. 15 (redondeo a 5 decimales) y p. 35–55 (fórmula de cada monto)',
      );
  return problemas;
}

/** The invoice form's invoice, as the check reads it; `identificacionEmisor` is the account's. */
export function revisableDesdeForm(
  form: FacturaForm,
  cat: Catalogos,
  identificacionEmisor = '',
): FacturaRevisable {
  const nuevo = form.esClienteNuevo === 1;
  const cliente = nuevo ? null : (cat.clientes.get(form.clienteId) ?? null);
  const moneda = cat.monedas.get(form.tipoCambioId) ?? null;
  return {
    receptor: nuevo
      ? {
          nombre: form.nombre,
          tipo: null,
          extranjero: false,
          numero: form.cedulaJuridica,
          correo: form.correoCliente,
          exonerado: false,
          exoneracion: null,
        }
      : {
          nombre: cliente?.nombre ?? '',
          tipo: tipoDeCliente(cliente?.esJuridico ?? 0),
          extranjero: cliente?.esInternacional === 1,
          numero: cliente?.cedulaJuridica ?? '',
          correo: cliente?.correo ?? '',
          exonerado: cliente?.esExonerado === 1,
          exoneracion: cliente?.exoneracion ?? null,
        },
    fecha: toIsoDate(form.fechaFacturacion) ?? toIsoDate(new Date()) ?? '',
    codigoActividad: form.codigoActividad,
    emisor: {
      identificacion: identificacionEmisor,
      actividad: cat.tiposActividad.get(form.tipoActividadId)?.codigo ?? '',
    },
    moneda: moneda && { nombre: moneda.nombre, simbol: moneda.simbol, venta: moneda.venta },
    lineas: form.detalles.map((l) => {
      const servicio = cat.servicios.get(l.servicioId);
      return {
        detalle: l.detalle,
        cantidad: l.cantidad,
        unidad: cat.medidas.get(l.medidaId)?.simbolo ?? '',
        cabys: servicio?.codigoCabys ?? '',
        impuesto: servicio ? porcentajeLinea({ servicio }) : undefined,
      };
    }),
  };
}

/** A stored invoice (`GET /api/factura/data`), as the check reads it before 'Enviar'. */
export function revisableDesdeFactura(f: Factura, identificacionEmisor = ''): FacturaRevisable {
  const nuevo = f.esClienteNuevo === 1 || !f.cliente?.id;
  const c = f.cliente;
  return {
    receptor: {
      nombre: c?.nombre ?? '',
      tipo: nuevo ? null : tipoDeCliente(c?.esJuridico ?? 0),
      extranjero: !nuevo && c?.esInternacional === 1,
      numero: nuevo ? f.cedulaJuridica : (c?.cedulaJuridica ?? ''),
      correo: nuevo ? f.correoCliente : (c?.correo ?? ''),
      exonerado: !nuevo && c?.esExonerado === 1,
      exoneracion: (!nuevo && c?.exoneracion) || null,
    },
    fecha: String(f.fechaFacturacion ?? '').slice(0, 10),
    codigoActividad: f.codigoActividad,
    emisor: { identificacion: identificacionEmisor, actividad: f.tipoActividadEconomica?.codigo ?? '' },
    moneda: f.tipoCambio && {
      nombre: f.tipoCambio.nombre,
      simbol: f.tipoCambio.simbol,
      venta: f.tipoCambio.venta,
    },
    lineas: f.detallesDTO.map((d) => ({
      detalle: d.detalle,
      cantidad: d.cantidad,
      unidad: d.medida?.simbolo ?? '',
      cabys: d.servicio?.codigoCabys ?? '',
      impuesto: d.impuestos,
    })),
    montos: montosGuardados(f),
  };
}

/**
 * Each saved line amount and total next to its v4.4 formula, from the document's own values, as
 * Hacienda checks them: a line's MontoTotal = cantidad × monto when the line is in the invoice's
 * currency (a converted line's depends on the rates of the day it was saved), then its tax, net and
 * total from that saved MontoTotal, and the invoice's totals from the saved lines. An invoice saved by
 * a backend that rounds to céntimos shows where it departs (13 % of 176.50 saved as 22.95 where
 * Hacienda computes 22.94500).
 */
function montosGuardados(f: Factura): MontoGuardado[] {
  const c = f.cliente;
  const ctx = {
    esExonerado: f.esClienteNuevo !== 1 && c?.esExonerado === 1,
    tarifaExonerada: c?.exoneracion?.tarifaExonerada ?? null,
  };
  const n = t.montos;
  const out: MontoGuardado[] = [];
  let subtotal = 0;
  let impuestoVentas = 0;
  f.detallesDTO.forEach((d, i) => {
    const campo = `detalles.${i}.monto`;
    const base = toExacto(d.montoColones);
    const mismaMoneda = !d.tipoCambio || !f.tipoCambio || d.tipoCambio.id === f.tipoCambio.id;
    if (mismaMoneda) {
      const formula = productToExacto([d.cantidad, d.monto]);
      out.push({ campo, nombre: n.subTotal(i + 1), guardado: d.montoColones, formula: fromExacto(formula) });
    }
    const l = impuestosLinea(base, d.impuestos, tarifaExoneradaLinea(d.impuestos, ctx));
    out.push(
      { campo, nombre: n.iva(i + 1), guardado: d.impuestosMonto, formula: fromExacto(l.impuestosMonto) },
      { campo, nombre: n.totalLinea(i + 1), guardado: d.montoNeto, formula: fromExacto(l.montoNeto) },
    );
    subtotal += base;
    impuestoVentas += l.impuestoNeto;
  });
  return [
    ...out,
    { campo: 'resumen', nombre: n.subtotal, guardado: f.subtotal, formula: fromExacto(subtotal) },
    { campo: 'resumen', nombre: n.impuesto, guardado: f.impuestoVentas, formula: fromExacto(impuestoVentas) },
    { campo: 'resumen', nombre: n.total, guardado: f.total, formula: fromExacto(subtotal + impuestoVentas) },
  ];
}
