import { z } from 'zod';
import { TIPOS_CLIENTE, tipoDeCliente, validarIdentificacion, type EsJuridico } from '@/lib/identificacion';
import { es } from '@/messages/es';

const t = es.clientes;

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
const flag = z.coerce.number().transform((v) => (v === 1 ? 1 : 0) as 0 | 1);
const ESTADOS = ['ACTIVO', 'INACTIVO'] as const;
export type EstadoCliente = (typeof ESTADOS)[number];
export const ESTADOS_CLIENTE: readonly EstadoCliente[] = ESTADOS;

const esJuridico = z.coerce
  .number()
  .transform((v) => (TIPOS_CLIENTE.some((tc) => tc.value === v) ? v : 0) as EsJuridico);

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
type TextKeys =
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

const TEXT_KEYS: readonly TextKeys[] = [
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

/** API.md `Cliente`. Missing texts become ''; flags 0/1; an identification sent as a number stays a string. */
export const clienteSchema = z.object({
  id: z.number(),
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, text])) as Record<TextKeys, typeof text>),
  cedulaJuridica: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? '' : String(v))),
  estado: z.enum(ESTADOS).catch('ACTIVO'),
  esJuridico,
  esInternacional: flag,
  esExonerado: flag,
});
export type Cliente = z.infer<typeof clienteSchema>;
export const clienteListSchema = z.array(clienteSchema);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (v: string) => v === '' || EMAIL.test(v);

const required = (message: string) => z.string().trim().min(1, message);
const optional = z.string().trim();
const optionalEmail = optional.refine(isEmail, t.v.correoInvalido);
const optionalPhone = optional.max(64, t.v.telefonoMax);

/**
 * The client form (seed 1 §5 with V1 and V4); the mock server validates with the same schema.
 * Required: nombre (2–80), telefono (8–64), correo (e-mail), the identification for its type,
 * contact 1's name, e-mail and phone. Contacts 2–4 are optional; e-mails given must be valid.
 */
export const clienteFormSchema = z
  .object({
    id: z.number(),
    nombre: required(t.v.nombreRequerido).min(2, t.v.min2).max(80, t.v.max80),
    telefono: required(t.v.telefonoRequerido).min(8, t.v.telefonoMin).max(64, t.v.telefonoMax),
    correo: required(t.v.correoRequerido).refine(isEmail, t.v.correoInvalido),
    direccion: optional.max(127, t.v.direccionMax),
    categoria: optional,
    representanteLegal: optional,
    representanteCedula: optional,
    contacto1: required(t.v.contactoRequerido),
    contacto1Puesto: optional,
    contacto1Correo: required(t.v.contactoCorreoRequerido).refine(isEmail, t.v.correoInvalido),
    contacto1Telefono: required(t.v.contactoTelefonoRequerido).max(64, t.v.telefonoMax),
    contacto2: optional,
    contacto2Puesto: optional,
    contacto2Correo: optionalEmail,
    contacto2Telefono: optionalPhone,
    contacto3: optional,
    contacto3Puesto: optional,
    contacto3Correo: optionalEmail,
    contacto3Telefono: optionalPhone,
    contacto4: optional,
    contacto4Puesto: optional,
    contacto4Correo: optionalEmail,
    contacto4Telefono: optionalPhone,
    agente: optional,
    ejecutivo: optional,
    requerimientosOperativos: optional,
    requerimientosFacturacion: optional,
    observaciones: optional,
    estado: z.enum(ESTADOS, { error: t.v.estadoInvalido }),
    esJuridico: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], {
      error: t.v.tipoInvalido,
    }),
    cedulaJuridica: z.string().trim(),
    esInternacional: z.union([z.literal(0), z.literal(1)], { error: t.v.indicadorInvalido }),
    esExonerado: z.union([z.literal(0), z.literal(1)], { error: t.v.indicadorInvalido }),
  })
  .superRefine((c, ctx) => {
    const message = identificacionMessage(c);
    if (message) ctx.addIssue({ code: 'custom', path: ['cedulaJuridica'], message });
  });
export type ClienteForm = z.infer<typeof clienteFormSchema>;

/** The message under the identification field (V4), or null when the number fits its type. */
export function identificacionMessage(
  c: Pick<ClienteForm, 'cedulaJuridica' | 'esJuridico' | 'esInternacional'>,
): string | null {
  const internacional = c.esInternacional === 1;
  const check = validarIdentificacion(String(c.cedulaJuridica ?? ''), tipoDeCliente(c.esJuridico), {
    internacional,
  });
  if (check.ok) return null;
  switch (check.reason) {
    case 'requerido':
      return t.v.identificacionRequerida;
    case 'formato':
      return internacional ? t.v.identificacionFormatoInternacional : t.v.identificacionFormato;
    case 'longitud':
      return internacional
        ? t.v.identificacionLongitudInternacional
        : t.v.identificacionLongitud(check.min, check.max);
  }
}

/** A new client (seed 1 §3, §4): estado ACTIVO, física, national, not exonerated, empty texts. */
export const clienteDefaults: ClienteForm = {
  id: 0,
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ''])) as Record<TextKeys, string>),
  estado: 'ACTIVO',
  esJuridico: 0,
  esInternacional: 0,
  esExonerado: 0,
};

export function toForm(c: Cliente): ClienteForm {
  return { ...clienteDefaults, ...c };
}

/** POST /api/cliente/create body: every field trimmed, flags as 0/1 (id 0 = new). */
export function toPayload(form: ClienteForm) {
  const out = { ...form } as Record<string, unknown>;
  for (const k of TEXT_KEYS) out[k] = String(form[k] ?? '').trim();
  out.esInternacional = form.esInternacional === 1 ? 1 : 0;
  out.esExonerado = form.esExonerado === 1 ? 1 : 0;
  return out as Omit<Cliente, 'id'> & { id: number };
}

/* ---------- Client activity codes (seed 2 §3 'Client activity code') ---------- */

/** GET /api/client-codigos-actividad/client/{clienteId} item. */
export const clienteCodigoSchema = z.object({
  id: z.number(),
  codigoActividadDgt: z.coerce.string(),
  detalleCodigo: z
    .object({
      id: z.number(),
      nombreActividadDgt: text,
      codigoSubclase: text,
      tituloSubclase: text,
    })
    .nullish(),
});
export type ClienteCodigo = z.infer<typeof clienteCodigoSchema>;
export const clienteCodigoListSchema = z.array(clienteCodigoSchema);

/* ---------- Client tariffs (seed 2 §3 'Tariff', API.md `Tarifa`) ---------- */

const ref = z.object({ id: z.number(), nombre: text });
export type Ref = z.infer<typeof ref>;

export const monedaSchema = z.object({
  id: z.number(),
  nombre: text,
  simbol: text,
});
export type Moneda = z.infer<typeof monedaSchema>;

export const tarifaSchema = z.object({
  id: z.number(),
  nombre: text,
  monto: z.coerce.number(),
  tipoCambio: monedaSchema.nullish(),
  clienteId: z.coerce.number().nullish(),
  observacion: text,
  servicioCorreduriaAduanera: ref.nullish(),
});
export type Tarifa = z.infer<typeof tarifaSchema>;

/** GET /api/cliente/tarifa/data/list. */
export const tarifasDataSchema = z.object({
  nombre: text,
  tarifas: z.array(tarifaSchema),
  tipoCambios: z.array(monedaSchema.loose()),
  servicios: z.array(ref),
});
export type TarifasData = z.infer<typeof tarifasDataSchema>;
