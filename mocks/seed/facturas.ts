import { fromExacto } from '@/lib/money';
import type { Db } from '../db/store';
import type {
  ClienteRow,
  DetalleRecord,
  EnvioRecord,
  FacturaRecord,
  NotaCreditoRecord,
  ReciboRecord,
} from '../db/types';
import { banderas, calcular, TEXTO, type LineaEntrada } from '../lib/facturas';
import { rechazoSimulado } from '../lib/motivos-hacienda';
import {
  clave,
  consecutivo,
  MEDIDAS,
  medidaPorSimbolo,
  nombreServicio,
  TARIFA_IVA_CERO,
  TARIFA_IVA_GENERAL,
  TARIFAS_IVA,
  TIPO_DOCUMENTO,
  type TipoDocumento,
} from '../lib/hacienda';
import { DAY, iso } from './momentos';
import { compararTexto } from './orden';
import type { Random } from './prng';
import { CASOS_EXONERACION, CEDULA_DE_CLIENTE } from '../lib/registro-hacienda';

/**
 * Invoices as a real store: the receipts' seed decides which invoices exist, for whom, when
 * and in which currency (`FacturaBase`); this module gives each one real detail lines whose totals
 * come from `calcularTotales`, a Hacienda life true to the spec's states (accepted, pending,
 * rejected, send errors, credit notes), its submission history with real claves and consecutivos
 * numbered by account in time order, and a believable payment state.
 */
export type FacturaBase = Pick<
  FacturaRecord,
  | 'id'
  | 'reciboId'
  | 'encargadoId'
  | 'clienteId'
  | 'fechaFacturacion'
  | 'fechaVencimiento'
  | 'estado'
  | 'estadoPago'
  | 'enviadaHacienda'
  | 'estadoHacienda'
  | 'reversible'
  | 'tipoCambioId'
  | 'subtotal'
  | 'impuestoVentas'
  | 'total'
>;

export function seedCatalogosFactura(db: Db): void {
  db.medidas.seed(MEDIDAS);
  db.tarifasIva.seed(TARIFAS_IVA);
}

const momento = (s: string) => Date.parse(`${s}Z`);
const EMPRESA = 1;
const COLONES = 1;
/** Account 1's air freight: the demo registry has it inactive (mocks/lib/registro-hacienda.ts). */
export const ACTIVIDAD_INACTIVA = '621001';

type Contexto = {
  recibo: ReciboRecord | null;
  aduana: string;
  tramite: string;
  usd: boolean;
  venta: number;
};

type Plantilla = {
  medida: string;
  cantidad: readonly [number, number];
  detalle: (c: Contexto, q: number) => string;
};

/** How the broker words each service it bills (by the service's name, see NOMBRE_SERVICIO). */
const PLANTILLAS: Record<string, Plantilla> = {
  NACIONALIZACION: {
    medida: 'Sp',
    cantidad: [1, 1],
    detalle: (c) =>
      c.recibo
        ? `Servicio de nacionalización (${c.tramite})${c.recibo.dua ? `, DUA ${c.recibo.dua}` : ''}, recibo ${c.recibo.recibo}`
        : 'Nacionalización de mercancías, honorarios de agencia aduanal',
  },
  'DUA VENTA LOCAL ZONA FRANCA': {
    medida: 'Sp',
    cantidad: [1, 1],
    detalle: (c) =>
      c.recibo?.dua
        ? `DUA venta local zona franca ${c.recibo.dua}, recibo ${c.recibo.recibo}`
        : 'Trámite de DUA venta local zona franca',
  },
  'MANIPULACION DE CARGA': {
    medida: 'Sp',
    cantidad: [1, 1],
    detalle: (c) =>
      c.recibo
        ? `Trámite de ${c.tramite.toLowerCase()} en ${c.aduana}`
        : 'Manipulación de carga en almacén fiscal',
  },
  ALMACENAJE: {
    medida: 'D',
    cantidad: [3, 12],
    detalle: (_, q) => `Almacenaje en almacén fiscal, ${q} días`,
  },
  'TRANSPORTE TERRESTRE': {
    medida: 'Os',
    cantidad: [1, 1],
    detalle: (c) =>
      c.recibo ? `Transporte de ${c.aduana} a bodega del cliente` : 'Transporte local de mercancías',
  },
  'TRANSPORTE DE CONTENEDORES': {
    medida: 'Unid',
    cantidad: [1, 3],
    detalle: (_, q) =>
      `Transporte de ${q === 1 ? 'un contenedor' : `${q} contenedores`} al plantel del cliente`,
  },
  'MANEJO DE CONTENEDORES': {
    medida: 'Unid',
    cantidad: [1, 3],
    detalle: (c) =>
      c.recibo ? `Manejo de contenedor, BL ${c.recibo.bl}` : 'Manejo de contenedores en patio',
  },
  'SEGURO DE CARGA': {
    medida: 'Os',
    cantidad: [1, 1],
    detalle: (c) => (c.recibo ? `Póliza de seguro de carga, BL ${c.recibo.bl}` : 'Póliza de seguro de carga'),
  },
  'ASESORIA ADUANERA': {
    medida: 'h',
    cantidad: [1, 4],
    detalle: () => 'Asesoría en clasificación arancelaria y permisos',
  },
  'CONSULTORIA EN OPERACIONES': {
    medida: 'h',
    cantidad: [2, 6],
    detalle: () => 'Consultoría en procesos de importación',
  },
  'PESAJE DE CONTENEDORES': {
    medida: 'Unid',
    cantidad: [1, 2],
    detalle: (c) => `Pesaje de contenedor en ${c.aduana || 'báscula autorizada'}`,
  },
  'MENSAJERIA INTERNACIONAL': {
    medida: 'Os',
    cantidad: [1, 1],
    detalle: () => 'Envío de documentos originales por courier',
  },
  'FLETE AEREO': {
    medida: 'Os',
    cantidad: [1, 1],
    detalle: (c) => (c.recibo ? `Flete aéreo, guía ${c.recibo.bl}` : 'Flete aéreo internacional'),
  },
  'FLETE MARITIMO': {
    medida: 'Os',
    cantidad: [1, 1],
    detalle: (c) => (c.recibo ? `Flete marítimo, BL ${c.recibo.bl}` : 'Flete marítimo internacional'),
  },
};

/** Which main service a receipt's procedure type bills: 8 DUA ZF; import-like types nationalization. */
function servicioPrincipal(tipoId: number | null, exonerado: boolean, rnd: Random): string {
  if (tipoId === 8) return 'DUA VENTA LOCAL ZONA FRANCA';
  if (tipoId === 2 || tipoId === 3 || tipoId === 5) return 'MANIPULACION DE CARGA';
  if (exonerado && rnd.chance(0.4)) return 'DUA VENTA LOCAL ZONA FRANCA';
  return 'NACIONALIZACION';
}

const EXTRAS = [
  ['ALMACENAJE', 3],
  ['TRANSPORTE TERRESTRE', 3],
  ['MANEJO DE CONTENEDORES', 2],
  ['SEGURO DE CARGA', 2],
  ['ASESORIA ADUANERA', 1],
  ['PESAJE DE CONTENEDORES', 1],
  ['MENSAJERIA INTERNACIONAL', 1],
  ['TRANSPORTE DE CONTENEDORES', 1],
  ['FLETE AEREO', 1],
  ['FLETE MARITIMO', 1],
  ['CONSULTORIA EN OPERACIONES', 1],
] as const;

/** How many extras an invoice bills besides its main service. */
const CUANTOS_EXTRAS = [
  [0, 3],
  [1, 4],
  [2, 3],
  [3, 1],
] as const;

/** A unit price that a clerk would type: colones to ¢500, dollars to 50 cents (small ones to cents). */
function precio(valor: number, usd: boolean): number {
  if (usd) return valor >= 20 ? Math.max(0.5, Math.round(valor * 2) / 2) : Math.round(valor * 100) / 100;
  return Math.max(500, Math.round(valor / 500) * 500);
}

function lineas(
  f: FacturaBase,
  c: Contexto,
  cliente: ClienteRow,
  servicios: Map<string, number>,
  /** EXTRAS the account bills (the same for every invoice: worked out once). */
  extras: ReadonlyArray<(typeof EXTRAS)[number]>,
  rnd: Random,
  siguienteId: () => number,
): LineaEntrada[] {
  const objetivo = f.subtotal;
  const principal = servicioPrincipal(c.recibo?.tipoId ?? null, !!cliente.esExonerado, rnd);
  const cuantos = rnd.weighted(CUANTOS_EXTRAS);
  const elegidos: string[] = [principal];
  while (elegidos.length < cuantos + 1) {
    const n: string = rnd.weighted(extras);
    if (!elegidos.includes(n)) elegidos.push(n);
  }
  const pesos = elegidos.map((_, i) => (i === 0 ? 2.2 + rnd.next() : 0.4 + rnd.next()));
  const suma = pesos.reduce((a, b) => a + b, 0);
  // Now and then a dollar invoice carries one local cost in colones (F1: the line's own currency).
  const lineaEnColones = c.usd && elegidos.length > 1 && rnd.chance(0.3) ? elegidos.length - 1 : -1;
  return elegidos.map((nombre, i) => {
    const p = PLANTILLAS[nombre]!;
    const q = rnd.int(p.cantidad[0], p.cantidad[1]);
    const enColones = i === lineaEnColones;
    const parte = (objetivo * pesos[i]!) / suma / q;
    const monto = enColones ? precio(parte * c.venta, false) : precio(parte, c.usd);
    const servicioCabysId = servicios.get(nombre)!;
    const iva = nombre === 'NACIONALIZACION' || nombre === 'DUA VENTA LOCAL ZONA FRANCA';
    return {
      id: siguienteId(),
      detalle: p.detalle(c, q).slice(0, 160),
      cantidad: q,
      monto,
      tipoCambioId: enColones ? COLONES : f.tipoCambioId,
      servicioCabysId,
      tarifaIvaId: iva ? TARIFA_IVA_GENERAL : TARIFA_IVA_CERO,
      medidaId: medidaPorSimbolo(p.medida).id,
    };
  });
}

/** One submission to Hacienda: a document number and the answers it got. */
type Envio = {
  facturaId: number;
  tipo: TipoDocumento;
  fecha: number;
  /** The document's emission date (the clave's date). */
  emision: string;
  respuestas: Array<{ estado: EnvioRecord['estado']; detalle: string; fecha: number }>;
};

type Vida =
  | 'noEnviada'
  | 'aceptada'
  | 'aceptadaTrasEspera'
  | 'aceptadaTrasRechazo'
  | 'pendiente'
  | 'rechazada'
  | 'error'
  | 'anuladaConNc'
  | 'anuladaSinEnviar';

export function completarFacturas(
  db: Db,
  bases: readonly FacturaBase[],
  recibos: readonly ReciboRecord[],
  now: number,
  rnd: Random,
): FacturaRecord[] {
  const empresa = db.empresas.get(EMPRESA)!;
  const recibosPorId = new Map(recibos.map((r) => [r.id, r]));
  const servicios = new Map(
    db.serviciosCabys
      .filter((s) => s.empresaId === EMPRESA && s.status === 'ACTIVO')
      .map((s) => [nombreServicio(s.codigoCabys, s.descripcion), s.id]),
  );
  const extras = EXTRAS.filter(([n]) => servicios.has(n));
  const actividad = db.tiposActividad.find((t) => t.empresaId === EMPRESA && t.codigo === '630904')!;
  const codigos = new Map<number, string>();
  for (const c of db.clienteCodigos.all())
    if (!codigos.has(c.clienteId)) codigos.set(c.clienteId, c.codigoActividadDgt);
  const venta = db.tiposCambio.get(2)!.venta;
  const hoy = Math.floor(now / DAY) * DAY;
  let lineaId = 0;
  const siguienteId = () => ++lineaId;

  // Today's work: the newest unassigned invoices were issued this morning (the dashboard counts them).
  const sueltas = bases
    .filter((b) => b.reciboId === null)
    .sort((a, b) => compararTexto(b.fechaFacturacion, a.fechaFacturacion));
  const deHoy = new Set(sueltas.slice(0, 4).map((b) => b.id));

  // Every Hacienda state is on show: a few recent dollar invoices await Hacienda's answer, and two
  // recent unsent ones met a send error (their resend works).
  const edad = (b: FacturaBase) =>
    Math.floor((hoy - Math.floor(momento(b.fechaFacturacion) / DAY) * DAY) / DAY);
  const forzadas = new Map<number, Vida>();
  const recientes = bases
    .filter((b) => b.reciboId !== null && !deHoy.has(b.id) && b.enviadaHacienda !== 2)
    .sort((a, b) => compararTexto(b.fechaFacturacion, a.fechaFacturacion) || b.id - a.id);
  for (const b of recientes.filter((x) => x.tipoCambioId !== COLONES && edad(x) <= 10).slice(0, 3))
    forzadas.set(b.id, 'pendiente');
  for (const b of recientes
    .filter((x) => x.enviadaHacienda === 0 && !x.reversible && !forzadas.has(x.id) && edad(x) >= 1)
    .slice(0, 2))
    forzadas.set(b.id, 'error');

  // Hacienda's registry, two cases the check before sending refuses, each on an unsent
  // unassigned invoice of its own plain client (no registry case of its own), chosen without a draw:
  // the newest bills under account 1's air-freight activity, which the demo registry has as inactive;
  // the next one's first line is cargo insurance saved at 13 %, a rate the app's own math (F2) never
  // gives it and the demo registry's CABYS catalogue does not (0 %), as an invoice saved elsewhere
  // would carry it.
  const clientesDeCaso = new Set<string>([
    ...Object.keys(CEDULA_DE_CLIENTE),
    ...Object.values(CASOS_EXONERACION).map((c) => c.cliente),
  ]);
  const actividadInactiva = db.tiposActividad.find(
    (t) => t.empresaId === EMPRESA && t.codigo === ACTIVIDAD_INACTIVA,
  )!;
  const deClientePlano = sueltas.filter((b) => {
    const cliente = db.clientes.get(b.clienteId)!;
    return (
      !deHoy.has(b.id) &&
      cliente.estado === 'ACTIVO' &&
      !cliente.esInternacional &&
      !cliente.esExonerado &&
      !clientesDeCaso.has(cliente.nombre)
    );
  });
  const conActividadInactiva = deClientePlano[0]?.id;
  const conTarifaDistinta = deClientePlano.find((b) => b.clienteId !== deClientePlano[0]?.clienteId)?.id;
  const seguro = servicios.get('SEGURO DE CARGA')!;

  const envios: Envio[] = [];
  const facturas = bases.map((base): FacturaRecord => {
    const b = { ...base };
    if (deHoy.has(b.id)) {
      const t = hoy + rnd.int(6 * 60, 6 * 60 + 55) * 60_000;
      const plazo = b.fechaVencimiento ? 30 : 0;
      b.fechaFacturacion = iso(t);
      b.fechaVencimiento = plazo ? iso(t + plazo * DAY) : null;
    }
    const cliente = db.clientes.get(b.clienteId)!;
    const recibo = b.reciboId ? (recibosPorId.get(b.reciboId) ?? null) : null;
    const usd = b.tipoCambioId !== COLONES;
    const c: Contexto = {
      recibo,
      aduana: recibo ? (db.aduanas.get(recibo.aduanaId)?.nombre ?? '') : '',
      tramite: recibo ? (db.tiposTramite.get(recibo.tipoId)?.nombre ?? '') : '',
      usd,
      venta,
    };
    const credito = b.fechaVencimiento !== null;
    const entrada = lineas(b, c, cliente, servicios, extras, rnd, siguienteId);
    const calculo = calcular(db, entrada, {
      tipoCambioId: b.tipoCambioId,
      esExonerado: !!cliente.esExonerado,
      tarifaExonerada: cliente.exoneracion?.tarifaExonerada ?? null,
      credito,
      montoAnticipado: 0,
    });
    const { totales } = calculo;
    // The line keeps the 13 % it was computed at (its nationalization's); only its service and words change.
    const detalles =
      b.id === conTarifaDistinta
        ? calculo.detalles.map((d, i) =>
            i === 0
              ? { ...d, servicioCabysId: seguro, detalle: PLANTILLAS['SEGURO DE CARGA']!.detalle(c, 1) }
              : d,
          )
        : calculo.detalles;
    // Now and then a credit invoice had an advance: what calcularTotales gives for it (total − advance).
    const anticipo =
      credito && rnd.chance(0.2)
        ? Math.round((totales.exactos.total * (0.3 + rnd.next() * 0.2)) / 100_000) * 100_000
        : 0;
    const montoAnticipado = credito ? fromExacto(anticipo) : totales.montoAnticipado;
    const saldoPendiente = credito ? fromExacto(totales.exactos.total - anticipo) : totales.saldoPendiente;

    const fecha = momento(b.fechaFacturacion);
    const age = Math.floor((hoy - Math.floor(fecha / DAY) * DAY) / DAY);
    const vida = forzadas.get(b.id) ?? vidaDe(b, cliente, age, usd, rnd);
    const eventos = historia(
      b.id,
      vida,
      b.fechaFacturacion,
      fecha,
      age,
      now,
      rnd,
      cliente.estado === 'ACTIVO',
    );
    envios.push(...eventos);

    const enviada = ['aceptada', 'aceptadaTrasEspera', 'aceptadaTrasRechazo', 'pendiente'].includes(vida);
    const anulada = vida === 'anuladaConNc' || vida === 'anuladaSinEnviar';
    const estadoHacienda =
      vida === 'pendiente'
        ? 'no_aceptado_rechazado'
        : vida === 'rechazada'
          ? 'rechazado'
          : enviada || vida === 'anuladaConNc'
            ? 'aceptado'
            : '';
    const estado: FacturaRecord['estado'] = anulada ? 'Anulada' : enviada ? 'Finalizada' : 'Ingresada';
    const pendiente = vida === 'pendiente' ? eventos[0]! : null;
    // The draws in their usual order (payment, then the remark), then the row written out whole, its
    // fields in the order they always had: a copy of an object with fields added to it costs several
    // times a plain literal, and the seed builds every invoice at each page load of the demo.
    const estadoPago = pago(b, estado, credito, now, rnd);
    const observaciones = observacion(c, cliente, rnd);
    const { updatable, anulable } = banderas({ estado, estadoHacienda, enviando: false });
    return {
      id: b.id,
      reciboId: b.reciboId,
      encargadoId: b.encargadoId,
      clienteId: b.clienteId,
      fechaFacturacion: b.fechaFacturacion,
      fechaVencimiento: b.fechaVencimiento,
      estado,
      estadoPago,
      enviadaHacienda: anulada ? 2 : enviada ? 1 : 0,
      estadoHacienda,
      reversible: b.reversible && !enviada && !anulada,
      tipoCambioId: b.tipoCambioId,
      subtotal: totales.subtotal,
      impuestoVentas: totales.impuestoVentas,
      total: totales.total,
      empresaId: EMPRESA,
      exonerado: totales.exonerado,
      detalles: detalles as DetalleRecord[],
      observaciones,
      credito: credito ? 1 : 0,
      diasCredito: credito ? 30 : 0,
      montoAnticipado,
      saldoPendiente,
      codigoActividad: codigos.get(cliente.id) ?? '',
      tipoActividadEconomicaId: b.id === conActividadInactiva ? actividadInactiva.id : actividad.id,
      consecutivo: '',
      clave: '',
      enviando: false,
      enviandoDesde: null,
      updatable,
      anulable,
      envios: [],
      pendienteDesde: pendiente ? iso(pendiente.fecha) : null,
      consultasPendiente: 0,
      notaCredito: null,
    };
  });

  // Number every submission of the account in time order, then write the histories.
  const porId = new Map(facturas.map((f) => [f.id, f]));
  const contador: Record<string, number> = {};
  envios.sort((a, b) => a.fecha - b.fecha || a.facturaId - b.facturaId);
  for (const e of envios) {
    const numero = (contador[e.tipo] = (contador[e.tipo] ?? 0) + 1);
    const consec = consecutivo(e.tipo, numero);
    const k = clave(e.emision, empresa.cedula, consec);
    const f = porId.get(e.facturaId)!;
    for (const r of e.respuestas) {
      f.envios.push({
        id: f.id * 1000 + f.envios.length + 1,
        clave: k,
        consecutivo: consec,
        estado: r.estado,
        detalle: r.detalle,
        fecha: iso(r.fecha),
      });
    }
    if (e.tipo === TIPO_DOCUMENTO.factura) {
      f.consecutivo = consec;
      f.clave = k;
    } else {
      const decidida = e.respuestas.some((r) => r.estado === 'Aceptado');
      const nc: NotaCreditoRecord = {
        clave: k,
        consecutivo: consec,
        fecha: iso(e.fecha),
        estado: decidida ? 'aceptado' : 'procesando',
        consultas: decidida ? 1 : 0,
      };
      f.notaCredito = nc;
    }
  }
  for (const f of facturas) f.envios.sort((a, b) => compararTexto(a.fecha, b.fecha) || a.id - b.id);
  return facturas;
}

/** The Hacienda life of a seeded invoice (decision F16). */
function vidaDe(b: FacturaBase, cliente: ClienteRow, age: number, usd: boolean, rnd: Random): Vida {
  const enviada = () => {
    if (usd && age <= 1) return 'pendiente';
    if (cliente.esInternacional && rnd.chance(0.35)) return 'aceptadaTrasRechazo';
    return usd ? 'aceptadaTrasEspera' : 'aceptada';
  };
  if (b.enviadaHacienda === 1) return enviada();
  if (b.enviadaHacienda === 2) return rnd.chance(0.8) ? 'anuladaConNc' : 'anuladaSinEnviar';
  // Old invoices are rarely left unsent; those that can still be released from their receipt are.
  if (!b.reversible && age > 45 && rnd.chance(0.85)) return enviada();
  if (cliente.estado !== 'ACTIVO' && rnd.chance(0.7)) return 'error';
  if (cliente.esInternacional && age > 0 && rnd.chance(0.5)) return 'rechazada';
  return 'noEnviada';
}

const minutos = (n: number) => n * 60_000;

function historia(
  facturaId: number,
  vida: Vida,
  emision: string,
  fecha: number,
  age: number,
  now: number,
  rnd: Random,
  clienteActivo: boolean,
): Envio[] {
  const tope = (t: number) => Math.min(t, now);
  const envio = (
    t: number,
    respuestas: Envio['respuestas'],
    tipo: TipoDocumento = TIPO_DOCUMENTO.factura,
  ): Envio => ({
    facturaId,
    tipo,
    fecha: tope(t),
    emision: tipo === TIPO_DOCUMENTO.factura ? emision : iso(tope(t)),
    respuestas: respuestas.map((r) => ({ estado: r.estado, detalle: r.detalle, fecha: tope(r.fecha) })),
  });
  const t0 = fecha + minutos(rnd.int(5, 90));
  const aceptado = (t: number) => ({ estado: 'Aceptado' as const, detalle: TEXTO.aceptado, fecha: t });
  const procesando = (t: number) => ({ estado: 'Procesando' as const, detalle: TEXTO.procesando, fecha: t });
  const rechazado = (t: number) => ({
    estado: 'Rechazado' as const,
    detalle: rechazoSimulado(facturaId),
    fecha: t,
  });
  switch (vida) {
    case 'aceptada':
      return [envio(t0, [aceptado(t0)])];
    case 'aceptadaTrasEspera':
      return [envio(t0, [procesando(t0), aceptado(t0 + minutos(rnd.int(6, 40)))])];
    case 'aceptadaTrasRechazo': {
      const t1 = t0 + minutos(rnd.int(60, 240));
      return [
        envio(t0, [procesando(t0), rechazado(t0 + minutos(8))]),
        envio(t1, [procesando(t1), aceptado(t1 + minutos(rnd.int(6, 30)))]),
      ];
    }
    case 'pendiente':
      return [envio(t0, [procesando(t0)])];
    case 'rechazada':
      return [envio(t0, [procesando(t0), rechazado(t0 + minutos(rnd.int(6, 30)))])];
    case 'error': {
      const detalle = clienteActivo
        ? 'Hacienda no respondió a tiempo (tiempo de espera agotado): intente enviar la factura de nuevo'
        : 'El receptor está inactivo: actívelo en Clientes antes de enviar la factura';
      return [envio(t0, [{ estado: 'Error', detalle, fecha: t0 }])];
    }
    case 'anuladaConNc': {
      const tn = t0 + DAY * rnd.int(1, Math.max(1, Math.min(20, age - 1)));
      const nc = `Nota de crédito enviada a Hacienda`;
      const decidida = age > 10;
      return [
        envio(t0, [aceptado(t0)]),
        envio(
          tn,
          decidida
            ? [
                { estado: 'Procesando', detalle: nc, fecha: tn },
                {
                  estado: 'Aceptado',
                  detalle: 'Nota de crédito aceptada por Hacienda',
                  fecha: tn + minutos(15),
                },
              ]
            : [{ estado: 'Procesando', detalle: nc, fecha: tn }],
          TIPO_DOCUMENTO.notaCredito,
        ),
      ];
    }
    default:
      return [];
  }
}

function pago(
  b: FacturaBase,
  estado: FacturaRecord['estado'],
  credito: boolean,
  now: number,
  rnd: Random,
): FacturaRecord['estadoPago'] {
  if (estado === 'Anulada') return b.estadoPago;
  if (estado === 'Ingresada') return 'Pendiente Pago';
  if (!credito) return rnd.chance(0.9) ? 'Pagada' : 'Pendiente Pago';
  const vence = momento(b.fechaVencimiento!);
  if (vence >= now) return rnd.chance(0.2) ? 'Pagada' : 'Pendiente Pago';
  const atraso = (now - vence) / DAY;
  return rnd.chance(atraso > 30 ? 0.85 : 0.5) ? 'Pagada' : 'Vencida';
}

const OBSERVACIONES = [
  'Favor depositar en la cuenta IBAN CR05015202001026284066 del Banco Nacional',
  'Pago por transferencia SINPE a la cuenta indicada en la factura',
  'Incluye gastos de almacenaje hasta la fecha de retiro',
  'Tarifa según contrato de servicios vigente',
];

function observacion(c: Contexto, cliente: ClienteRow, rnd: Random): string {
  if (cliente.esExonerado) return 'Cliente en régimen de Zona Franca: IVA exonerado';
  if (c.recibo && rnd.chance(0.3))
    return `Recibo ${c.recibo.recibo}, consignatario ${c.recibo.consignatario}`.slice(0, 127);
  return rnd.chance(0.5) ? rnd.pick(OBSERVACIONES) : '';
}
