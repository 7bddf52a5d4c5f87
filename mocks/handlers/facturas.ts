import * as z from 'zod/mini';
import { num } from '@/lib/contract';
import { addDays, format, isValid, parseISO } from 'date-fns';
import { parseApiDate, toIsoDateTime, toQueryDate } from '@/lib/dates';
import { productToCentimos, toCentimos, toNumber } from '@/lib/money';
import {
  DETALLE_MAX,
  OBSERVACIONES_MAX,
  PAGE_SIZE_FACTURAS,
  TELEFONO_MAX,
  esEditable,
} from '@/features/facturas/rules';
import { totalDiferente } from '@/features/facturas/calculo-factura';
import { normalizarCantidad, validarFactura, validarLinea } from '@/features/facturas/validacion-factura';
import {
  ESTADOS,
  ESTADOS_PAGO,
  facturaBody,
  PAGE_SIZE_RESUMEN,
  facturasApi,
  type EstadoPago,
  type FacturaBody,
  xmlFacturaQuery,
} from '@/features/facturas/contract';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type {
  ClienteRow,
  DetalleRecord,
  FacturaRecord,
  ServicioCabysRow,
  TipoCambioRow,
  UsuarioRow,
} from '../db/types';
import { facturaXml } from '../files/factura-xml';
import { spreadsheetWriter, type Columna } from '../files/spreadsheet';
import {
  actualizar,
  ahora,
  ahoraIso,
  anular,
  asentarEnvios,
  banderas,
  calcular,
  consultar,
  consultarNc,
  enviar,
  etiqueta,
  monedaBase,
  type LineaEntrada,
} from '../lib/facturas';
import { nombreServicio } from '../lib/hacienda';
import {
  api,
  badRequest,
  conflict,
  forbidden,
  must,
  notFound,
  paginate,
  paging,
  type Ctx,
  fechaParam,
} from '../lib/route';
import { validarCliente } from './clientes';
import { reciboParaFacturar, vincularFactura } from './recibos';

/*
 * API.md 'Invoices': the invoice list, the income summary and its export, the form's data
 * and save, and the Hacienda actions, over the invoices of the user's account. Decisions F12–F19.
 */

const v = es.facturaForm.v;
const ADMIN = ['ADMIN'] as const;
const ADMIN_O_COORDINADOR = ['ADMIN', 'COORDINADOR'] as const;

/** Who answers when the monthly invoice cap of the plan is reached (errorTarifa, decision F17). */
export const SOPORTE = { correo: 'soporte@facturacion-aduanas.cr', telefono: '4001-2250' };

// ---------------------------------------------------------------------------------------------
// Reading

/** An invoice of the user's account, or 404 (another account's invoices do not exist for this user). */
export function facturaDe(db: Db, user: UsuarioRow, id: number): FacturaRecord {
  const f = db.facturas.get(id);
  return must(f && f.empresaId === user.empresaId ? f : undefined, `La factura ${id} no existe`);
}

/** The date range of a query: inclusive whole days on fechaFacturacion; empty = no bound. */
function rango(q: { fechaInicio: string; fechaFinal: string }) {
  const desde = fechaParam(q.fechaInicio, 'fechaInicio');
  const hasta = fechaParam(q.fechaFinal, 'fechaFinal');
  const desdeIso = desde ? `${format(desde, 'yyyy-MM-dd')}T00:00:00` : '';
  const hastaIso = hasta ? `${format(hasta, 'yyyy-MM-dd')}T23:59:59` : '';
  return {
    fechaInicio: toQueryDate(desde),
    fechaFinal: toQueryDate(hasta),
    dentro: (f: FacturaRecord) =>
      (!desdeIso || f.fechaFacturacion >= desdeIso) && (!hastaIso || f.fechaFacturacion <= hastaIso),
  };
}

/** Newest first (emission date, then number). */
const masReciente = (a: FacturaRecord, b: FacturaRecord) =>
  b.fechaFacturacion.localeCompare(a.fechaFacturacion) || b.id - a.id;

const nombre = (row: { nombre: string } | undefined) => row?.nombre ?? '';
const simbolo = (db: Db, f: FacturaRecord) => db.tiposCambio.get(f.tipoCambioId)?.simbol || '¢';

/** API.md `FacturaRow`, plus docs/api.md's `pendienteDesde`. */
export function facturaRow(db: Db, f: FacturaRecord) {
  return {
    facturaId: f.id,
    estadoPago: f.estadoPago,
    subtotal: f.subtotal,
    impuestoVentas: f.impuestoVentas,
    total: f.total,
    fecha: f.fechaFacturacion,
    cliente: nombre(db.clientes.get(f.clienteId)),
    estado: f.estado,
    hacienda: etiqueta(f),
    enviadaHacienda: f.enviadaHacienda,
    estadoHacienda: f.estadoHacienda,
    enviando: f.enviando,
    updatable: f.updatable,
    anulable: f.anulable,
    simbol: simbolo(db, f),
    // docs/api.md's extension: the send that waits for a verdict, a batch's included.
    pendienteDesde: f.pendienteDesde ?? (f.enviando ? f.enviandoDesde : null),
  };
}

/** API.md `ResumenRow`. */
export function resumenRow(db: Db, f: FacturaRecord) {
  const c = db.clientes.get(f.clienteId);
  return {
    facturaId: f.id,
    fechaFacturacion: f.fechaFacturacion,
    cliente: c?.nombre ?? '',
    cedula: c?.cedulaJuridica ?? '',
    subtotal: f.subtotal,
    impuestoVentas: f.impuestoVentas,
    total: f.total,
    hacienda: etiqueta(f),
  };
}

function opcion<T extends string>(value: string, name: string, valores: readonly T[], fallback: T): T {
  const raw = value.trim();
  if (!raw) return fallback;
  const found = valores.find((x) => x.toLowerCase() === raw.toLowerCase());
  if (!found) throw badRequest(`El valor ${raw} de ${name} no es válido: use ${valores.join(', ')}`);
  return found;
}

/** 'Listado Facturas': every filter of API.md over the account's invoices, newest first. */
function listar(db: Db, user: UsuarioRow, q: ListaQuery) {
  const estado = opcion(q.estado, 'estado', [...ESTADOS, 'TODOS'] as const, 'TODOS');
  const estadoPago = opcion(q.estadoPago, 'estadoPago', [...ESTADOS_PAGO, 'TODOS'] as const, 'TODOS');
  const { clienteId, enviadas } = q;
  if (![1, 0, -1].includes(enviadas)) throw badRequest('El parámetro enviadas debe ser 1, 0 o -1');
  const r = rango(q);
  const filas = db.facturas
    .filter(
      (f) =>
        f.empresaId === user.empresaId &&
        (estado === 'TODOS' || f.estado === estado) &&
        (estadoPago === 'TODOS' || f.estadoPago === estadoPago) &&
        (!clienteId || f.clienteId === clienteId) &&
        (enviadas === -1 || f.enviadaHacienda === enviadas) &&
        r.dentro(f),
    )
    .sort(masReciente);
  return { filas, rango: r };
}

/**
 * 'Listado Facturas' query as its contract reads it, except that an absent `enviadas` is every invoice
 * (the server's default), where the contract's number would read it as 0 (No Enviadas).
 */
const listaQuery = z.extend(facturasApi.lista.query, { enviadas: z._default(num, -1) });
type ListaQuery = z.output<typeof listaQuery>;

// ---------------------------------------------------------------------------------------------
// The invoice as the form reads it (API.md `FacturaData`)

const tipoCambioApi = (t: TipoCambioRow) => ({ ...t });

/** The client as an invoice carries it (spec: the invoice's Cliente). */
const clienteFactura = (c: ClienteRow) => ({
  id: c.id,
  nombre: c.nombre,
  telefono: c.telefono,
  correo: c.correo,
  contacto1: c.contacto1,
  direccion: c.direccion,
  esJuridico: c.esJuridico,
  cedulaJuridica: c.cedulaJuridica,
  esInternacional: c.esInternacional,
  esExonerado: c.esExonerado,
  exoneracion: c.exoneracion,
});

/** A CABYS service as invoices carry it: with the broker's `nombre` (decision F12). */
const servicioApi = (s: ServicioCabysRow) => ({
  id: s.id,
  empresaId: s.empresaId,
  codigoCabys: s.codigoCabys,
  descripcion: s.descripcion,
  nombre: nombreServicio(s.codigoCabys, s.descripcion),
  status: s.status,
});

function detalleApi(db: Db, d: DetalleRecord) {
  const t = db.tiposCambio.get(d.tipoCambioId);
  const iva = db.tarifasIva.get(d.tarifaIvaId);
  const s = db.serviciosCabys.get(d.servicioCabysId);
  return {
    id: d.id,
    detalle: d.detalle,
    cantidad: d.cantidad,
    monto: d.monto,
    montoColones: d.montoColones,
    montoNeto: d.montoNeto,
    impuestosMonto: d.impuestosMonto,
    impuestos: d.impuestos,
    tipoCambio: t ? tipoCambioApi(t) : null,
    tarifaIva: iva ? { id: iva.id, descripcion: iva.descripcion, porcentaje: iva.porcentaje } : null,
    medida: db.medidas.get(d.medidaId) ?? null,
    servicio: s ? servicioApi(s) : null,
  };
}

const gastos = (r: { aforoFisico: number; permisos: number; previoExamen: number } | null | undefined) => ({
  aforoFisico: r?.aforoFisico ?? 0,
  permisos: r?.permisos ?? 0,
  previoExamen: r?.previoExamen ?? 0,
});

/** A stored invoice as the edit form reads it (spec: the edit form's Factura). */
export function facturaApi(db: Db, f: FacturaRecord) {
  const moneda = db.tiposCambio.get(f.tipoCambioId);
  const cliente = db.clientes.get(f.clienteId);
  const actividad = db.tiposActividad.get(f.tipoActividadEconomicaId);
  const recibo = f.reciboId ? db.recibos.get(f.reciboId) : undefined;
  return {
    id: f.id,
    facturaId: f.id,
    impuestoVentas: f.impuestoVentas,
    observaciones: f.observaciones,
    totalTerceros: 0,
    totalServicios: f.subtotal,
    tipoCambio: moneda ? tipoCambioApi(moneda) : null,
    tipoCambioMonto: moneda?.venta ?? 1,
    saldoPendiente: f.saldoPendiente,
    saldoPendienteMoneda: toCentimos(f.saldoPendiente * (moneda?.venta ?? 1)) / 100,
    estado: f.estado,
    estadoPago: f.estadoPago,
    tipoActividadEconomica: actividad ?? null,
    credito: f.credito,
    diasCredito: f.diasCredito,
    fechaFacturacion: f.fechaFacturacion,
    fechaVencimiento: f.fechaVencimiento,
    detallesDTO: f.detalles.map((d) => detalleApi(db, d)),
    facturaTercerosDTO: [],
    facturaServiciosDTO: [],
    subtotal: f.subtotal,
    exonerado: f.exonerado,
    total: f.total,
    montoAnticipado: f.montoAnticipado,
    codigoActividad: f.codigoActividad,
    cliente: cliente ? clienteFactura(cliente) : null,
    esClienteNuevo: 0,
    correoCliente: cliente?.correo ?? '',
    telefono: cliente?.telefono ?? '',
    direccion: cliente?.direccion ?? '',
    contacto: cliente?.contacto1 ?? '',
    cedulaJuridica: cliente?.cedulaJuridica ?? '',
    ...gastos(recibo),
    errorTarifa: false,
    reciboId: f.reciboId,
    estadoHacienda: f.estadoHacienda,
    enviadaHacienda: f.enviadaHacienda,
  };
}

/** A new invoice's starting values; in receipt mode its client is the receipt's. */
function facturaNueva(
  db: Db,
  recibo: { clienteId: number; id: number } | null,
  extra: ReturnType<typeof gastos>,
) {
  const moneda = monedaBase(db);
  const cliente = recibo ? db.clientes.get(recibo.clienteId) : undefined;
  return {
    id: 0,
    facturaId: 0,
    impuestoVentas: 0,
    observaciones: '',
    totalTerceros: 0,
    totalServicios: 0,
    tipoCambio: tipoCambioApi(moneda),
    tipoCambioMonto: moneda.venta,
    saldoPendiente: 0,
    saldoPendienteMoneda: 0,
    estado: 'Ingresada',
    estadoPago: 'Pendiente Pago',
    tipoActividadEconomica: null,
    credito: 0,
    diasCredito: 0,
    fechaFacturacion: null,
    fechaVencimiento: null,
    detallesDTO: [],
    facturaTercerosDTO: [],
    facturaServiciosDTO: [],
    subtotal: 0,
    exonerado: 0,
    total: 0,
    montoAnticipado: 0,
    codigoActividad: '',
    cliente: cliente ? clienteFactura(cliente) : null,
    esClienteNuevo: 0,
    correoCliente: cliente?.correo ?? '',
    telefono: cliente?.telefono ?? '',
    direccion: cliente?.direccion ?? '',
    contacto: cliente?.contacto1 ?? '',
    cedulaJuridica: cliente?.cedulaJuridica ?? '',
    ...extra,
    errorTarifa: false,
    reciboId: recibo?.id ?? null,
    estadoHacienda: '',
    enviadaHacienda: 0,
  };
}

/**
 * errorTarifa (decision F17): the account's plan allows `cantidad` invoices a month (the company's
 * 'Cantidad de facturas por mes', × the demo's scale); a new invoice past it is refused.
 */
export function topeAlcanzado(db: Db, empresaId: number, momento = ahora()): boolean {
  const empresa = db.empresas.get(empresaId);
  if (!empresa) return false;
  const mes = format(momento, 'yyyy-MM');
  const emitidas = db.facturas.filter(
    (f) => f.empresaId === empresaId && f.fechaFacturacion.startsWith(mes),
  ).length;
  return emitidas >= empresa.cantidad * Math.max(1, db.meta.scale);
}

function facturaData(db: Db, user: UsuarioRow, id: number, reciboId: number) {
  const factura = id > 0 ? facturaDe(db, user, id) : null;
  const recibo = reciboId > 0 ? reciboParaFacturar(db, user, reciboId) : null;
  const clienteId = factura?.clienteId ?? recibo?.clienteId ?? 0;
  const clientes = db.clientes
    .filter((c) => c.estado === 'ACTIVO' || c.id === clienteId)
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'))
    .map(clienteFactura);
  const usados = new Set(factura?.detalles.map((d) => d.servicioCabysId) ?? []);
  const servicios = db.serviciosCabys
    .filter((s) => s.empresaId === user.empresaId && (s.status === 'ACTIVO' || usados.has(s.id)))
    .map(servicioApi);
  const tarifas = db.tarifas
    .filter((t) =>
      clienteId ? t.clienteId === clienteId : db.clientes.get(t.clienteId)?.estado === 'ACTIVO',
    )
    .map((t) => {
      const moneda = db.tiposCambio.get(t.tipoCambioId);
      return {
        id: t.id,
        nombre: t.nombre,
        monto: t.monto,
        tipoCambio: moneda ? { id: moneda.id, nombre: moneda.nombre, simbol: moneda.simbol } : null,
        clienteId: t.clienteId,
        observacion: t.observacion,
        servicioCorreduriaAduanera: db.serviciosCorreduria.get(t.servicioId) ?? null,
      };
    });
  const base = factura ? facturaApi(db, factura) : facturaNueva(db, recibo, gastos(recibo));
  // In receipt mode the reminder reads the receipt being invoiced (F9).
  if (factura && recibo) Object.assign(base, gastos(recibo), { reciboId: factura.reciboId ?? recibo.id });
  return {
    factura: base,
    monedas: db.tiposCambio.all().map(tipoCambioApi),
    clientes,
    tipoActividadEconomicas: db.tiposActividad.filter((t) => t.empresaId === user.empresaId),
    servicios,
    tarifaIvas: db.tarifasIva
      .all()
      .map((t) => ({ id: t.id, descripcion: t.descripcion, porcentaje: t.porcentaje })),
    medidas: db.medidas.all(),
    terceros: [],
    tarifas,
    impuestos: [],
    errorTarifa: !factura && topeAlcanzado(db, user.empresaId),
    soporte: SOPORTE,
    recibo: recibo
      ? {
          id: recibo.id,
          recibo: recibo.recibo,
          aforoFisico: recibo.aforoFisico,
          permisos: recibo.permisos,
          previoExamen: recibo.previoExamen,
        }
      : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Saving (POST /api/factura/nueva-factura)

/** A relation's id; 0 when absent. */
const refId = (x: { id: number } | null | undefined) => x?.id ?? 0;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The emission date as sent (a real ISO date, API.md): a date without a time is stamped with the time of
 * the save (the day's earlier stamp is kept when an edit leaves the day as it was).
 */
function fechaEmision(x: unknown, anterior: string | null): string {
  if (x === null || x === undefined || x === '') throw badRequest(v.fechaFacturacion);
  const texto = typeof x === 'number' ? '' : String(x).trim();
  const d = typeof x === 'number' ? new Date(x) : parseISO(texto);
  if (!isValid(d)) throw badRequest(`${es.facturaForm.campo.fechaFacturacion}: ${v.fechaInvalida}`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(texto)) return toIsoDateTime(d);
  if (anterior?.startsWith(texto)) return anterior;
  return `${texto}T${format(ahora(), 'HH:mm:ss')}`;
}

/** The identification type a new client's number fits (física 9, jurídica 10, DIMEX 11–12 digits). */
function tipoPorCedula(cedula: string): ClienteRow['esJuridico'] {
  const n = cedula.replace(/\D/g, '').length;
  return n === 9 ? 0 : n === 11 || n === 12 ? 3 : 1;
}

/** A new client of an invoice (decision F7) becomes a real client, validated like the client form. */
function clienteNuevo(db: Db, b: FacturaBody, codigoActividad: string): ClienteRow {
  const nombreCliente = (b.cliente?.nombre ?? '').trim();
  const telefono = b.telefono.trim();
  const correo = b.correoCliente.trim();
  const contacto = b.contacto.trim();
  const cedula = b.cedulaJuridica.trim();
  if (telefono.length > TELEFONO_MAX) throw badRequest(v.telefonoMax);
  if (!EMAIL.test(correo)) throw badRequest(v.correoInvalido);
  const valido = validarCliente(db, {
    id: 0,
    nombre: nombreCliente,
    telefono,
    correo,
    direccion: b.direccion.trim(),
    contacto1: contacto,
    contacto1Correo: correo,
    contacto1Telefono: telefono,
    cedulaJuridica: cedula,
    esJuridico: tipoPorCedula(cedula),
    esInternacional: 0,
    esExonerado: 0,
    estado: 'ACTIVO',
  });
  const { id: _id, ...campos } = valido;
  const cliente = db.clientes.insert({ ...campos, id: 0 } as ClienteRow);
  if (codigoActividad)
    db.clienteCodigos.insert({ id: 0, clienteId: cliente.id, codigoActividadDgt: codigoActividad });
  return cliente;
}

function siguienteLineaId(db: Db): number {
  let max = 0;
  for (const f of db.facturas.all()) for (const d of f.detalles) if (d.id > max) max = d.id;
  return max + 1;
}

/** Validates a save like the server (the spec's rules and limits; F3, F6, F7, F18); stores it. */
async function guardar(db: Db, user: UsuarioRow, b: FacturaBody): Promise<number> {
  const id = b.id;
  const actual = id > 0 ? facturaDe(db, user, id) : null;
  if (actual && !esEditable(actual)) {
    throw conflict(
      `La factura ${actual.id} ya no se puede modificar: está ${actual.estado} (${etiqueta(actual)})`,
    );
  }
  if (actual?.enviando) throw conflict(`La factura ${actual.id} se está enviando a Hacienda`);
  if (!actual && topeAlcanzado(db, user.empresaId)) {
    throw conflict(es.facturaForm.errorTarifa(SOPORTE.correo, SOPORTE.telefono));
  }

  const esClienteNuevo =
    b.esClienteNuevo === 1 || (!!b.cliente && b.cliente.id === 0 && !!b.cliente.nombre.trim());
  const lineasBody = b.detallesDTO;
  const codigoActividad = b.codigoActividad;
  const razon = validarFactura({
    esClienteNuevo,
    clienteNuevo: {
      nombre: b.cliente?.nombre ?? '',
      telefono: b.telefono,
      cedulaJuridica: b.cedulaJuridica,
      contacto: b.contacto,
      correo: b.correoCliente,
    },
    codigoActividad,
    detalles: lineasBody.map((l) => ({ detalle: l.detalle, servicio: { id: refId(l.servicio) } })),
  });
  if (razon) throw badRequest(razon);
  lineasBody.forEach((l, i) => {
    const problema = validarLinea({
      detalle: l.detalle,
      servicio: { id: refId(l.servicio) },
      cantidad: l.cantidad,
      monto: l.monto,
    });
    if (problema) throw badRequest(`Detalle ${i + 1}: ${problema.mensaje}`);
  });

  // References: client, account activity, currency, services, units, tariffs.
  const tipoActividad = db.tiposActividad.get(refId(b.tipoActividadEconomica));
  if (!tipoActividad || tipoActividad.empresaId !== user.empresaId)
    throw badRequest(v.tipoActividadRequerido);
  const moneda = db.tiposCambio.get(refId(b.tipoCambio));
  if (!moneda) throw badRequest(v.monedaRequerida);
  let cliente: ClienteRow | undefined;
  if (!esClienteNuevo) {
    cliente = db.clientes.get(refId(b.cliente));
    if (!cliente) throw badRequest(v.clienteRequerido);
    if (cliente.estado !== 'ACTIVO' && cliente.id !== actual?.clienteId) {
      throw badRequest(`El cliente ${cliente.nombre} está inactivo`);
    }
    const codigos = db.clienteCodigos
      .filter((c) => c.clienteId === cliente!.id)
      .map((c) => c.codigoActividadDgt);
    if (!codigos.includes(codigoActividad)) throw badRequest(v.codigoActividad);
  }
  const fechaFacturacion = fechaEmision(b.fechaFacturacion, actual?.fechaFacturacion ?? null);
  const credito = b.credito === 1;
  let diasCredito = 0;
  if (credito) {
    diasCredito = Number(b.diasCredito);
    if (!Number.isInteger(diasCredito) || diasCredito < 1) throw badRequest(v.diasCredito);
  }
  const observaciones = b.observaciones;
  if (observaciones.length > OBSERVACIONES_MAX) throw badRequest(v.observacionesMax);
  const estadoPagoTexto = b.estadoPago.trim();
  const estadoPago = (ESTADOS_PAGO.find((e) => e.toLowerCase() === estadoPagoTexto.toLowerCase()) ??
    (estadoPagoTexto ? null : 'Pendiente Pago')) as EstadoPago | null;
  if (!estadoPago)
    throw badRequest(`El estado de pago ${estadoPagoTexto} no es válido: use ${ESTADOS_PAGO.join(', ')}`);
  const anticipoTexto = b.montoAnticipado;
  if (
    credito &&
    (typeof anticipoTexto === 'string'
      ? !/^\d+(\.\d+)?$/.test(anticipoTexto.replace(/,/g, '').trim())
      : toNumber(anticipoTexto) < 0)
  ) {
    throw badRequest(v.montoAnticipado);
  }

  const existentes = new Set(actual?.detalles.map((d) => d.id) ?? []);
  let nuevoId = siguienteLineaId(db);
  const entradas: LineaEntrada[] = lineasBody.map((l, i) => {
    const servicio = db.serviciosCabys.get(refId(l.servicio));
    if (!servicio || servicio.empresaId !== user.empresaId)
      throw badRequest(`Detalle ${i + 1}: ${v.servicioLinea}`);
    const lineaMoneda = refId(l.tipoCambio) || moneda.id;
    if (!db.tiposCambio.get(lineaMoneda)) throw badRequest(`Detalle ${i + 1}: ${v.monedaRequerida}`);
    const medidaId = refId(l.medida) || db.medidas.all()[0]!.id;
    if (!db.medidas.get(medidaId)) throw badRequest(`Detalle ${i + 1}: la unidad de medida no existe`);
    const tarifaIvaId = refId(l.tarifaIva) || 1;
    if (!db.tarifasIva.get(tarifaIvaId)) throw badRequest(`Detalle ${i + 1}: la tarifa de IVA no existe`);
    const lineaId = l.id;
    return {
      id: existentes.has(lineaId) ? lineaId : nuevoId++,
      detalle: l.detalle.trim().slice(0, DETALLE_MAX),
      cantidad: toNumber(normalizarCantidad(l.cantidad)),
      monto: toNumber(l.monto),
      tipoCambioId: lineaMoneda,
      servicioCabysId: servicio.id,
      tarifaIvaId,
      medidaId,
    };
  });
  const { detalles, totales } = calcular(db, entradas, {
    tipoCambioId: moneda.id,
    esExonerado: !esClienteNuevo && !!cliente?.esExonerado,
    tarifaExonerada: esClienteNuevo ? null : (cliente?.exoneracion?.tarifaExonerada ?? null),
    credito,
    montoAnticipado: credito ? (anticipoTexto ?? 0) : 0,
  });
  const campo = totalDiferente(
    {
      subtotal: b.subtotal,
      impuestoVentas: b.impuestoVentas,
      exonerado: b.exonerado,
      total: b.total,
      montoAnticipado: b.montoAnticipado,
      saldoPendiente: b.saldoPendiente,
    },
    totales,
  );
  if (campo) throw badRequest(es.facturaForm.totalesNoCoinciden(campo));
  if (credito && totales.exactos.saldoPendiente < 0) {
    throw badRequest('El monto anticipado no puede ser mayor que el total de la factura');
  }

  // Receipt mode: the receipt must be one the user may invoice, and of the invoice's client.
  const reciboId = b.reciboId ?? 0;
  const recibo = reciboId ? reciboParaFacturar(db, user, reciboId) : null;
  if (recibo && actual?.reciboId && actual.reciboId !== recibo.id) {
    throw conflict(`La factura ${actual.id} ya pertenece al recibo ${actual.reciboId}`);
  }
  if (recibo && (esClienteNuevo || cliente!.id !== recibo.clienteId)) {
    throw conflict(`La factura debe ser del cliente del recibo ${recibo.recibo}`);
  }

  if (esClienteNuevo) cliente = clienteNuevo(db, b, codigoActividad);
  const datos = {
    clienteId: cliente!.id,
    tipoCambioId: moneda.id,
    fechaFacturacion,
    fechaVencimiento: credito ? toIsoDateTime(addDays(parseApiDate(fechaFacturacion)!, diasCredito)) : null,
    estadoPago,
    subtotal: totales.subtotal,
    impuestoVentas: totales.impuestoVentas,
    exonerado: totales.exonerado,
    total: totales.total,
    detalles,
    observaciones,
    credito: (credito ? 1 : 0) as 0 | 1,
    diasCredito,
    montoAnticipado: totales.montoAnticipado,
    saldoPendiente: totales.saldoPendiente,
    codigoActividad,
    tipoActividadEconomicaId: tipoActividad.id,
  };
  let facturaId: number;
  if (actual) {
    actualizar(db, actual.id, datos);
    facturaId = actual.id;
  } else {
    const nueva: Omit<FacturaRecord, 'id'> = {
      ...datos,
      empresaId: user.empresaId,
      reciboId: null,
      encargadoId: user.id,
      estado: 'Ingresada',
      enviadaHacienda: 0,
      estadoHacienda: '',
      reversible: !!recibo,
      consecutivo: '',
      clave: '',
      enviando: false,
      enviandoDesde: null,
      updatable: true,
      anulable: true,
      envios: [],
      pendienteDesde: null,
      consultasPendiente: 0,
      notaCredito: null,
    };
    facturaId = db.facturas.insert({ ...nueva, ...banderas(nueva) }).id;
  }
  if (recibo && db.facturas.get(facturaId)!.reciboId !== recibo.id)
    vincularFactura(db, user, recibo.id, facturaId);
  return facturaId;
}

// ---------------------------------------------------------------------------------------------
// Hacienda actions

/** Reads the invoice of the call's `id` (its query schema) after settling the batch sends that are due. */
function accion(ctx: Ctx, query: z.core.$ZodType<{ id: number }>): FacturaRecord {
  asentarEnvios(ctx.db);
  return facturaDe(ctx.db, ctx.user, ctx.queryOf(query).id);
}

function enviarUna(db: Db, f: FacturaRecord) {
  if (f.estado === 'Anulada' || f.enviadaHacienda === 2) throw conflict(`La factura ${f.id} está anulada`);
  if (f.enviando) throw conflict(`La factura ${f.id} ya se está enviando a Hacienda`);
  if (f.enviadaHacienda === 1) throw conflict(`La factura ${f.id} ya fue enviada a Hacienda`);
  return enviar(db, f);
}

// ---------------------------------------------------------------------------------------------
// Files

function archivo(bytes: Uint8Array | string, contentType: string): Response {
  return new Response(bytes as BlobPart, { status: 200, headers: { 'Content-Type': contentType } });
}

const COLUMNAS_RESUMEN: Columna[] = [
  { titulo: 'Factura', tipo: 'entero', ancho: 9 },
  { titulo: 'Fecha Facturacion', tipo: 'fecha', ancho: 16 },
  { titulo: 'Cliente', ancho: 40 },
  { titulo: 'Cédula', ancho: 18 },
  { titulo: 'Sub Total', tipo: 'moneda', ancho: 14 },
  { titulo: 'Impuestos', tipo: 'moneda', ancho: 14 },
  { titulo: 'Total', tipo: 'moneda', ancho: 14 },
  { titulo: 'Hacienda', ancho: 20 },
  { titulo: 'Moneda', ancho: 10 },
];

function resumenFiltrado(db: Db, user: UsuarioRow, q: z.output<typeof facturasApi.resumen.query>) {
  const { facturaId } = q;
  const r = rango(q);
  const filas = db.facturas
    .filter((f) => f.empresaId === user.empresaId && (!facturaId || f.id === facturaId) && r.dentro(f))
    .sort(masReciente);
  return { filas, rango: r };
}

// ---------------------------------------------------------------------------------------------

export const facturasHandlers = [
  api.on(facturasApi.lista, ({ db, user, queryOf }) => {
    asentarEnvios(db);
    const q = queryOf(listaQuery);
    const { pageNumber, pageSize } = paging(q, PAGE_SIZE_FACTURAS);
    const { filas, rango: r } = listar(db, user, q);
    const page = paginate(filas, pageNumber, pageSize);
    // In colones: each invoice's total at its currency's sale rate (a dollar total is not colones).
    const montoTotal =
      filas.reduce(
        (a, f) => a + productToCentimos([f.total, db.tiposCambio.get(f.tipoCambioId)?.venta ?? 1]),
        0,
      ) / 100;
    const clientes = q.cargados
      ? undefined
      : [...new Set(db.facturas.filter((f) => f.empresaId === user.empresaId).map((f) => f.clienteId))]
          .map((id) => ({ id, nombre: nombre(db.clientes.get(id)) }))
          .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
    return {
      facturas: page.content.map((f) => facturaRow(db, f)),
      total: page.total,
      pagesTotal: page.pagesTotal,
      montoTotal,
      fechaInicio: r.fechaInicio,
      fechaFinal: r.fechaFinal,
      ...(clientes ? { clientes } : {}),
    };
  }),

  api.on(
    facturasApi.resumen,
    ({ db, user, queryOf }) => {
      asentarEnvios(db);
      const q = queryOf(facturasApi.resumen.query);
      const { pageNumber, pageSize } = paging(q, PAGE_SIZE_RESUMEN);
      const { filas, rango: r } = resumenFiltrado(db, user, q);
      const page = paginate(filas, pageNumber, pageSize);
      return {
        facturas: page.content.map((f) => resumenRow(db, f)),
        total: page.total,
        pagesTotal: page.pagesTotal,
        fechaInicio: r.fechaInicio,
        fechaFinal: r.fechaFinal,
      };
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.get(
    '/api/export/facturas',
    ({ db, user, queryOf }) => {
      asentarEnvios(db);
      // The export takes Resumen Ingresos' filters (API.md), so it reads them with that call's contract.
      const { filas } = resumenFiltrado(db, user, queryOf(facturasApi.resumen.query));
      const hoja = {
        nombre: 'Facturación',
        columnas: COLUMNAS_RESUMEN,
        filas: filas.map((f) => {
          const r = resumenRow(db, f);
          return [
            r.facturaId,
            parseApiDate(r.fechaFacturacion),
            r.cliente,
            r.cedula,
            r.subtotal,
            r.impuestoVentas,
            r.total,
            r.hacienda,
            db.tiposCambio.get(f.tipoCambioId)?.nombre ?? '',
          ];
        }),
      };
      return archivo(spreadsheetWriter.write(hoja), spreadsheetWriter.contentType);
    },
    { roles: ADMIN_O_COORDINADOR },
  ),

  api.on(facturasApi.data, ({ db, user, queryOf }) => {
    asentarEnvios(db);
    const { id, reciboId = 0 } = queryOf(facturasApi.data.query);
    return facturaData(db, user, id, reciboId);
  }),

  api.on(facturasApi.guardar, async ({ db, user, body }) => {
    asentarEnvios(db);
    return { facturaId: await guardar(db, user, await body(facturaBody)) };
  }),

  api.on(facturasApi.respuestas, (ctx) => {
    const f = accion(ctx, facturasApi.respuestas.query);
    return {
      envios: [...f.envios].reverse().map((e) => ({
        id: e.id,
        clave: e.clave,
        consecutivo: e.consecutivo,
        estado: e.estado,
        detalle: e.detalle,
      })),
    };
  }),

  api.on(facturasApi.enviar, (ctx) => enviarUna(ctx.db, accion(ctx, facturasApi.enviar.query)), {
    mutating: true,
  }),

  api.on(facturasApi.consultar, (ctx) => consultar(ctx.db, accion(ctx, facturasApi.consultar.query)), {
    mutating: true,
  }),

  api.on(
    facturasApi.consultarNc,
    (ctx) => {
      const f = accion(ctx, facturasApi.consultarNc.query);
      if (f.estado !== 'Anulada')
        throw conflict(`La factura ${f.id} no está anulada: no tiene nota de crédito`);
      return consultarNc(ctx.db, f);
    },
    { mutating: true },
  ),

  api.on(
    facturasApi.notaCredito,
    (ctx) => {
      const f = accion(ctx, facturasApi.notaCredito.query);
      if (f.enviadaHacienda === 2 || f.estado === 'Anulada')
        throw conflict(`La factura ${f.id} ya está anulada`);
      if (f.enviando) throw conflict(`La factura ${f.id} se está enviando a Hacienda: espere su respuesta`);
      anular(ctx.db, f);
    },
    { roles: ADMIN, mutating: true },
  ),

  api.on(
    facturasApi.cambiarPago,
    (ctx) => {
      const f = accion(ctx, facturasApi.cambiarPago.query);
      const raw = ctx.queryOf(facturasApi.cambiarPago.query).estadoPago.trim();
      const estadoPago = ESTADOS_PAGO.find((e) => e.toLowerCase() === raw.toLowerCase());
      if (!estadoPago)
        throw badRequest(`El estado de pago ${raw} no es válido: use ${ESTADOS_PAGO.join(', ')}`);
      if (f.estado !== 'Finalizada') {
        throw conflict(
          `Solo se puede cambiar el estado de pago de una factura Finalizada (la factura ${f.id} está ${f.estado})`,
        );
      }
      actualizar(ctx.db, f.id, { estadoPago });
    },
    { mutating: true },
  ),

  api.on(
    facturasApi.enviarLote,
    ({ db, user, queryOf }) => {
      asentarEnvios(db);
      const q = queryOf(facturasApi.enviarLote.query);
      if (!q.fechaInicio.trim() || !q.fechaFinal.trim()) throw badRequest(es.facturas.loteFechas);
      const r = rango(q);
      const desde = ahoraIso();
      for (const f of db.facturas.filter(
        (x) =>
          x.empresaId === user.empresaId &&
          x.estado === 'Ingresada' &&
          x.enviadaHacienda === 0 &&
          !x.enviando &&
          r.dentro(x),
      )) {
        actualizar(db, f.id, { enviando: true, enviandoDesde: desde, estadoHacienda: 'enviando' });
      }
    },
    { mutating: true },
  ),

  // Every invoice Hacienda accepted, annulled since or not: an accepted document never changes, and
  // 'Cierre de IVA' reads an annulled one's figures for its credit note (docs/api.md).
  api.get('/api/factura/download-xml', (ctx) => {
    const f = accion(ctx, xmlFacturaQuery);
    if (f.estadoHacienda !== 'aceptado') {
      throw conflict(`El XML de la factura ${f.id} solo está disponible cuando Hacienda la aceptó`);
    }
    return archivo(facturaXml(ctx.db, f), 'application/xml');
  }),
];

/**
 * PDF access (F19): the spec makes the list's PDF admin only, but its receipts' billing detail lets
 * everyone export the PDF of an invoice that bills a receipt, so those stay open.
 */
export function verificarPdf(user: UsuarioRow, f: FacturaRecord): void {
  if (f.empresaId !== user.empresaId) throw notFound(`La factura ${f.id} no existe`);
  if (user.authorities.includes('ADMIN') || f.reciboId !== null) return;
  throw forbidden('Solo un administrador puede descargar el PDF de la factura');
}
