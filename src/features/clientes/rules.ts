import type { CodigoActividad } from '@/lib/codigos-actividad';
import { tipoDeCliente, validarIdentificacion } from '@/lib/identificacion';
import { formatAmount, toNumber } from '@/lib/money';
import { includesFolded } from '@/lib/text';
import * as es from '@/messages/es-clientes';
import type { Cliente, ClienteCodigo, Moneda, Tarifa } from './contract';
import type { ClienteForm } from './form-model';
import type { Ref } from '@/lib/contract';

/* ---------- Clients ---------- */

/** 'Listado Clientes' name filter: case- and accent-insensitive substring. */
export function filtrarClientes<T extends Pick<Cliente, 'nombre'>>(rows: readonly T[], filtro: string): T[] {
  return rows.filter((r) => includesFolded(r.nombre, filtro));
}

/**
 * The dialog a save opens for a wrong identification (M8): a wrong length opens
 * 'Campo Número Identificación' with its {min}/{max}; a non-numeric or 0-leading number 'Campo cédula'.
 * Null when the number fits, or is blank (that is a missing field: the flash says so).
 */
export function dialogoIdentificacion(
  c: Pick<ClienteForm, 'cedulaJuridica' | 'esJuridico' | 'esInternacional'>,
): { title: string; message: string } | null {
  const d = es.clientes.dialogo;
  const internacional = c.esInternacional === 1;
  const check = validarIdentificacion(c.cedulaJuridica, tipoDeCliente(c.esJuridico), { internacional });
  if (check.ok || check.reason === 'requerido') return null;
  if (check.reason === 'longitud')
    return { title: d.longitudTitulo, message: d.longitud(check.min, check.max) };
  return { title: d.formatoTitulo, message: internacional ? d.formatoInternacional : d.formato };
}

/** Contact 1's fields and the client field each copies from when focused empty, as the spec asks. */
export const CONTACTO1_COPIA = {
  contacto1: 'nombre',
  contacto1Telefono: 'telefono',
  contacto1Correo: 'correo',
} as const satisfies Partial<Record<keyof ClienteForm, keyof ClienteForm>>;

/** What focusing a contact-1 field writes into it: the client's value, only when the field is blank. */
export function copiaContacto1(
  values: Pick<
    ClienteForm,
    'nombre' | 'telefono' | 'correo' | 'contacto1' | 'contacto1Telefono' | 'contacto1Correo'
  >,
  campo: keyof typeof CONTACTO1_COPIA,
): string | null {
  if (values[campo].trim() !== '') return null;
  const source = values[CONTACTO1_COPIA[campo]].trim();
  return source === '' ? null : source;
}

/* ---------- Client activity codes ---------- */

/** A row of the activity-code table: the assignment's id and its code (null while a new row has none). */
export type CodigoFila = { id: number; codigo: CodigoActividad | null };

export function codigoAFila(item: ClienteCodigo): CodigoFila {
  const d = item.detalleCodigo;
  return {
    id: item.id,
    codigo: {
      id: d?.id ?? 0,
      codigoActividadDgt: item.codigoActividadDgt,
      nombreActividadDgt: d?.nombreActividadDgt ?? '',
      codigoSubclase: d?.codigoSubclase ?? '',
      tituloSubclase: d?.tituloSubclase ?? '',
    },
  };
}

/** POST /api/client-codigos-actividad body (API.md): `{ id?, client: { id }, codigoActividadDgt, empresaId: 1 }`. */
export const CODIGO_EMPRESA_ID = 1;
export function codigoPayload(fila: CodigoFila, clienteId: number, isNew: boolean) {
  return {
    ...(isNew ? {} : { id: fila.id }),
    client: { id: clienteId },
    codigoActividadDgt: fila.codigo?.codigoActividadDgt ?? '',
    empresaId: CODIGO_EMPRESA_ID,
  };
}

/* ---------- Client tariffs ---------- */

/** A tariff row as the table edits it (amount as typed, relations as ids). */
export type TarifaFila = {
  id: number;
  servicioId: number;
  nombre: string;
  monto: string;
  tipoCambioId: number;
  observacion: string;
};
export type TarifaCampo = Exclude<keyof TarifaFila, 'id'>;

/** The spec's temporary ids of new rows: random integers from 0 to below 10,000,000. */
export const ID_TEMPORAL_MAX = 10_000_000;

/** A temporary id for a new row, different from every id in `taken`. */
export function idTemporal(taken: ReadonlySet<number>, random: () => number = Math.random): number {
  for (;;) {
    const id = Math.floor(random() * ID_TEMPORAL_MAX);
    if (!taken.has(id)) return id;
  }
}

/** Amount as typed: digits with optional ',' thousands and up to 2 decimals ('1,250.50', '1250.5'). */
const MONTO = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;

/** The tariff's field messages (the table and the mock server both check with it). */
export function erroresTarifa(f: Omit<TarifaFila, 'id'>): Partial<Record<TarifaCampo, string>> {
  const v = es.tarifas.v;
  const errors: Partial<Record<TarifaCampo, string>> = {};
  if (!(f.servicioId > 0)) errors.servicioId = v.servicioRequerido;
  const nombre = f.nombre.trim();
  if (!nombre) errors.nombre = v.detalleRequerido;
  else if (nombre.length > 160) errors.nombre = v.detalleMax;
  const monto = f.monto.trim();
  if (!MONTO.test(monto)) errors.monto = monto ? v.montoNumerico : v.montoInvalido;
  else if (!(toNumber(monto) > 0)) errors.monto = v.montoInvalido;
  if (!(f.tipoCambioId > 0)) errors.tipoCambioId = v.monedaRequerida;
  if (f.observacion.trim().length > 255) errors.observacion = v.observacionMax;
  return errors;
}

export function tarifaAFila(t: Tarifa): TarifaFila {
  return {
    id: t.id,
    servicioId: t.servicioCorreduriaAduanera?.id ?? 0,
    nombre: t.nombre,
    // As the list shows it ('1,250.50'): opening a row does not change how its amount reads.
    monto: formatAmount(t.monto),
    tipoCambioId: t.tipoCambio?.id ?? 0,
    observacion: t.observacion,
  };
}

/** A new tariff row, as the spec has it: a temporary id, the first exchange rate and the first service. */
export function nuevaTarifa(id: number, servicios: readonly Ref[], monedas: readonly Moneda[]): TarifaFila {
  return {
    id,
    servicioId: servicios[0]?.id ?? 0,
    nombre: '',
    monto: '',
    tipoCambioId: monedas[0]?.id ?? 0,
    observacion: '',
  };
}

/** POST /api/cliente/tarifa/create body: `id` 0 for a new row (its temporary id stays in the app). */
export function tarifaPayload(
  f: TarifaFila,
  {
    clienteId,
    isNew,
    servicios,
    monedas,
  }: { clienteId: number; isNew: boolean; servicios: readonly Ref[]; monedas: readonly Moneda[] },
): Tarifa & { clienteId: number } {
  const servicio = servicios.find((s) => s.id === f.servicioId);
  const moneda = monedas.find((m) => m.id === f.tipoCambioId);
  return {
    id: isNew ? 0 : f.id,
    nombre: f.nombre.trim(),
    monto: toNumber(f.monto.trim()),
    tipoCambio: { id: f.tipoCambioId, nombre: moneda?.nombre ?? '', simbol: moneda?.simbol ?? '' },
    clienteId,
    observacion: f.observacion.trim(),
    servicioCorreduriaAduanera: { id: f.servicioId, nombre: servicio?.nombre ?? '' },
  };
}
