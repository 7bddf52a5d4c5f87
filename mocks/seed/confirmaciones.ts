import { addDays, addMinutes, subDays } from 'date-fns';
import { roundMoney } from '@/lib/money';
import type { Db } from '../db/store';
import type { ConfirmacionRecord } from '../db/types';
import { COMPROBANTES_MUESTRA } from './comprobantes-muestra';
import { compararTexto } from './orden';
import type { Random } from './prng';

/*
 * Received documents the office already confirmed or rejected (decision C4): what its suppliers (a
 * bonded warehouse, hauliers, a courier, the port, a shipping agency, fuel, telecoms, stationery, the
 * soda across the street) sent over the last six months, plus the fixture documents' issuers and
 * amounts re-dated into those months. Claves and consecutivos follow Hacienda's structure.
 */

/** A supplier of the demo account (also the issuers of the demo's sample documents). */
export type Proveedor = {
  nombre: string;
  cedula: string;
  tipos: ReadonlyArray<readonly [Tipo, number]>;
  moneda: 'CRC' | 'USD';
  montos: readonly [number, number];
  /** VAT percent (13) or 0 for exempt supplies (fuel, international freight). */
  iva: number;
};
type Tipo = 'FacturaElectronica' | 'TiqueteElectronico' | 'NotaCreditoElectronica' | 'NotaDebitoElectronica';

/** Doc-type codes (consecutivo digits 9–10). */
const CODIGO_TIPO: Readonly<Record<string, string>> = {
  FacturaElectronica: '01',
  NotaDebitoElectronica: '02',
  NotaCreditoElectronica: '03',
  TiqueteElectronico: '04',
  FacturaElectronicaCompra: '08',
  FacturaElectronicaExportacion: '09',
};

const FACTURAS: ReadonlyArray<readonly [Tipo, number]> = [
  ['FacturaElectronica', 88],
  ['NotaCreditoElectronica', 9],
  ['NotaDebitoElectronica', 3],
];
const CON_TIQUETES: ReadonlyArray<readonly [Tipo, number]> = [
  ['FacturaElectronica', 55],
  ['TiqueteElectronico', 40],
  ['NotaCreditoElectronica', 5],
];

export const PROVEEDORES: readonly Proveedor[] = [
  {
    nombre: 'Almacén Fiscal Santamaría S.A.',
    cedula: '3101284517',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [85_000, 950_000],
    iva: 13,
  },
  {
    nombre: 'Transportes Unidos de Carga del Pacífico S.A.',
    cedula: '3101459832',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [45_000, 620_000],
    iva: 13,
  },
  {
    nombre: 'Courier Express Centroamericano S.A.',
    cedula: '3101602214',
    tipos: FACTURAS,
    moneda: 'USD',
    montos: [38, 880],
    iva: 13,
  },
  {
    nombre: 'Servicios Portuarios de Caldera S.A.',
    cedula: '3101517730',
    tipos: FACTURAS,
    moneda: 'USD',
    montos: [210, 4_200],
    iva: 13,
  },
  {
    nombre: 'Naviera Atlántico Agencia Marítima S.A.',
    cedula: '3101388106',
    tipos: FACTURAS,
    moneda: 'USD',
    montos: [450, 6_500],
    iva: 0,
  },
  {
    nombre: 'Grúas y Montacargas del Caribe S.A.',
    cedula: '3101274409',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [60_000, 480_000],
    iva: 13,
  },
  {
    nombre: 'Telecomunicaciones Istmo S.A.',
    cedula: '3101650923',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [34_500, 182_000],
    iva: 13,
  },
  {
    nombre: 'Consultores Aduaneros Asociados S.A.',
    cedula: '3101433075',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [120_000, 850_000],
    iva: 13,
  },
  {
    nombre: 'Combustibles y Lubricantes El Coco S.A.',
    cedula: '3101198864',
    tipos: CON_TIQUETES,
    moneda: 'CRC',
    montos: [18_000, 125_000],
    iva: 0,
  },
  {
    nombre: 'Papelería y Tintas Heredia S.A.',
    cedula: '3101562281',
    tipos: CON_TIQUETES,
    moneda: 'CRC',
    montos: [6_500, 145_000],
    iva: 13,
  },
  {
    nombre: 'Soda y Restaurante El Muelle',
    cedula: '603450718',
    tipos: CON_TIQUETES,
    moneda: 'CRC',
    montos: [3_200, 38_000],
    iva: 13,
  },
  {
    nombre: 'Parqueos y Bodegas Limón S.A.',
    cedula: '3101347790',
    tipos: FACTURAS,
    moneda: 'CRC',
    montos: [25_000, 310_000],
    iva: 13,
  },
  {
    nombre: 'Seguros de Carga del Istmo Corredora de Seguros S.A.',
    cedula: '3101711548',
    tipos: FACTURAS,
    moneda: 'USD',
    montos: [95, 1_750],
    iva: 13,
  },
];

const MENSAJES_CONFIRMADO = [
  'Mercadería recibida conforme',
  'Servicio recibido a satisfacción',
  'Aceptado según orden de compra',
  'Gasto operativo aprobado por contabilidad',
  'Factura aceptada',
  'Servicio de bodegaje conforme al contrato',
] as const;
const MENSAJES_RECHAZADO = [
  'El monto no corresponde a la cotización aprobada',
  'Factura duplicada',
  'El servicio no fue prestado',
  'Datos del receptor incorrectos',
  'El tipo de cambio no corresponde al del día',
] as const;

/*
 * A local date-time as ISO text and as the clave's ddMMyy, written from the date's own fields as
 * recibos.ts does: date-fns' format reads its pattern again at each call, three times a document.
 */
const p2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const iso = (d: Date) =>
  `${d.getFullYear()}-${p2(d.getMonth() + 1)}-${p2(d.getDate())}T${p2(d.getHours())}:${p2(d.getMinutes())}:${p2(d.getSeconds())}`;
const ddMMyy = (d: Date) => `${p2(d.getDate())}${p2(d.getMonth() + 1)}${p2(d.getFullYear() % 100)}`;

/** 001 · 00001 · tipo · número (10). */
const consecutivo = (tipo: string, numero: number) => `00100001${tipo}${String(numero).padStart(10, '0')}`;

/** 506 · ddMMyy · cédula to 12 · consecutivo · situación 1 · security code (hacienda_schema_and_clave.md). */
function clave(fecha: Date, cedula: string, consec: string, random: Random): string {
  return `506${ddMMyy(fecha)}${cedula.padStart(12, '0')}${consec}1${random.digits(8, false)}`;
}

/** A working-hours moment of a day (7:00–18:59). */
const enHorario = (dia: Date, random: Random) =>
  addMinutes(new Date(dia.getFullYear(), dia.getMonth(), dia.getDate(), 7), random.int(0, 12 * 60 - 1));

type Borrador = Omit<ConfirmacionRecord, 'id' | 'consecutivoMensaje' | 'clave' | 'consecutivo'> & {
  fecha: Date;
  cedula: string;
  codigoTipo: string;
};

export function seedConfirmaciones(db: Db, today: Date, random: Random): void {
  const empresaId = 1;
  const usuarios = db.usuarios.filter((u) => u.empresaId === empresaId).map((u) => u.id);
  const total = 160 * db.meta.scale;
  const borradores: Borrador[] = [];

  const estado = (): Pick<Borrador, 'estado' | 'mensaje' | 'estadoEnviadoHacienda'> => {
    const rechazado = random.chance(0.14);
    return {
      estado: rechazado ? 'RECHAZADO' : 'CONFIRMADO',
      mensaje: random.pick(rechazado ? MENSAJES_RECHAZADO : MENSAJES_CONFIRMADO),
      estadoEnviadoHacienda: random.chance(0.96) ? 'Aceptado' : 'Rechazado',
    };
  };
  /** The answer: the same day (a while after the document arrived) up to six days later, never after today. */
  const respuesta = (fecha: Date) => {
    const dias = random.int(0, 6);
    const cuando =
      dias === 0 ? addMinutes(fecha, random.int(10, 240)) : enHorario(addDays(fecha, dias), random);
    return iso(cuando > today ? today : cuando);
  };

  for (let i = 0; i < total; i++) {
    const p = random.pick(PROVEEDORES);
    const tipo = random.weighted(p.tipos);
    const fecha = enHorario(subDays(today, random.int(1, 182)), random);
    const venta = roundMoney(
      random.money(p.montos[0], p.montos[1]) * (tipo === 'NotaCreditoElectronica' ? 0.4 : 1),
    );
    const impuesto = roundMoney((venta * p.iva) / 100);
    borradores.push({
      empresaId,
      usuarioId: random.pick(usuarios),
      tipoDocumento: tipo,
      emisor: p.nombre,
      emisorIdentificacion: p.cedula,
      cedula: p.cedula,
      codigoTipo: CODIGO_TIPO[tipo]!,
      moneda: p.moneda,
      tipoCambio: p.moneda === 'USD' ? roundMoney(random.money(503, 518)) : 1,
      totalVenta: venta,
      totalImpuesto: impuesto,
      totalComprobante: roundMoney(venta + impuesto),
      ...estado(),
      haciendaProcesandoHasta: null,
      fechaEmision: iso(fecha),
      fechaRespuesta: respuesta(fecha),
      fecha,
    });
  }

  // The fixture documents, re-dated into these months, with their own issuers and amounts.
  for (const d of COMPROBANTES_MUESTRA) {
    const fecha = enHorario(subDays(today, random.int(3, 150)), random);
    borradores.push({
      empresaId,
      usuarioId: random.pick(usuarios),
      tipoDocumento: d.tipoDocumento,
      emisor: d.emisor,
      emisorIdentificacion: d.emisorIdentificacion,
      cedula: d.emisorIdentificacion,
      codigoTipo: CODIGO_TIPO[d.tipoDocumento] ?? '01',
      moneda: d.moneda,
      tipoCambio: d.tipoCambio,
      totalVenta: d.totalVenta,
      totalImpuesto: d.totalImpuesto,
      totalComprobante: d.totalComprobante,
      ...estado(),
      haciendaProcesandoHasta: null,
      fechaEmision: iso(fecha),
      fechaRespuesta: respuesta(fecha),
      fecha,
    });
  }

  // Each supplier numbers its documents in issue order (it issues to others too: gaps).
  const numeros = new Map<string, number>();
  const conNumero = borradores
    .sort((a, b) => a.fecha.getTime() - b.fecha.getTime())
    .map((b) => {
      const key = `${b.cedula}-${b.codigoTipo}`;
      const n = (numeros.get(key) ?? random.int(200, 9_000)) + random.int(1, 40);
      numeros.set(key, n);
      const consec = consecutivo(b.codigoTipo, n);
      return { ...b, consecutivo: consec, clave: clave(b.fecha, b.cedula, consec, random) };
    });

  // Ids and the account's receptor messages follow the order of the answers.
  const mensajes = { CONFIRMADO: 0, RECHAZADO: 0 };
  const rows = conNumero
    .sort((a, b) => compararTexto(a.fechaRespuesta, b.fechaRespuesta))
    .map((b, i): ConfirmacionRecord => {
      const n = ++mensajes[b.estado];
      return {
        id: i + 1,
        empresaId: b.empresaId,
        usuarioId: b.usuarioId,
        clave: b.clave,
        consecutivo: b.consecutivo,
        tipoDocumento: b.tipoDocumento,
        emisor: b.emisor,
        emisorIdentificacion: b.emisorIdentificacion,
        moneda: b.moneda,
        tipoCambio: b.tipoCambio,
        totalVenta: b.totalVenta,
        totalImpuesto: b.totalImpuesto,
        totalComprobante: b.totalComprobante,
        estado: b.estado,
        estadoEnviadoHacienda: b.estadoEnviadoHacienda,
        haciendaProcesandoHasta: null,
        fechaEmision: b.fechaEmision,
        mensaje: b.mensaje,
        consecutivoMensaje: consecutivo(b.estado === 'CONFIRMADO' ? '05' : '07', n),
        fechaRespuesta: b.fechaRespuesta,
      };
    });
  db.confirmaciones.seed(rows);
}
