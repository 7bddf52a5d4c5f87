import { addDays, isValid, startOfDay } from 'date-fns';
import * as z from 'zod/mini';
import { parseApiDate, toIsoDate } from '@/lib/dates';
import { toExacto, toNumber } from '@/lib/money';
import * as es from '@/messages/es-factura-form';
import { OBSERVACIONES_MAX, TELEFONO_MAX, idTemporal } from './rules';
import {
  calcularLinea,
  calcularTotales,
  llevaIva,
  type LineaCalculada,
  type LineaCalculo,
  type Totales,
} from './calculo-factura';
import {
  normalizarCantidad,
  validarLinea,
  type LineaValidable,
  type ProblemaLinea,
} from './validacion-factura';
import {
  ESTADOS_PAGO,
  type ClienteFactura,
  type Detalle,
  type DetalleBody,
  type Factura,
  type FacturaBody,
  type FacturaData,
  type Medida,
  type ReciboDeFactura,
  type ServicioCabys,
  type TarifaIva,
  type TipoActividadEconomica,
} from './contract';
import type { TipoCambio } from '@/lib/contract';

/*
 * The invoice form's model: what the form holds, its field-level rules, and the lookups that
 * turn the ids it holds back into the API's objects. Pure; the page and the payload builder share it.
 */

const v = es.facturaForm.v;

const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * A detail line as the grid edits it: the API's line (`Detalle`, contract.ts) with its relations as
 * ids and its amounts as typed; `lineaDeDetalle` and `detalleDeLinea` turn one into the other.
 */
const lineaSchema = z.object({
  /** The row's key: the server id, or a temporary id (below 10,000,000) for a new line. */
  key: z.number(),
  /** The server id; 0 for a line not saved yet. */
  id: z.number(),
  detalle: z.string(),
  /** 0 = none chosen. */
  servicioId: z.number(),
  cantidad: z.string(),
  monto: z.string(),
  /** The line's own currency. */
  tipoCambioId: z.number(),
  medidaId: z.number(),
  tarifaIvaId: z.number(),
});
export type LineaForm = z.infer<typeof lineaSchema>;

const baseSchema = z.object({
  esClienteNuevo: flag,
  /** An existing client; 0 = none chosen. */
  clienteId: z.number(),
  /** A new client's fields (F7). */
  nombre: z.string(),
  telefono: z.string(),
  cedulaJuridica: z.string(),
  contacto: z.string(),
  correoCliente: z.string(),
  direccion: z.string(),
  /** The client's Hacienda activity code (codigoActividadDgt); '' = none chosen. */
  codigoActividad: z.string(),
  tipoActividadId: z.number(),
  tipoCambioId: z.number(),
  credito: flag,
  /** Whole days of credit, as typed (only on credit). */
  diasCredito: z.string(),
  /** An incomplete or impossible typed date is an invalid Date; the message comes from the checks below. */
  fechaFacturacion: z.custom<Date | null>((x) => x === null || x instanceof Date),
  estadoPago: z.enum(ESTADOS_PAGO),
  /** The advance as typed (only on credit; otherwise it is the total). */
  montoAnticipado: z.string(),
  observaciones: z.string(),
  detalles: z.array(lineaSchema),
});

export type FacturaForm = z.infer<typeof baseSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const ENTERO = /^\d+$/;
/** A client's phone has 8 to 64 characters. */
const TELEFONO_MIN = 8;
/** Física 9 digits, jurídica and NITE 10, DIMEX 11 or 12; digits only, not starting with 0. */
const CEDULA = /^[1-9]\d{8,11}$/;

/**
 * The field-level rules (messages under the field as the user leaves it). The spec's save checks
 * (new client complete, activity code, lines) are `validarFactura`'s, run before these.
 */
export function facturaFormSchema(cat: Catalogos) {
  return baseSchema.check(
    z.superRefine((f, ctx) => {
      const issue = (path: keyof FacturaForm, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (f.esClienteNuevo) {
        for (const campo of ['nombre', 'telefono', 'cedulaJuridica', 'contacto', 'correoCliente'] as const) {
          if (!f[campo].trim()) issue(campo, es.common.requerido);
        }
        const telefono = f.telefono.trim();
        if (telefono && telefono.length < TELEFONO_MIN) issue('telefono', v.telefonoMin);
        if (telefono.length > TELEFONO_MAX) issue('telefono', v.telefonoMax);
        const cedula = f.cedulaJuridica.trim();
        if (cedula && !CEDULA.test(cedula)) issue('cedulaJuridica', v.cedula);
        if (f.correoCliente.trim() && !EMAIL.test(f.correoCliente.trim()))
          issue('correoCliente', v.correoInvalido);
      } else if (!f.clienteId) {
        issue('clienteId', v.clienteRequerido);
      }
      if (!f.tipoActividadId) issue('tipoActividadId', v.tipoActividadRequerido);
      if (!f.tipoCambioId) issue('tipoCambioId', v.monedaRequerida);
      if (f.fechaFacturacion === null) issue('fechaFacturacion', v.fechaFacturacion);
      else if (!isValid(f.fechaFacturacion)) issue('fechaFacturacion', v.fechaInvalida);
      if (f.credito) {
        const dias = f.diasCredito.trim();
        if (!ENTERO.test(dias)) issue('diasCredito', v.diasCredito);
        else if (Number(dias) < 1) issue('diasCredito', v.diasCreditoMin);
        const anticipo = f.montoAnticipado.trim().replace(/,/g, '');
        if (!DECIMAL.test(anticipo)) issue('montoAnticipado', v.montoAnticipado);
        else if (toExacto(anticipo) > totalesForm(f, cat).exactos.total)
          issue('montoAnticipado', v.anticipoMayor);
      }
      if (f.observaciones.length > OBSERVACIONES_MAX) issue('observaciones', v.observacionesMax);
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Lookups

/** Every object the form's ids can name: the data's lists plus those of the edited invoice. */
export type Catalogos = {
  clientes: Map<number, ClienteFactura>;
  monedas: Map<number, TipoCambio>;
  tiposActividad: Map<number, TipoActividadEconomica>;
  servicios: Map<number, ServicioCabys>;
  medidas: Map<number, Medida>;
  tarifaIvas: Map<number, TarifaIva>;
};

function mapa<T extends { id: number }>(items: readonly T[], extra: ReadonlyArray<T | null | undefined>) {
  const m = new Map<number, T>(items.map((i) => [i.id, i]));
  for (const e of extra) if (e && e.id && !m.has(e.id)) m.set(e.id, e);
  return m;
}

export function catalogos(data: FacturaData): Catalogos {
  const f = data.factura;
  const lineas = f?.detallesDTO ?? [];
  const cliente = f && f.cliente && f.cliente.id > 0 && !f.esClienteNuevo ? f.cliente : null;
  return {
    clientes: mapa(data.clientes, [cliente]),
    monedas: mapa(data.monedas, [f?.tipoCambio, ...lineas.map((l) => l.tipoCambio)]),
    tiposActividad: mapa(data.tipoActividadEconomicas, [f?.tipoActividadEconomica]),
    servicios: mapa(
      data.servicios,
      lineas.map((l) => l.servicio),
    ),
    medidas: mapa(
      data.medidas,
      lineas.map((l) => l.medida),
    ),
    tarifaIvas: mapa(
      data.tarifaIvas,
      lineas.map((l) => l.tarifaIva),
    ),
  };
}

/** Is the chosen client exonerated? A new client is not. */
export const esExonerado = (f: Pick<FacturaForm, 'esClienteNuevo' | 'clienteId'>, cat: Catalogos): boolean =>
  !f.esClienteNuevo && cat.clientes.get(f.clienteId)?.esExonerado === 1;

/** The points the chosen client's exoneration document waives; null without one (the whole tax). */
export const tarifaExonerada = (
  f: Pick<FacturaForm, 'esClienteNuevo' | 'clienteId'>,
  cat: Catalogos,
): number | null =>
  esExonerado(f, cat) ? (cat.clientes.get(f.clienteId)?.exoneracion?.tarifaExonerada ?? null) : null;

/** A line as the tax math reads it. */
export const lineaCalculo = (l: LineaForm, cat: Catalogos): LineaCalculo => ({
  cantidad: l.cantidad,
  monto: l.monto,
  tipoCambio: cat.monedas.get(l.tipoCambioId) ?? null,
  servicio: cat.servicios.get(l.servicioId) ?? null,
});

/** A line as `validarLinea` reads it. */
export const lineaValidable = (l: LineaForm): LineaValidable => ({
  detalle: l.detalle,
  servicio: l.servicioId ? { id: l.servicioId } : null,
  cantidad: l.cantidad,
  monto: l.monto,
});

const VALIDA: LineaValidable = { detalle: 'xxx', servicio: { id: 1 }, cantidad: 1, monto: 0 };

/** One field's own problem (the message under it as the user leaves it), whatever the others hold. */
export function problemaCampo(campo: ProblemaLinea['campo'], l: LineaForm): string | null {
  return validarLinea({ ...VALIDA, [campo]: lineaValidable(l)[campo] })?.mensaje ?? null;
}

const SEP = '\u0001';

/**
 * The lines' amounts of each catalogue's last totals, by what calcularLinea reads of a line (see
 * lineaCalculo) in an invoice context: only the last call's lines are kept.
 */
const calculadasAntes = new WeakMap<Catalogos, { contexto: string; lineas: Map<string, LineaCalculada> }>();

/** The invoice's totals from the form (F1–F3). */
export function totalesForm(
  f: Pick<
    FacturaForm,
    'esClienteNuevo' | 'clienteId' | 'tipoCambioId' | 'credito' | 'montoAnticipado' | 'detalles'
  >,
  cat: Catalogos,
): Totales {
  const ctx = {
    esExonerado: esExonerado(f, cat),
    tarifaExonerada: tarifaExonerada(f, cat),
    tipoCambioFactura: cat.monedas.get(f.tipoCambioId) ?? null,
    credito: f.credito,
    montoAnticipado: f.montoAnticipado,
  };
  // The same line in the same invoice context has the same amounts: a line's Listo computes that
  // line again, not the hundred (F44).
  const contexto = [ctx.esExonerado, ctx.tarifaExonerada, f.tipoCambioId].join(SEP);
  const antes = calculadasAntes.get(cat);
  const previas = antes?.contexto === contexto ? antes.lineas : null;
  const lineas = new Map<string, LineaCalculada>();
  const totales = calcularTotales(
    f.detalles.map((l) => lineaCalculo(l, cat)),
    ctx,
    (linea, i) => {
      const d = f.detalles[i]!;
      const clave = [d.cantidad, d.monto, d.tipoCambioId, d.servicioId].join(SEP);
      const c = lineas.get(clave) ?? previas?.get(clave) ?? calcularLinea(linea, ctx);
      lineas.set(clave, c);
      return c;
    },
  );
  calculadasAntes.set(cat, { contexto, lineas });
  return totales;
}

/** The due date: the emission date plus the days of credit; null when either is missing. */
export function fechaVencimiento(fecha: Date | null, diasCredito: string): Date | null {
  const dias = diasCredito.trim();
  if (!fecha || !isValid(fecha) || !ENTERO.test(dias)) return null;
  return addDays(fecha, Number(dias));
}

// ---------------------------------------------------------------------------------------------
// Defaults and loading

/** The medida a new line gets: 'Sp' (services) when offered, else the first. */
const medidaDefault = (cat: Catalogos) =>
  [...cat.medidas.values()].find((m) => m.simbolo.trim().toLowerCase() === 'sp')?.id ??
  [...cat.medidas.keys()][0] ??
  0;

/** The VAT tariff that matches the service: 13 % for NACIONALIZACION / DUA VENTA LOCAL ZONA FRANCA, else 0 %. */
export function tarifaIvaPara(servicioId: number, cat: Catalogos): number {
  const porcentaje = llevaIva(cat.servicios.get(servicioId)) ? 13 : 0;
  const tarifas = [...cat.tarifaIvas.values()];
  return (tarifas.find((t) => t.porcentaje === porcentaje) ?? tarifas[0])?.id ?? 0;
}

/** A new, empty line in the invoice's currency (the spec's default cantidad 1). */
export function nuevaLinea(existentes: ReadonlySet<number>, tipoCambioId: number, cat: Catalogos): LineaForm {
  let key = idTemporal();
  while (existentes.has(key) || key === 0) key = idTemporal();
  return {
    key,
    id: 0,
    detalle: '',
    servicioId: 0,
    cantidad: '1',
    monto: '',
    tipoCambioId,
    medidaId: medidaDefault(cat),
    tarifaIvaId: tarifaIvaPara(0, cat),
  };
}

const texto = (n: number) => (Number.isFinite(n) ? String(n) : '');

function lineaDeDetalle(d: Detalle, indice: number, tipoCambioFactura: number): LineaForm {
  return {
    // A stored line without an id still needs a key no new line can take (those are 0 or more).
    key: d.id || -(indice + 1),
    id: d.id,
    detalle: d.detalle,
    servicioId: d.servicio?.id ?? 0,
    cantidad: texto(d.cantidad),
    monto: texto(d.monto),
    tipoCambioId: d.tipoCambio?.id ?? tipoCambioFactura,
    medidaId: d.medida?.id ?? 0,
    tarifaIvaId: d.tarifaIva?.id ?? 0,
  };
}

/** Typed text as a number: ',' thousands dropped ('1,250.50' → 1250.5). */
const numero = (s: string) => toNumber(s.trim().replace(/,/g, ''));

/**
 * The API's line from the grid's (the other way from `lineaDeDetalle`): the typed amounts as numbers,
 * the relations as the objects the ids name (the line's currency defaults to the invoice's), and the
 * amounts `calcularLinea` computed for it (F1).
 */
export function detalleDeLinea(
  l: LineaForm,
  calc: LineaCalculada,
  cat: Catalogos,
  monedaFactura: TipoCambio | null,
): DetalleBody {
  return {
    id: l.id,
    detalle: l.detalle.trim(),
    cantidad: numero(String(normalizarCantidad(l.cantidad))),
    monto: numero(l.monto),
    montoColones: calc.montoColones,
    montoNeto: calc.montoNeto,
    impuestosMonto: calc.impuestosMonto,
    impuestos: calc.impuestos,
    tipoCambio: cat.monedas.get(l.tipoCambioId) ?? monedaFactura,
    tarifaIva: cat.tarifaIvas.get(l.tarifaIvaId) ?? null,
    medida: cat.medidas.get(l.medidaId) ?? null,
    servicio: cat.servicios.get(l.servicioId) ?? null,
  };
}

/** The form's starting values: the edited invoice, or the defaults of a new one. */
export function valoresIniciales(data: FacturaData, hoy: Date = new Date()): FacturaForm {
  const f = data.factura;
  const monedaDefault = data.monedas.find((m) => m.esDefault === 1)?.id ?? data.monedas[0]?.id ?? 0;
  const tipoCambioId = f?.tipoCambio?.id || monedaDefault;
  // A new invoice starts with the account's first (main) activity.
  const tipoActividadId = f?.tipoActividadEconomica?.id || data.tipoActividadEconomicas[0]?.id || 0;
  const editando = !!f && f.id > 0;
  const nuevo = !!f && editando && (f.esClienteNuevo === 1 || !f.cliente?.id);
  const detalles = (f?.detallesDTO ?? []).map((d, i) => lineaDeDetalle(d, i, tipoCambioId));
  return {
    esClienteNuevo: nuevo ? 1 : 0,
    clienteId: nuevo ? 0 : (f?.cliente?.id ?? 0),
    nombre: nuevo ? (f?.cliente?.nombre ?? '') : '',
    telefono: nuevo ? (f?.telefono ?? '') : '',
    cedulaJuridica: nuevo ? (f?.cedulaJuridica ?? '') : '',
    contacto: nuevo ? (f?.contacto ?? '') : '',
    correoCliente: nuevo ? (f?.correoCliente ?? '') : '',
    direccion: nuevo ? (f?.direccion ?? '') : '',
    codigoActividad: f?.codigoActividad ?? '',
    tipoActividadId,
    tipoCambioId,
    credito: f?.credito ?? 0,
    diasCredito: f?.credito && f.diasCredito ? String(f.diasCredito) : '',
    fechaFacturacion: (editando ? parseApiDate(f.fechaFacturacion) : null) ?? startOfDay(hoy),
    estadoPago: f?.estadoPago ?? 'Pendiente Pago',
    montoAnticipado: f?.credito ? texto(toNumber(f.montoAnticipado)) : '0',
    observaciones: f?.observaciones ?? '',
    detalles,
  };
}

/** Is this invoice being edited (rather than created)? */
export const editando = (f: Factura | null): f is Factura => !!f && f.id > 0;

/** The invoice's number as the title shows it. */
export const numeroFactura = (f: Factura): number => f.facturaId || f.id;

// ---------------------------------------------------------------------------------------------
// The form → the body of the save

/** Where the invoice is being made: on its own, or from a receipt. */
export type ContextoPayload = {
  /** The edited invoice (its number, state and pass-through lists), null for a new one. */
  original: Factura | null;
  /** Receipt mode: the receipt's id and its expense flags. */
  reciboId?: number | null;
  recibo?: ReciboDeFactura | null;
};

/**
 * `POST /api/factura/nueva-factura`'s body: the whole Factura (API.md) built from the
 * form. Dates are real ISO dates (yyyy-MM-dd), credito 0/1, every line carries its computed amounts
 * (F1) and the totals are those the server recomputes (F3). A new client travels as
 * `cliente: { id: 0, nombre }` with its other fields at the top level (F7). New lines have id 0.
 */
export function buildFacturaPayload(form: FacturaForm, cat: Catalogos, ctx: ContextoPayload): FacturaBody {
  const { original } = ctx;
  const totales = totalesForm(form, cat);
  const moneda = cat.monedas.get(form.tipoCambioId) ?? null;
  const tipoActividad = cat.tiposActividad.get(form.tipoActividadId) ?? null;
  const nuevo = form.esClienteNuevo === 1;
  const cliente = nuevo
    ? { id: 0, nombre: form.nombre.trim() }
    : (cat.clientes.get(form.clienteId) ?? { id: form.clienteId, nombre: '' });
  const vence = form.credito ? fechaVencimiento(form.fechaFacturacion, form.diasCredito) : null;
  const recibo = ctx.recibo ?? null;

  const detallesDTO = form.detalles.map((l, i) => detalleDeLinea(l, totales.lineas[i]!, cat, moneda));

  return {
    id: original?.id ?? 0,
    facturaId: original ? original.facturaId || original.id : 0,
    estado: original?.estado ?? 'Ingresada',
    estadoPago: form.estadoPago,
    cliente,
    esClienteNuevo: nuevo ? 1 : 0,
    telefono: nuevo ? form.telefono.trim() : '',
    cedulaJuridica: nuevo ? form.cedulaJuridica.trim() : '',
    contacto: nuevo ? form.contacto.trim() : '',
    correoCliente: nuevo ? form.correoCliente.trim() : '',
    direccion: nuevo ? form.direccion.trim() : '',
    codigoActividad: form.codigoActividad.trim(),
    tipoActividadEconomica: tipoActividad,
    tipoCambio: moneda,
    tipoCambioMonto: moneda?.venta ?? 1,
    credito: form.credito,
    diasCredito: form.credito ? Number(form.diasCredito.trim()) || 0 : 0,
    fechaFacturacion: toIsoDate(form.fechaFacturacion),
    fechaVencimiento: toIsoDate(vence),
    observaciones: form.observaciones.trim(),
    detallesDTO,
    facturaTercerosDTO: original?.facturaTercerosDTO ?? [],
    facturaServiciosDTO: original?.facturaServiciosDTO ?? [],
    subtotal: totales.subtotal,
    impuestoVentas: totales.impuestoVentas,
    exonerado: totales.exonerado,
    total: totales.total,
    montoAnticipado: totales.montoAnticipado,
    saldoPendiente: totales.saldoPendiente,
    saldoPendienteMoneda: totales.saldoPendienteMoneda,
    totalServicios: totales.totalServicios,
    totalTerceros: original?.totalTerceros ?? 0,
    aforoFisico: recibo?.aforoFisico ?? original?.aforoFisico ?? 0,
    permisos: recibo?.permisos ?? original?.permisos ?? 0,
    previoExamen: recibo?.previoExamen ?? original?.previoExamen ?? 0,
    ...(ctx.reciboId ? { reciboId: ctx.reciboId } : {}),
  };
}
