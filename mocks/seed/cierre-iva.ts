import { mesAnterior } from '@/features/cierre-iva/rules';
import { fromExacto, productToExacto } from '@/lib/money';
import { impuestosLinea } from '@/features/facturas/calculo-factura';
import type { Db } from '../db/store';
import type { ConfirmacionRecord, EnvioRecord, FacturaRecord, NotaCreditoRecord } from '../db/types';
import { banderas, calcular, TEXTO, type LineaEntrada } from '../lib/facturas';
import { rechazoSimulado } from '../lib/motivos-hacienda';
import {
  clave,
  consecutivo,
  medidaPorSimbolo,
  nombreServicio,
  TIPO_DOCUMENTO,
  ultimoNumero,
  type TipoDocumento,
} from '../lib/hacienda';
import { CASOS_EXONERACION, CEDULA_DE_CLIENTE } from '../lib/registro-hacienda';
import type { Random } from './prng';

/*
 * The demo's previous month for 'Cierre de IVA': every case the worksheet must handle, on
 * top of whatever the rest of the seed dates in that month. Appended after the whole seed (ids, invoice
 * numbers and message numbers after the highest ones), so no other record changes. Amounts are
 * written here, not drawn, so the README's figures read as documents a person can find; the random
 * stream only picks the hours.
 *
 * Sales, in the month (all to account 1): an invoice at 13 % (with a 0 % line), one only at 0 % (code
 * 01), one to an exonerated client with its document, one in dollars, one Hacienda rejected and one
 * still pending; and a credit note dated in the month that annuls an invoice of the month before.
 * Purchases: supplier documents accepted at 13 % and at 4 %, one rejected, and two the account never
 * answered (files only: mocks/files/cierre-iva-proveedores.ts builds them).
 */

const EMPRESA = 1;
const DAY = 86_400_000;
const p2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** 'YYYY-MM' of the demo month: the calendar month before the seed's day (the screen's default). */
export const mesCierreIva = (seedDate: string) => mesAnterior(seedDate);

/** 'YYYY-MM' of the month before `mes`. */
const mesPrevio = (mes: string) => mesAnterior(`${mes}-01`);

/** A wall-clock moment of day `dia` of month `mes` (ISO local date-time, Costa Rica). */
const momento = (mes: string, dia: number, hora: number, minuto: number) =>
  `${mes}-${p2(dia)}T${p2(hora)}:${p2(minuto)}:00`;
const masMinutos = (iso: string, n: number) => {
  const d = new Date(Date.parse(`${iso}Z`) + n * 60_000);
  return `${d.toISOString().slice(0, 16)}:00`;
};
const masDias = (iso: string, n: number) => masMinutos(iso, n * (DAY / 60_000));

/** One invoice line: the broker's service name (NOMBRE_SERVICIO), quantity, unit price, text. */
type LineaVenta = readonly [servicio: string, cantidad: number, precio: number, detalle: string];

type Caso = 'gravada' | 'tarifaCero' | 'exonerada' | 'dolares' | 'notaCredito' | 'rechazada' | 'pendiente';

type Venta = {
  caso: Caso;
  /** Day of the month; the credit note's invoice is of the month before. */
  dia: number;
  cliente: 'plano' | 'exonerado';
  /** Which plain client (by order), so that each case has its own. */
  plano?: number;
  dolares?: true;
  lineas: readonly LineaVenta[];
};

/** The sales, in date order (the credit note's invoice, of the month before, first). */
export const VENTAS_CIERRE_IVA: readonly Venta[] = [
  {
    caso: 'notaCredito',
    dia: 20,
    cliente: 'plano',
    plano: 4,
    lineas: [
      ['NACIONALIZACION', 1, 168_500, 'Servicio de nacionalización, DUA 005-2026-230418'],
      ['ALMACENAJE', 6, 8_500, 'Almacenaje en almacén fiscal, 6 días'],
    ],
  },
  {
    caso: 'gravada',
    dia: 3,
    cliente: 'plano',
    plano: 0,
    lineas: [
      ['NACIONALIZACION', 1, 185_000, 'Servicio de nacionalización, DUA 005-2026-231077'],
      ['ALMACENAJE', 4, 9_500, 'Almacenaje en almacén fiscal, 4 días'],
    ],
  },
  {
    caso: 'tarifaCero',
    dia: 8,
    cliente: 'plano',
    plano: 1,
    lineas: [
      ['TRANSPORTE TERRESTRE', 1, 96_500, 'Transporte de Caldera a bodega del cliente'],
      ['MANEJO DE CONTENEDORES', 2, 38_000, 'Manejo de contenedor en patio'],
    ],
  },
  {
    caso: 'exonerada',
    dia: 12,
    cliente: 'exonerado',
    lineas: [
      ['DUA VENTA LOCAL ZONA FRANCA', 1, 240_000, 'DUA venta local zona franca 005-2026-231930'],
      ['TRANSPORTE TERRESTRE', 1, 64_000, 'Transporte de zona franca a bodega del cliente'],
    ],
  },
  {
    caso: 'dolares',
    dia: 15,
    cliente: 'plano',
    plano: 2,
    dolares: true,
    lineas: [
      ['NACIONALIZACION', 1, 420, 'Servicio de nacionalización, DUA 003-2026-232261'],
      ['SEGURO DE CARGA', 1, 35.5, 'Póliza de seguro de carga'],
    ],
  },
  {
    caso: 'rechazada',
    dia: 21,
    cliente: 'plano',
    plano: 3,
    lineas: [['NACIONALIZACION', 1, 132_000, 'Servicio de nacionalización, DUA 002-2026-232884']],
  },
  {
    caso: 'pendiente',
    dia: 28,
    cliente: 'plano',
    plano: 0,
    lineas: [['NACIONALIZACION', 1, 97_500, 'Servicio de nacionalización, DUA 005-2026-233410']],
  },
];

/** The day of the month the credit note is issued (it annuls the invoice of the month before). */
export const DIA_NOTA_CREDITO = 6;

/** A supplier of the month's cases: the seed's suppliers' shape, with what its documents carry. */
export type ProveedorCierre = {
  nombre: string;
  cedula: string;
  moneda: 'CRC' | 'USD';
  actividad: string;
  ubicacion: readonly [provincia: string, canton: string, distrito: string, otrasSenas: string];
  telefono: string;
  correo: string;
};

/** A supplier's line: CABYS, quantity, unit, text, unit price, VAT percent and its CodigoTarifaIVA. */
export type LineaCompra = readonly [
  cabys: string,
  cantidad: number,
  unidad: string,
  detalle: string,
  precio: number,
  tarifa: number,
  codigo: string,
];

export type CompraCierre = {
  proveedor: ProveedorCierre;
  dia: number;
  hora: readonly [number, number];
  tipoCambio: number;
  lineas: readonly LineaCompra[];
  /** The account's answer; absent: never answered (a file only). */
  respuesta?: { estado: ConfirmacionRecord['estado']; mensaje: string; dias: number };
  /** The supplier's document number (it issues to others too). */
  numero: number;
};

const proveedor = (
  nombre: string,
  cedula: string,
  moneda: 'CRC' | 'USD',
  actividad: string,
  ubicacion: ProveedorCierre['ubicacion'],
  telefono: string,
  correo: string,
): ProveedorCierre => ({ nombre, cedula, moneda, actividad, ubicacion, telefono, correo });

/** The month's supplier documents (suppliers of their own, so the other samples' numbering is untouched). */
export const COMPRAS_CIERRE_IVA: readonly CompraCierre[] = [
  {
    proveedor: proveedor(
      'Equipos de Oficina Zapote S.A.',
      '3101622908',
      'CRC',
      '475102',
      ['1', '01', '10', 'Zapote, 100 m sur de Casa Presidencial'],
      '22245870',
      'facturas@equiposzapote.co.cr',
    ),
    dia: 5,
    hora: [10, 12],
    tipoCambio: 1,
    numero: 4_118,
    lineas: [
      ['4521000000000', 2, 'Unid', 'Impresora láser monocromática', 148_900, 13, '08'],
      ['3219200020000', 20, 'Unid', 'Papel bond carta 75 g, resma de 500 hojas', 3_050, 13, '08'],
    ],
    respuesta: { estado: 'CONFIRMADO', mensaje: 'Mercadería recibida conforme', dias: 1 },
  },
  {
    proveedor: proveedor(
      'Agencia de Viajes Rumbo Sur S.A.',
      '3101593417',
      'CRC',
      '791101',
      ['1', '08', '01', 'Guadalupe, Centro Comercial El Pueblo, local 14'],
      '22813390',
      'reservas@rumbosur.co.cr',
    ),
    dia: 9,
    hora: [15, 40],
    tipoCambio: 1,
    numero: 977,
    lineas: [
      // International air tickets are taxed at the reduced 4 % (Ley 9635).
      [
        '6423100000000',
        2,
        'Unid',
        'Boleto aéreo San José – Ciudad de Panamá, ida y vuelta',
        212_400,
        4,
        '04',
      ],
    ],
    respuesta: { estado: 'CONFIRMADO', mensaje: 'Gasto operativo aprobado por contabilidad', dias: 2 },
  },
  {
    proveedor: proveedor(
      'Fumigadora Tropical de Limón S.A.',
      '3101486652',
      'CRC',
      '812901',
      ['7', '01', '01', 'Barrio Roosevelt, contiguo al Liceo Nuevo de Limón'],
      '27984410',
      'facturacion@fumitropical.co.cr',
    ),
    dia: 14,
    hora: [9, 5],
    tipoCambio: 1,
    numero: 2_306,
    lineas: [['8531000000000', 1, 'Sp', 'Fumigación de bodega de 600 m²', 185_000, 13, '08']],
    respuesta: { estado: 'RECHAZADO', mensaje: 'El servicio no fue prestado', dias: 1 },
  },
  {
    proveedor: proveedor(
      'Taller Mecánico La Valencia S.A.',
      '3101537284',
      'CRC',
      '452001',
      ['4', '01', '03', 'La Valencia de Heredia, 200 m este de la Firestone'],
      '22937615',
      'taller@lavalencia.co.cr',
    ),
    dia: 19,
    hora: [11, 30],
    tipoCambio: 1,
    numero: 8_842,
    lineas: [
      ['8714100000000', 1, 'Sp', 'Mantenimiento preventivo de montacargas', 156_000, 13, '08'],
      ['4311200000000', 4, 'Unid', 'Filtro de aceite para montacargas', 7_850, 13, '08'],
    ],
  },
  {
    proveedor: proveedor(
      'Logística Aérea Continental S.A.',
      '3101668520',
      'USD',
      '630901',
      ['2', '01', '09', 'Río Segundo, Terminal de Carga del Aeropuerto Juan Santamaría'],
      '24418030',
      'billing@lacontinental.cr',
    ),
    dia: 26,
    hora: [16, 55],
    tipoCambio: 509.42,
    numero: 15_073,
    lineas: [
      ['6791000000000', 1, 'Sp', 'Manejo de carga aérea de importación, guía 230-41877215', 186.4, 13, '08'],
    ],
  },
];

/** A line's amounts in exactos: MontoTotal = Cantidad × PrecioUnitario and its tax, each rounded once. */
export function importesLinea([, cantidad, , , precio, tarifa]: LineaCompra) {
  const montoTotal = productToExacto([cantidad, precio]);
  return { montoTotal, impuesto: impuestosLinea(montoTotal, tarifa, 0).impuestoNeto };
}

/** A supplier document's consecutivo and clave (type 01, from its own sucursal and terminal). */
export function numerosCompra(c: CompraCierre, mes: string) {
  const consec = consecutivo(TIPO_DOCUMENTO.factura, c.numero);
  const fecha = momento(mes, c.dia, c.hora[0], c.hora[1]);
  return { fecha, consecutivo: consec, clave: clave(fecha, c.proveedor.cedula, consec) };
}

/** Adds the month's cases (see above) to a seeded database. */
export function seedCierreIva(db: Db, rnd: Random): void {
  const mes = mesCierreIva(db.meta.seedDate);
  seedVentas(db, mes, rnd);
  seedCompras(db, mes);
}

function seedVentas(db: Db, mes: string, rnd: Random): void {
  const empresa = db.empresas.get(EMPRESA)!;
  const servicios = new Map(
    db.serviciosCabys
      .filter((s) => s.empresaId === EMPRESA && s.status === 'ACTIVO')
      .map((s) => [nombreServicio(s.codigoCabys, s.descripcion), s.id]),
  );
  const actividad = db.tiposActividad.find((t) => t.empresaId === EMPRESA && t.codigo === '630904')!;
  // Plain clients: active, national, not exonerated, no case of the demo registry's.
  const deCaso = new Set<string>([
    ...Object.keys(CEDULA_DE_CLIENTE),
    ...Object.values(CASOS_EXONERACION).map((c) => c.cliente),
  ]);
  const planos = db.clientes.filter(
    (c) => c.estado === 'ACTIVO' && !c.esInternacional && !c.esExonerado && !deCaso.has(c.nombre),
  );
  const exonerado = db.clientes.find((c) => c.nombre === CASOS_EXONERACION.vigente.cliente)!;
  const codigos = new Map<number, string>();
  for (const c of db.clienteCodigos.all())
    if (!codigos.has(c.clienteId)) codigos.set(c.clienteId, c.codigoActividadDgt);

  // Loops, not Math.max(...rows): at ?mockScale=100 the rows outnumber a call's arguments.
  let id = 0;
  let lineaId = 0;
  for (const f of db.facturas.all()) {
    id = Math.max(id, f.id);
    for (const d of f.detalles) lineaId = Math.max(lineaId, d.id);
  }
  let factura = ultimoNumero(db, EMPRESA, TIPO_DOCUMENTO.factura);
  let nota = ultimoNumero(db, EMPRESA, TIPO_DOCUMENTO.notaCredito);
  const numero = (tipo: TipoDocumento, fecha: string) => {
    const n = tipo === TIPO_DOCUMENTO.factura ? ++factura : ++nota;
    const consec = consecutivo(tipo, n);
    return { consecutivo: consec, clave: clave(fecha, empresa.cedula, consec) };
  };

  const filas: FacturaRecord[] = [];
  for (const v of VENTAS_CIERRE_IVA) {
    const cliente = v.cliente === 'exonerado' ? exonerado : planos[v.plano ?? 0]!;
    const tipoCambioId = v.dolares ? 2 : 1;
    const fecha = momento(
      v.caso === 'notaCredito' ? mesPrevio(mes) : mes,
      v.dia,
      rnd.int(8, 16),
      rnd.int(0, 59),
    );
    const entrada: LineaEntrada[] = v.lineas.map(([servicio, cantidad, precio, detalle]) => {
      const servicioCabysId = servicios.get(servicio);
      if (servicioCabysId === undefined)
        throw new Error(`La cuenta de la demo no tiene el servicio ${servicio}`);
      return {
        id: ++lineaId,
        detalle,
        cantidad,
        monto: precio,
        tipoCambioId,
        servicioCabysId,
        tarifaIvaId: 0,
        medidaId: medidaPorSimbolo(
          servicio === 'ALMACENAJE' ? 'D' : servicio.startsWith('MANEJO') ? 'Unid' : 'Sp',
        ).id,
      };
    });
    const { detalles, totales } = calcular(db, entrada, {
      tipoCambioId,
      esExonerado: !!cliente.esExonerado,
      tarifaExonerada: cliente.exoneracion?.tarifaExonerada ?? null,
      credito: false,
      montoAnticipado: 0,
    });
    // The line keeps the rate the app's tax rule gave it (F2): 08 at 13 %, 01 at 0 %.
    const conTarifa = detalles.map((d) => ({ ...d, tarifaIvaId: d.impuestos === 13 ? 8 : 1 }));

    const envios: EnvioRecord[] = [];
    const historia = (
      n: { clave: string; consecutivo: string },
      estado: EnvioRecord['estado'],
      detalle: string,
      cuando: string,
    ) => envios.push({ id: (id + 1) * 1000 + envios.length + 1, ...n, estado, detalle, fecha: cuando });
    const enviada = masMinutos(fecha, rnd.int(5, 60));
    const propia = numero(TIPO_DOCUMENTO.factura, fecha);
    let notaCredito: NotaCreditoRecord | null = null;
    let estadoHacienda = 'aceptado';
    switch (v.caso) {
      case 'rechazada':
        historia(propia, 'Procesando', TEXTO.procesando, enviada);
        historia(propia, 'Rechazado', rechazoSimulado(id + 1), masMinutos(enviada, 12));
        estadoHacienda = 'rechazado';
        break;
      case 'pendiente':
        historia(propia, 'Procesando', TEXTO.procesando, enviada);
        estadoHacienda = 'no_aceptado_rechazado';
        break;
      default:
        historia(propia, 'Aceptado', TEXTO.aceptado, enviada);
    }
    if (v.caso === 'notaCredito') {
      const cuando = momento(mes, DIA_NOTA_CREDITO, rnd.int(8, 16), rnd.int(0, 59));
      const n = numero(TIPO_DOCUMENTO.notaCredito, cuando);
      historia(n, 'Procesando', 'Nota de crédito enviada a Hacienda', cuando);
      historia(n, 'Aceptado', 'Nota de crédito aceptada por Hacienda', masMinutos(cuando, 15));
      notaCredito = { ...n, fecha: cuando, estado: 'aceptado', consultas: 1 };
    }
    const anulada = notaCredito !== null;
    const enviadaVigente = v.caso !== 'rechazada';
    const estado: FacturaRecord['estado'] = anulada ? 'Anulada' : enviadaVigente ? 'Finalizada' : 'Ingresada';
    const record: FacturaRecord = {
      id: ++id,
      empresaId: EMPRESA,
      reciboId: null,
      encargadoId: 3,
      clienteId: cliente.id,
      fechaFacturacion: fecha,
      fechaVencimiento: null,
      estado,
      estadoPago:
        v.caso === 'gravada' || v.caso === 'tarifaCero' || v.caso === 'exonerada'
          ? 'Pagada'
          : 'Pendiente Pago',
      enviadaHacienda: anulada ? 2 : enviadaVigente ? 1 : 0,
      estadoHacienda,
      reversible: false,
      tipoCambioId,
      subtotal: totales.subtotal,
      impuestoVentas: totales.impuestoVentas,
      exonerado: totales.exonerado,
      total: totales.total,
      detalles: conTarifa,
      observaciones: cliente.esExonerado ? 'Cliente en régimen de Zona Franca: IVA exonerado' : '',
      credito: 0,
      diasCredito: 0,
      montoAnticipado: totales.montoAnticipado,
      saldoPendiente: totales.saldoPendiente,
      codigoActividad: codigos.get(cliente.id) ?? '',
      tipoActividadEconomicaId: actividad.id,
      consecutivo: propia.consecutivo,
      clave: propia.clave,
      enviando: false,
      enviandoDesde: null,
      updatable: false,
      anulable: false,
      envios,
      pendienteDesde: v.caso === 'pendiente' ? enviada : null,
      consultasPendiente: 0,
      notaCredito,
    };
    filas.push({ ...record, ...banderas(record) });
  }
  db.facturas.seed(filas);
}

function seedCompras(db: Db, mes: string): void {
  const usuarios = db.usuarios.filter((u) => u.empresaId === EMPRESA).map((u) => u.id);
  let id = 0;
  const mensajes: Record<'05' | '07', number> = { '05': 0, '07': 0 };
  for (const r of db.confirmaciones.all()) {
    id = Math.max(id, r.id);
    const tipo = r.consecutivoMensaje.slice(8, 10);
    if (r.empresaId === EMPRESA && (tipo === '05' || tipo === '07'))
      mensajes[tipo] = Math.max(mensajes[tipo], Number(r.consecutivoMensaje.slice(10)));
  }
  const filas: ConfirmacionRecord[] = [];
  for (const c of COMPRAS_CIERRE_IVA) {
    if (!c.respuesta) continue;
    const n = numerosCompra(c, mes);
    let venta = 0;
    let impuesto = 0;
    for (const l of c.lineas) {
      const i = importesLinea(l);
      venta += i.montoTotal;
      impuesto += i.impuesto;
    }
    const tipoMensaje = c.respuesta.estado === 'CONFIRMADO' ? '05' : '07';
    filas.push({
      id: ++id,
      empresaId: EMPRESA,
      usuarioId: usuarios[0] ?? 1,
      clave: n.clave,
      consecutivo: n.consecutivo,
      tipoDocumento: 'FacturaElectronica',
      emisor: c.proveedor.nombre,
      emisorIdentificacion: c.proveedor.cedula,
      moneda: c.proveedor.moneda,
      tipoCambio: c.tipoCambio,
      totalVenta: fromExacto(venta),
      totalImpuesto: fromExacto(impuesto),
      totalComprobante: fromExacto(venta + impuesto),
      estado: c.respuesta.estado,
      estadoEnviadoHacienda: 'Aceptado',
      haciendaProcesandoHasta: null,
      fechaEmision: n.fecha,
      mensaje: c.respuesta.mensaje,
      consecutivoMensaje: mensajeReceptor(tipoMensaje, ++mensajes[tipoMensaje]),
      fechaRespuesta: masDias(n.fecha, c.respuesta.dias),
    });
  }
  db.confirmaciones.seed(filas);
}

/** The account's MensajeReceptor number: type 05 (accepted) or 07 (rejected), as confirmaciones.ts. */
const mensajeReceptor = (tipo: '05' | '07', numero: number) =>
  `00100001${tipo}${String(numero).padStart(10, '0')}`;
