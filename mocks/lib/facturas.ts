import { format } from 'date-fns';
import { formatDate, parseApiDate, toIsoDateTime } from '@/lib/dates';
import { esEditable, etiquetaHacienda } from '@/features/facturas/rules';
import { calcularTotales, type Totales } from '@/features/facturas/calculo-factura';
import { ESTADO_HACIENDA, HACIENDA_LABEL_ANULADA } from '@/features/facturas/contract';
import type { Db } from '../db/store';
import type { DetalleRecord, EnvioRecord, FacturaRecord } from '../db/types';
import { nombreServicio, numerar, TIPO_DOCUMENTO } from './hacienda';
import { rechazoSimulado } from './motivos-hacienda';
import { runtime } from './runtime';

/*
 * The invoice domain of the mock server: totals with the app's own pure module, derived flags, the
 * Hacienda label, and the simulated Hacienda (decisions F13, F14). Shared by the seed and the handlers.
 */

/** A batch-sent invoice settles when read this long after the batch (decision F13). */
export const LOTE_MS = 5_000;
/** A pending answer is decided at the second check, or at any check this long after the send. */
export const DECISION_MS = 10 * 60_000;

export const ahora = (): Date => runtime.now();
export const ahoraIso = (): string => toIsoDateTime(ahora());

/** The currency the account keeps its books in (esDefault 1: colones). */
export const monedaBase = (db: Db) => db.tiposCambio.find((t) => t.esDefault === 1) ?? db.tiposCambio.get(1)!;

/** The service as the tax rule reads it: CABYS description plus the broker's name (decision F12). */
export function servicioCalculo(db: Db, servicioCabysId: number) {
  const s = db.serviciosCabys.get(servicioCabysId);
  return s ? { nombre: nombreServicio(s.codigoCabys, s.descripcion), descripcion: s.descripcion } : null;
}

export type LineaEntrada = Pick<
  DetalleRecord,
  'id' | 'detalle' | 'cantidad' | 'monto' | 'tipoCambioId' | 'servicioCabysId' | 'tarifaIvaId' | 'medidaId'
>;

/**
 * The invoice's lines and totals from its inputs, with `calcularTotales` (the form's own math,
 * decisions F1–F3): the seed builds every invoice with it and the server checks a save against it.
 */
export function calcular(
  db: Db,
  lineas: readonly LineaEntrada[],
  ctx: {
    tipoCambioId: number;
    esExonerado: boolean;
    /** The client's TarifaExonerada; null or absent: the whole tax. */
    tarifaExonerada?: number | null;
    credito: boolean;
    montoAnticipado: number | string;
  },
): { detalles: DetalleRecord[]; totales: Totales } {
  const moneda = (id: number) => {
    const m = db.tiposCambio.get(id);
    return m ? { id: m.id, venta: m.venta } : null;
  };
  const totales = calcularTotales(
    lineas.map((l) => ({
      cantidad: l.cantidad,
      monto: l.monto,
      tipoCambio: moneda(l.tipoCambioId),
      servicio: servicioCalculo(db, l.servicioCabysId),
    })),
    {
      esExonerado: ctx.esExonerado,
      tarifaExonerada: ctx.tarifaExonerada,
      tipoCambioFactura: moneda(ctx.tipoCambioId),
      credito: ctx.credito,
      montoAnticipado: ctx.montoAnticipado,
    },
  );
  // Object.assign, not a spread with fields after it: the same row for a few times less, and the seed
  // computes every line of every invoice at each page load of the demo.
  const detalles = lineas.map((l, i) => {
    const c = totales.lineas[i]!;
    return Object.assign({}, l, {
      precioUnitario: c.precioUnitario,
      montoColones: c.montoColones,
      impuestos: c.impuestos,
      impuestosMonto: c.impuestosMonto,
      montoNeto: c.montoNeto,
    });
  });
  return { detalles, totales };
}

/** updatable and anulable as the server keeps them. */
export function banderas(f: Pick<FacturaRecord, 'estado' | 'estadoHacienda' | 'enviando'>) {
  return {
    updatable: !f.enviando && esEditable(f),
    anulable: f.estado !== 'Anulada' && !f.enviando,
  };
}

/** Updates an invoice and keeps its derived flags right. */
export function actualizar(db: Db, id: number, patch: Partial<FacturaRecord>): FacturaRecord {
  const next = { ...db.facturas.get(id)!, ...patch };
  return db.facturas.update(id, { ...patch, ...banderas(next) });
}

/** The `hacienda` label of a row: 'Anulada' once annulled, 'Enviando' during a batch, else F4's. */
export function etiqueta(f: Pick<FacturaRecord, 'estado' | 'enviadaHacienda' | 'estadoHacienda'>): string {
  if (f.estado === 'Anulada' || f.enviadaHacienda === 2) return HACIENDA_LABEL_ANULADA;
  return etiquetaHacienda({ enviadaHacienda: f.enviadaHacienda, estadoHacienda: f.estadoHacienda });
}

function envio(f: FacturaRecord, e: Omit<EnvioRecord, 'id' | 'fecha'>, fecha = ahoraIso()): EnvioRecord[] {
  const id = f.id * 1000 + f.envios.length + 1;
  return [...f.envios, { id, fecha, ...e }];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Resultado = { result: number; resultStr: string; estado: string };

/**
 * What Hacienda (and the issuer's own checks) make of a send (decision F14), in this order:
 * error when the client is inactive, has no valid e-mail, or the emission date is after today;
 * pending when the invoice is not in colones; accepted otherwise.
 */
export function veredictoEnvio(db: Db, f: FacturaRecord, hoy: Date): 'aceptado' | 'pendiente' | string {
  const cliente = db.clientes.get(f.clienteId);
  if (!cliente) return `El receptor de la factura ${f.id} no existe`;
  if (cliente.estado !== 'ACTIVO')
    return `El receptor ${cliente.nombre} está inactivo: actívelo en Clientes antes de enviar la factura`;
  if (!EMAIL.test(cliente.correo.trim()))
    return `El receptor ${cliente.nombre} no tiene un correo electrónico válido para recibir el comprobante`;
  if (f.fechaFacturacion.slice(0, 10) > format(hoy, 'yyyy-MM-dd'))
    return `La fecha de emisión ${formatDate(f.fechaFacturacion)} es posterior a la fecha actual: Hacienda no acepta comprobantes con fecha futura`;
  return f.tipoCambioId !== monedaBase(db).id ? 'pendiente' : 'aceptado';
}

/** The numbers of the next submission: a new consecutivo at the first send and after a rejection. */
function numeros(db: Db, f: FacturaRecord) {
  const rechazada = f.envios.at(-1)?.estado === 'Rechazado';
  if (f.consecutivo && !rechazada) return { consecutivo: f.consecutivo, clave: f.clave };
  const empresa = db.empresas.get(f.empresaId)!;
  return numerar(db, empresa, TIPO_DOCUMENTO.factura, f.fechaFacturacion);
}

export const TEXTO = {
  aceptado: 'Comprobante aceptado por Hacienda',
  procesando: 'Recibido por Hacienda: procesando, sin respuesta todavía',
};

/** `send-factura-hacienda` (and a settled batch send): the spec's transitions, a history entry. */
export function enviar(db: Db, f: FacturaRecord, momento = ahora()): Resultado {
  const v = veredictoEnvio(db, f, momento);
  const n = numeros(db, f);
  const fecha = toIsoDateTime(momento);
  const base = { enviando: false, enviandoDesde: null, consecutivo: n.consecutivo, clave: n.clave };
  if (v === 'aceptado') {
    actualizar(db, f.id, {
      ...base,
      enviadaHacienda: 1,
      estado: 'Finalizada',
      estadoHacienda: ESTADO_HACIENDA.aceptado,
      pendienteDesde: null,
      consultasPendiente: 0,
      envios: envio(f, { ...n, estado: 'Aceptado', detalle: TEXTO.aceptado }, fecha),
    });
    return { result: 1, resultStr: TEXTO.aceptado, estado: ESTADO_HACIENDA.aceptado };
  }
  if (v === 'pendiente') {
    actualizar(db, f.id, {
      ...base,
      enviadaHacienda: 1,
      estado: 'Finalizada',
      estadoHacienda: ESTADO_HACIENDA.noAceptadoRechazado,
      pendienteDesde: fecha,
      consultasPendiente: 0,
      envios: envio(f, { ...n, estado: 'Procesando', detalle: TEXTO.procesando }, fecha),
    });
    return { result: -1, resultStr: TEXTO.procesando, estado: ESTADO_HACIENDA.noAceptadoRechazado };
  }
  const estado = f.estadoHacienda === ESTADO_HACIENDA.enviando ? '' : f.estadoHacienda;
  actualizar(db, f.id, {
    ...base,
    estadoHacienda: estado,
    envios: envio(f, { ...n, estado: 'Error', detalle: v }, fecha),
  });
  return { result: 0, resultStr: v, estado: estado || ESTADO_HACIENDA.noEnviada };
}

/**
 * Settles the batch sends that are due (decision F13). Called before every invoice read; the browser
 * persists when something settled.
 */
export function asentarEnvios(db: Db, momento = ahora()): number {
  const limite = momento.getTime() - LOTE_MS;
  let n = 0;
  for (const f of db.facturas.filter((x) => x.enviando && !!x.enviandoDesde)) {
    const desde = parseApiDate(f.enviandoDesde)?.getTime() ?? 0;
    if (desde <= limite) {
      enviar(db, f, momento);
      n++;
    }
  }
  if (n) runtime.onMutation();
  return n;
}

const yaRechazada = (f: FacturaRecord) => f.envios.some((e) => e.estado === 'Rechazado');

/**
 * `check-status-hacienda` (decision F14): a pending answer is decided at its second check, or at any
 * check 10 minutes after the send; it is rejected when the client is foreign and the invoice was never
 * rejected before, accepted otherwise. Accepted → 1, rejected → 3 (back to Ingresada, not sent),
 * pending → -1. Every check of a submitted invoice adds a history entry.
 */
export function consultar(
  db: Db,
  f: FacturaRecord,
  momento = ahora(),
): { result: number; resultStr: string } {
  const fecha = toIsoDateTime(momento);
  const n = { clave: f.clave, consecutivo: f.consecutivo };
  if (f.estadoHacienda === ESTADO_HACIENDA.noAceptadoRechazado && f.estado !== 'Anulada') {
    const consultas = f.consultasPendiente + 1;
    const desde = parseApiDate(f.pendienteDesde)?.getTime() ?? 0;
    if (consultas < 2 && momento.getTime() - desde < DECISION_MS) {
      actualizar(db, f.id, {
        consultasPendiente: consultas,
        envios: envio(f, { ...n, estado: 'Procesando', detalle: TEXTO.procesando }, fecha),
      });
      return { result: -1, resultStr: ESTADO_HACIENDA.procesando };
    }
    const cliente = db.clientes.get(f.clienteId);
    if (cliente?.esInternacional && !yaRechazada(f)) {
      actualizar(db, f.id, {
        estadoHacienda: ESTADO_HACIENDA.rechazado,
        estado: 'Ingresada',
        enviadaHacienda: 0,
        pendienteDesde: null,
        consultasPendiente: 0,
        envios: envio(f, { ...n, estado: 'Rechazado', detalle: rechazoSimulado(f.id) }, fecha),
      });
      return { result: 3, resultStr: ESTADO_HACIENDA.rechazado };
    }
    actualizar(db, f.id, {
      estadoHacienda: ESTADO_HACIENDA.aceptado,
      estado: 'Finalizada',
      enviadaHacienda: 1,
      pendienteDesde: null,
      consultasPendiente: 0,
      envios: envio(f, { ...n, estado: 'Aceptado', detalle: TEXTO.aceptado }, fecha),
    });
    return { result: 1, resultStr: ESTADO_HACIENDA.aceptado };
  }
  if (f.estadoHacienda === ESTADO_HACIENDA.aceptado) {
    actualizar(db, f.id, { envios: envio(f, { ...n, estado: 'Aceptado', detalle: TEXTO.aceptado }, fecha) });
    return { result: 1, resultStr: ESTADO_HACIENDA.aceptado };
  }
  if (f.estadoHacienda === ESTADO_HACIENDA.rechazado) {
    const ultimo = [...f.envios].reverse().find((e) => e.estado === 'Rechazado');
    actualizar(db, f.id, {
      envios: envio(
        f,
        {
          clave: ultimo?.clave ?? '',
          consecutivo: ultimo?.consecutivo ?? '',
          estado: 'Rechazado',
          detalle: ultimo?.detalle ?? rechazoSimulado(f.id),
        },
        fecha,
      ),
    });
    return { result: 3, resultStr: ESTADO_HACIENDA.rechazado };
  }
  if (f.enviando) return { result: -1, resultStr: ESTADO_HACIENDA.enviando };
  return { result: 0, resultStr: `La factura ${f.id} no ha sido recibida por Hacienda` };
}

/**
 * Nota Credito: a sent invoice gets a credit note (tipo 03, its own consecutivo and clave) that
 * Hacienda processes; an invoice never sent is just annulled. Either way enviadaHacienda 2, Anulada.
 */
export function anular(db: Db, f: FacturaRecord, momento = ahora()): FacturaRecord {
  const fecha = toIsoDateTime(momento);
  const patch: Partial<FacturaRecord> = {
    enviadaHacienda: 2,
    estado: 'Anulada',
    reversible: false,
    enviando: false,
    enviandoDesde: null,
    pendienteDesde: null,
  };
  if (f.enviadaHacienda === 1) {
    const empresa = db.empresas.get(f.empresaId)!;
    const n = numerar(db, empresa, TIPO_DOCUMENTO.notaCredito, fecha);
    patch.notaCredito = { ...n, fecha, estado: 'procesando', consultas: 0 };
    patch.envios = envio(
      f,
      { ...n, estado: 'Procesando', detalle: `Nota de crédito ${n.consecutivo} enviada a Hacienda` },
      fecha,
    );
  }
  return actualizar(db, f.id, patch);
}

/**
 * `check-status-nc-hacienda`: the credit note is decided like an invoice (second check or 10 minutes);
 * enviadaHacienda stays 2 (decision F15). An invoice annulled before it was sent needs no credit note.
 */
export function consultarNc(
  db: Db,
  f: FacturaRecord,
  momento = ahora(),
): { result: number; resultStr: string } {
  const nc = f.notaCredito;
  if (!nc)
    return {
      result: 1,
      resultStr: 'La factura se anuló antes de enviarse a Hacienda: no requiere nota de crédito',
    };
  const fecha = toIsoDateTime(momento);
  const n = { clave: nc.clave, consecutivo: nc.consecutivo };
  if (nc.estado === 'aceptado') {
    actualizar(db, f.id, {
      envios: envio(
        f,
        { ...n, estado: 'Aceptado', detalle: `Nota de crédito ${nc.consecutivo} aceptada por Hacienda` },
        fecha,
      ),
    });
    return { result: 1, resultStr: ESTADO_HACIENDA.aceptado };
  }
  const consultas = nc.consultas + 1;
  const desde = parseApiDate(nc.fecha)?.getTime() ?? 0;
  if (consultas < 2 && momento.getTime() - desde < DECISION_MS) {
    actualizar(db, f.id, {
      notaCredito: { ...nc, consultas },
      envios: envio(f, { ...n, estado: 'Procesando', detalle: TEXTO.procesando }, fecha),
    });
    return { result: -1, resultStr: ESTADO_HACIENDA.procesando };
  }
  actualizar(db, f.id, {
    notaCredito: { ...nc, consultas, estado: 'aceptado' },
    envios: envio(
      f,
      { ...n, estado: 'Aceptado', detalle: `Nota de crédito ${nc.consecutivo} aceptada por Hacienda` },
      fecha,
    ),
  });
  return { result: 1, resultStr: ESTADO_HACIENDA.aceptado };
}
