import type { Db } from '../db/store';
import type { ClienteRow, ReciboRecord, TicaEstado } from '../db/types';
import { completarFacturas, type FacturaBase } from './facturas';
import { DAY, dayNumber, iso, isoDay, type Moment } from './momentos';
import type { Random } from './prng';

/**
 * Receipts of a customs-brokerage office over the last 12 months, and the invoices issued from them.
 * About 600 receipts (× db.meta.scale): the old ones mostly FINALIZADO with one or two invoices, the
 * recent ones mostly PENDIENTE; some correlated; plus a pool of unassigned invoices per client for
 * manual invoicing. Receipt numbers follow the ids (the office numbers receipts by their id).
 */
export const PRIMER_RECIBO = 24001;
export const PRIMERA_FACTURA = 1001;
const RECIBOS_POR_ESCALA = 600;

/** [aduanaId, weight]: the airport and the ports carry most of the work. */
const ADUANA_PESOS = [
  [2, 28],
  [1, 18],
  [3, 20],
  [5, 14],
  [6, 8],
  [4, 5],
  [7, 3],
  [8, 2],
  [9, 2],
] as const;

/** [tipoId, weight] over the 9 procedure types of catalogos.ts. */
const TIPO_PESOS = [
  [1, 45],
  [2, 12],
  [3, 7],
  [4, 6],
  [5, 3],
  [6, 6],
  [7, 10],
  [8, 6],
  [9, 5],
] as const;

/** [encargadoId, weight]: the demo 'usuario' (4) carries a fair share of the work. */
const ENCARGADO_PESOS = [
  [1, 3],
  [2, 7],
  [3, 10],
  [4, 22],
  [5, 10],
  [6, 10],
  [7, 10],
  [8, 10],
  [9, 9],
  [10, 9],
] as const;

const PROVEEDORES = [
  'Shenzhen Huaqiang Electronics Co. Ltd.',
  'Caterpillar Americas Co.',
  'Robert Bosch GmbH',
  'Grainger International Inc.',
  'Ningbo Sunrise Textiles Co. Ltd.',
  'Bayer de México S.A. de C.V.',
  'Siemens Healthineers AG',
  'Medline Industries LP',
  'Home Depot Supply Miami',
  'Distribuidora Panameña de Repuestos S.A.',
  'Grupo Bimbo Centroamérica',
  'Nestlé Guatemala S.A.',
  'Samsung Electronics Latinoamérica (Zona Libre) S.A.',
  'Makita USA Inc.',
  'Yiwu Hongda Toys Factory',
  'Hyundai Motor Company',
  'Tetra Pak Latin America',
  'BASF Química Colombiana S.A.',
  'Guangzhou Fortune Furniture Co.',
  'Dell Global B.V.',
  'Viña Concha y Toro S.A.',
  'Cargill Americas Inc.',
  'NA',
];

const OBSERVACIONES = [
  'NA',
  'NA',
  'Cliente solicita aforo temprano',
  'Pendiente nota técnica del Ministerio de Salud',
  'Carga consolidada, esperar liberación del almacén fiscal',
  'Mercancía con permiso de SENASA',
  'Coordinar transporte con el cliente al liberar',
  'Revisar clasificación arancelaria antes de transmitir',
  'Factura comercial con errores, se solicitó corrección al proveedor',
  'Enviar DUA al correo de compras del cliente',
  'Llegada estimada del buque el próximo lunes',
  'Carga refrigerada, prioridad alta',
  'Requiere permiso del MAG',
  'Retiro en almacén fiscal por la mañana',
  'Póliza de seguro pendiente',
];

const AEROLINEAS = ['230', '045', '075', '001', '057', '006', '139'];
const NAVIERAS = ['MSCU', 'MAEU', 'CMAU', 'HLCU', 'EGLV', 'ONEY', 'ZIMU', 'SUDU'];
const PREFIJOS_FACTURA = ['INV-', 'CI-', 'FV-', 'PI-', 'FAC-', 'SO-'];

const TICA_PENDIENTE: ReadonlyArray<readonly [TicaEstado, number]> = [
  ['NA', 45],
  ['EN PROCESO DE AFORO', 22],
  ['FACTURAR INMEDIATO', 18],
  ['DUA ANTICIPADO', 15],
];
const TICA_FINALIZADO: ReadonlyArray<readonly [TicaEstado, number]> = [
  ['NA', 85],
  ['EN PROCESO DE AFORO', 5],
  ['FACTURAR INMEDIATO', 7],
  ['DUA ANTICIPADO', 3],
];

const yearOf = (t: Moment) => new Date(t).getUTCFullYear();
const at = (day: Moment, days: number, hour: number, minute: number): Moment =>
  (dayNumber(day) + days) * DAY + hour * 3_600_000 + minute * 60_000;
const addDays = (t: Moment, days: number): Moment => t + days * DAY;
const addMinutes = (t: Moment, minutes: number): Moment => t + minutes * 60_000;

/** A working-hours moment `daysAgo` days before `today`, never on a Sunday. */
function momento(rnd: Random, today: Moment, daysAgo: number): Moment {
  const t = at(today, -daysAgo, rnd.int(7, 17), rnd.int(0, 59));
  return new Date(t).getUTCDay() === 0 && daysAgo > 0 ? addDays(t, -1) : t;
}

function bl(rnd: Random, aduanaId: number, year: number): string {
  if (aduanaId === 2 || (aduanaId === 1 && rnd.chance(0.5))) {
    return `${rnd.pick(AEROLINEAS)}-${rnd.digits(8, false)}`;
  }
  if (aduanaId === 3 || aduanaId === 5 || aduanaId === 1) {
    return `${rnd.pick(NAVIERAS)}${rnd.digits(7, false)}`;
  }
  return `CP-${rnd.pick(['GT', 'NI', 'PA', 'HN', 'SV'])}-${year}-${rnd.digits(5, false)}`;
}

/** DUA number: customs office code, year, sequence (15 characters, within the form's 16). */
function dua(rnd: Random, aduanaId: number, year: number): string {
  return `${String(aduanaId).padStart(3, '0')}-${year}-${rnd.digits(6, false)}`;
}

function consignatario(rnd: Random, cliente: ClienteRow, clientes: readonly ClienteRow[]): string {
  const r = rnd.next();
  if (r < 0.8) return cliente.nombre.slice(0, 128);
  if (r < 0.93) return 'NA';
  return rnd.pick(clientes).nombre.slice(0, 128);
}

/** How likely a receipt of this age is still PENDIENTE. */
function probPendiente(age: number): number {
  if (age <= 2) return 1;
  if (age <= 20) return 0.8;
  if (age <= 60) return 0.4;
  if (age <= 180) return 0.1;
  return 0.03;
}

/** Money in integer céntimos → 2-decimal number. */
const money = (centimos: number) => Math.round(centimos) / 100;

/** The invoice's size; facturas.ts turns it into detail lines whose totals `calcularTotales` computes. */
function importe(rnd: Random, cliente: ClienteRow, dolares: boolean) {
  const subtotal = dolares ? rnd.int(75_00, 900_00) : rnd.int(35_000_00, 450_000_00);
  const iva = cliente.esExonerado ? 0 : Math.round(subtotal * 0.13);
  return { subtotal: money(subtotal), impuestoVentas: money(iva), total: money(subtotal + iva) };
}

export function seedRecibos(
  db: Db,
  seedDay: Date,
  rnd: Random,
  rndFacturas: Random,
  rndLineas: Random,
): void {
  const today: Moment = Date.UTC(seedDay.getFullYear(), seedDay.getMonth(), seedDay.getDate());
  const clientes = db.clientes.all();
  const activos = clientes.filter((c) => c.estado === 'ACTIVO');
  const pesoCliente = clientes.map(
    (c, i) => [c, c.estado === 'ACTIVO' ? 1 + (i % 7 === 0 ? 4 : i % 3) : 0.3] as const,
  );
  const total = RECIBOS_POR_ESCALA * Math.max(1, db.meta.scale);
  // Closing and invoicing moments of the seed never pass the start of the seed day's work.
  const now = at(today, 0, 7, 0);

  // Ages first, oldest to newest, so that ids (and numbers) follow the creation order.
  const ages: number[] = [];
  for (let i = 0; i < total; i++) ages.push(Math.floor(365 * Math.pow(rnd.next(), 1.15)));
  for (let i = 0; i < Math.max(4, Math.round(total / 120)); i++) ages[i] = 0;
  ages.sort((a, b) => b - a);

  const recibos: ReciboRecord[] = [];
  const porCliente = new Map<number, ReciboRecord[]>();
  ages.forEach((age, i) => {
    const id = PRIMER_RECIBO + i;
    const fecha = momento(rnd, now, age);
    const year = yearOf(fecha);
    let cliente = rnd.weighted(pesoCliente);
    // Clients that stopped working with the office have only old receipts.
    if (age < 120 && cliente.estado === 'INACTIVO') cliente = rnd.pick(activos);
    const aduanaId = rnd.weighted(ADUANA_PESOS);
    let tipoId: number = rnd.weighted(TIPO_PESOS);
    if (tipoId === 8 && !cliente.esExonerado) tipoId = 1;
    const pendiente = rnd.chance(probPendiente(age));
    const estado = pendiente ? 'PENDIENTE' : 'FINALIZADO';
    const ticaEstado = rnd.weighted(pendiente ? TICA_PENDIENTE : TICA_FINALIZADO);
    const conDua = !pendiente || ticaEstado === 'DUA ANTICIPADO' || rnd.chance(0.55);
    const fechaDua = conDua ? addDays(fecha, rnd.int(0, 4)) : null;
    const fechaFin = pendiente ? null : addDays(fecha, rnd.int(1, 18));
    const clampNow = (d: Moment) => (d > now ? Math.max(fecha, now) : d);
    const previos = porCliente.get(cliente.id) ?? [];
    const candidato = previos.length
      ? previos[previos.length - 1 - rnd.int(0, Math.min(3, previos.length - 1))]
      : undefined;
    const correlar = candidato && !candidato.corelacionId && rnd.chance(pendiente ? 0.3 : 0.06);
    const ultimo = pendiente ? addDays(fecha, rnd.int(0, Math.max(0, age))) : (fechaFin ?? fecha);
    const r: ReciboRecord = {
      id,
      recibo: id,
      fecha: iso(fecha),
      estado,
      aduanaId,
      tipoId,
      clienteId: cliente.id,
      // The demo 'usuario' (4) gets a fair share of the open work.
      encargadoId: pendiente && rnd.chance(0.12) ? 4 : rnd.weighted(ENCARGADO_PESOS),
      consignatario: consignatario(rnd, cliente, activos),
      proveedor: rnd.pick(PROVEEDORES),
      observaciones: rnd.pick(OBSERVACIONES),
      dua: conDua ? dua(rnd, aduanaId, year) : '',
      bl: bl(rnd, aduanaId, year),
      factura: `${rnd.pick(PREFIJOS_FACTURA)}${year}-${rnd.digits(5, false)}`,
      corelacionId: correlar ? candidato.id : 0,
      estaFacturado: pendiente ? 0 : 1,
      fechaFin: fechaFin ? iso(clampNow(fechaFin)) : null,
      fechaDua: fechaDua ? isoDay(clampNow(fechaDua)) : null,
      previoExamen: rnd.chance(0.15) ? 1 : 0,
      aforoFisico: rnd.chance(0.2) ? 1 : 0,
      permisos: rnd.chance(0.15) ? 1 : 0,
      pedimentados: rnd.chance(0.1) ? 1 : 0,
      ticaEstado,
      actualizado: iso(clampNow(ultimo)),
    };
    recibos.push(r);
    previos.push(r);
    porCliente.set(cliente.id, previos);
  });
  db.recibos.seed(recibos);
  const bases = seedFacturas(recibos, clientes, now, rndFacturas);
  db.facturas.seed(completarFacturas(db, bases, recibos, now, rndLineas));
}

function seedFacturas(
  recibos: readonly ReciboRecord[],
  clientes: readonly ClienteRow[],
  now: Moment,
  rnd: Random,
): FacturaBase[] {
  const byId = new Map(clientes.map((c) => [c.id, c]));
  const facturas: FacturaBase[] = [];
  let next = PRIMERA_FACTURA;

  const factura = (
    r: ReciboRecord | null,
    cliente: ClienteRow,
    encargadoId: number,
    fecha: Moment,
  ): FacturaBase => {
    const age = dayNumber(now) - dayNumber(fecha);
    const suelta = r === null;
    const e = rnd.next();
    const enviadaHacienda: 0 | 1 | 2 = suelta
      ? 0
      : age > 3
        ? e < 0.55
          ? 1
          : e < 0.6
            ? 2
            : 0
        : e < 0.2
          ? 1
          : 0;
    const dolares = !!cliente.esInternacional || rnd.chance(0.15);
    const credito = rnd.chance(0.6);
    const vencimiento = credito ? addDays(fecha, 30) : null;
    const p = rnd.next();
    const estadoPago =
      enviadaHacienda === 1 && age > 30
        ? p < 0.75
          ? 'Pagada'
          : p < 0.9
            ? 'Vencida'
            : 'Pendiente Pago'
        : vencimiento && vencimiento < now && p < 0.5
          ? 'Vencida'
          : 'Pendiente Pago';
    // The draws in their order, then one plain literal (a spread inside it costs several times as much).
    const reversible = enviadaHacienda === 0 && !suelta && rnd.chance(0.6);
    const montos = importe(rnd, cliente, dolares);
    return {
      id: next++,
      reciboId: r?.id ?? null,
      encargadoId,
      clienteId: cliente.id,
      fechaFacturacion: iso(fecha),
      fechaVencimiento: vencimiento ? iso(vencimiento) : null,
      estado: enviadaHacienda === 1 ? 'Finalizada' : enviadaHacienda === 2 ? 'Anulada' : 'Ingresada',
      estadoPago,
      enviadaHacienda,
      estadoHacienda: enviadaHacienda === 0 ? '' : 'aceptado',
      reversible,
      tipoCambioId: dolares ? 2 : 1,
      subtotal: montos.subtotal,
      impuestoVentas: montos.impuestoVentas,
      total: montos.total,
    };
  };

  for (const r of recibos) {
    if (r.estado !== 'FINALIZADO' || !r.fechaFin) continue;
    const cliente = byId.get(r.clienteId)!;
    const fin = Date.parse(`${r.fechaFin}Z`);
    facturas.push(factura(r, cliente, r.encargadoId, fin));
    if (rnd.chance(0.15)) {
      const segunda = addMinutes(fin, rnd.int(30, 60 * 24 * 3));
      facturas.push(factura(r, cliente, rnd.chance(0.7) ? r.encargadoId : 2, segunda > now ? fin : segunda));
    }
  }

  // Unassigned invoices for manual invoicing: every client with a correlated PENDIENTE receipt has some.
  const conCorrelacion = new Set(
    recibos.filter((r) => r.estado === 'PENDIENTE' && r.corelacionId).map((r) => r.clienteId),
  );
  for (const cliente of clientes) {
    if (cliente.estado !== 'ACTIVO') continue;
    const n = conCorrelacion.has(cliente.id) ? rnd.int(1, 3) : rnd.chance(0.35) ? 1 : 0;
    for (let i = 0; i < n; i++) {
      const fecha = at(now, -rnd.int(1, 30), rnd.int(8, 16), rnd.int(0, 59));
      facturas.push(factura(null, cliente, rnd.pick([2, 3, 4, 5, 6]), fecha));
    }
  }
  return facturas;
}
