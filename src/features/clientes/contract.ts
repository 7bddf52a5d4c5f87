import * as z from 'zod/mini';
import { exoneracionOpcional, exoneracionSchema } from '@/lib/exoneracion-contract';
import { byId, defineCalls, digits, flag, num, paddedCode, ref, text, transformed } from '@/lib/contract';
import { TIPOS_CLIENTE, type EsJuridico } from '@/lib/identificacion';

/*
 * The clients' contract (API.md 'Clients', 'Client activity codes', 'Client tariffs'): every answer
 * and body on the shared primitives (src/lib/contract.ts), and the calls. The app's hooks and the
 * mock's handlers both read it.
 */

const ESTADOS = ['ACTIVO', 'INACTIVO'] as const;
export type EstadoCliente = (typeof ESTADOS)[number];
export const ESTADOS_CLIENTE: readonly EstadoCliente[] = ESTADOS;

/** The 16 fields of contacts 1 to 4 (`contacto1`, `contacto1Puesto`, `contacto1Correo`, `contacto1Telefono`, …). */
export const CONTACTOS = [1, 2, 3, 4] as const;
export type ContactoN = (typeof CONTACTOS)[number];
export const contactoCampos = (n: ContactoN) =>
  ({
    nombre: `contacto${n}`,
    puesto: `contacto${n}Puesto`,
    correo: `contacto${n}Correo`,
    telefono: `contacto${n}Telefono`,
  }) as const;

type ContactoKeys<N extends ContactoN> =
  `contacto${N}` | `contacto${N}Puesto` | `contacto${N}Correo` | `contacto${N}Telefono`;
export type TextKeys =
  | 'nombre'
  | 'telefono'
  | 'correo'
  | 'direccion'
  | 'categoria'
  | 'representanteLegal'
  | 'representanteCedula'
  | ContactoKeys<ContactoN>
  | 'agente'
  | 'ejecutivo'
  | 'requerimientosOperativos'
  | 'requerimientosFacturacion'
  | 'observaciones'
  | 'cedulaJuridica';

export const TEXT_KEYS: readonly TextKeys[] = [
  'nombre',
  'telefono',
  'correo',
  'direccion',
  'categoria',
  'representanteLegal',
  'representanteCedula',
  ...CONTACTOS.flatMap((n) => Object.values(contactoCampos(n))),
  'agente',
  'ejecutivo',
  'requerimientosOperativos',
  'requerimientosFacturacion',
  'observaciones',
  'cedulaJuridica',
];

const esJuridico = transformed(
  num,
  (v) => (TIPOS_CLIENTE.some((tc) => tc.value === v) ? v : 0) as EsJuridico,
);

/** API.md `Cliente`. Missing texts become ''; flags 0/1; an identification sent as a number stays a string. */
export const clienteSchema = z.object({
  id: num,
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, text])) as Record<TextKeys, typeof text>),
  cedulaJuridica: digits,
  estado: z.catch(z.enum(ESTADOS), 'ACTIVO'),
  esJuridico,
  esInternacional: flag,
  esExonerado: flag,
  /** Extension (docs/api.md): the exoneration document of an exonerated client. */
  exoneracion: exoneracionOpcional,
});
export type Cliente = z.infer<typeof clienteSchema>;
export const clienteListSchema = z.array(clienteSchema);

/**
 * A value of the save's body as the server reads it before the client form's rules check it: a
 * plain value is kept (a number may come as numeric text, as Jackson takes it), anything else —
 * absent, null, an object or a list — counts as missing. The rules then answer in their own words.
 */
const leido = transformed(z.optional(z.unknown()), (v) =>
  v === null || typeof v === 'object' ? undefined : v,
);

/** `POST /api/cliente/create`: the `Cliente` (id 0 = new), checked by the client form's own rules. */
export const clienteBody = z.object({
  id: z.catch(num, 0),
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, leido])) as Record<TextKeys, typeof leido>),
  estado: leido,
  esJuridico: leido,
  esInternacional: leido,
  esExonerado: leido,
  /** Extension (docs/api.md): kept only from an admin, checked with the document's own rules. */
  exoneracion: z.nullish(exoneracionSchema),
});
export type ClienteBody = z.input<typeof clienteBody>;

/* ---------- Client activity codes ---------- */

/** GET /api/client-codigos-actividad/client/{clienteId} item. */
export const clienteCodigoSchema = z.object({
  id: num,
  codigoActividadDgt: paddedCode(6),
  detalleCodigo: z.nullish(
    z.object({ id: num, nombreActividadDgt: text, codigoSubclase: text, tituloSubclase: text }),
  ),
});
export type ClienteCodigo = z.infer<typeof clienteCodigoSchema>;
export const clienteCodigoListSchema = z.array(clienteCodigoSchema);

/** `POST /api/client-codigos-actividad`: the client by id and the six-digit code (id absent = new). */
export const clienteCodigoBody = z.object({
  id: z.optional(num),
  client: byId,
  codigoActividadDgt: text,
  empresaId: z.optional(num),
});

/* ---------- Client tariffs (API.md `Tarifa`) ---------- */

export const monedaSchema = z.object({ id: num, nombre: text, simbol: text });
export type Moneda = z.infer<typeof monedaSchema>;

export const tarifaSchema = z.object({
  id: num,
  nombre: text,
  monto: num,
  tipoCambio: z.nullish(monedaSchema),
  clienteId: z.nullish(num),
  observacion: text,
  servicioCorreduriaAduanera: z.nullish(ref),
});
export type Tarifa = z.infer<typeof tarifaSchema>;

/** The tariff a save sends: relations by id, the amount as typed (the table's rules check it). */
export const tarifaBody = z.extend(tarifaSchema, {
  monto: z.nullish(z.union([z.number(), z.string()])),
  tipoCambio: byId,
  clienteId: num,
  servicioCorreduriaAduanera: byId,
});

/** GET /api/cliente/tarifa/data/list. */
export const tarifasDataSchema = z.object({
  nombre: text,
  tarifas: z.array(tarifaSchema),
  tipoCambios: z.array(z.looseObject(monedaSchema.shape)),
  servicios: z.array(ref),
});
export type TarifasData = z.infer<typeof tarifasDataSchema>;

const porId = z.object({ id: num });

export const clientesApi = defineCalls({
  lista: { method: 'GET', path: '/api/cliente/data/list', answer: clienteListSchema },
  uno: { method: 'GET', path: '/api/cliente/data', query: porId, answer: clienteSchema },
  guardar: { method: 'POST', path: '/api/cliente/create', body: clienteBody, answer: clienteSchema },
  codigos: {
    method: 'GET',
    path: '/api/client-codigos-actividad/client/:clienteId',
    answer: clienteCodigoListSchema,
  },
  guardarCodigo: {
    method: 'POST',
    path: '/api/client-codigos-actividad',
    body: clienteCodigoBody,
    answer: clienteCodigoSchema,
  },
  borrarCodigo: { method: 'DELETE', path: '/api/client-codigos-actividad/:id' },
  tarifas: {
    method: 'GET',
    path: '/api/cliente/tarifa/data/list',
    query: z.object({ clienteId: num }),
    answer: tarifasDataSchema,
  },
  guardarTarifa: {
    method: 'POST',
    path: '/api/cliente/tarifa/create',
    body: tarifaBody,
    answer: tarifaSchema,
  },
  borrarTarifa: { method: 'DELETE', path: '/api/cliente/tarifa/delete', query: porId },
});
