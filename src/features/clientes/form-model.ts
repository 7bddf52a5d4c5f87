import * as z from 'zod/mini';
import { parseApiDate, toIsoDate, toIsoDateTime } from '@/lib/dates';
import { revisarExoneracion, type Exoneracion } from '@/lib/exoneracion';
import { tipoDeCliente, validarIdentificacion } from '@/lib/identificacion';
import { ESTADOS_CLIENTE, TEXT_KEYS, type Cliente, type ClienteBody, type TextKeys } from './contract';
import * as es from '@/messages/es-clientes';

const t = es.clientes;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmail = (v: string) => v === '' || EMAIL.test(v);

const required = (message: string) => z.string().check(z.trim(), z.minLength(1, message));
const optional = z.string().check(z.trim());
const optionalEmail = optional.check(z.refine(isEmail, t.v.correoInvalido));
const optionalPhone = optional.check(z.maxLength(64, t.v.telefonoMax));

/** The exoneration document as typed (F42): every field text, the date picked. */
export const exoneracionFormSchema = z.object({
  tipoDocumento: z.string(),
  tipoDocumentoOtro: z.string(),
  numeroDocumento: z.string(),
  articulo: z.string(),
  inciso: z.string(),
  nombreInstitucion: z.string(),
  nombreInstitucionOtros: z.string(),
  fechaEmision: z.nullable(z.date()),
  tarifaExonerada: z.string(),
});
export type ExoneracionForm = z.infer<typeof exoneracionFormSchema>;

export const exoneracionVacia: ExoneracionForm = {
  tipoDocumento: '',
  tipoDocumentoOtro: '',
  numeroDocumento: '',
  articulo: '',
  inciso: '',
  nombreInstitucion: '',
  nombreInstitucionOtros: '',
  fechaEmision: null,
  tarifaExonerada: '',
};

const entero = (v: string) => (v.trim() === '' ? null : Number(v.trim()));

/** The typed document as the API carries it; null when nothing was typed. */
export function exoneracionDeForm(f: ExoneracionForm): Exoneracion | null {
  const vacia = Object.values(f).every((v) => v === null || (typeof v === 'string' && v.trim() === ''));
  if (vacia) return null;
  return {
    tipoDocumento: f.tipoDocumento.trim(),
    tipoDocumentoOtro: f.tipoDocumentoOtro.trim(),
    numeroDocumento: f.numeroDocumento.trim(),
    articulo: entero(f.articulo),
    inciso: entero(f.inciso),
    nombreInstitucion: f.nombreInstitucion.trim(),
    nombreInstitucionOtros: f.nombreInstitucionOtros.trim(),
    fechaEmision: f.fechaEmision ? toIsoDateTime(f.fechaEmision) : null,
    tarifaExonerada: f.tarifaExonerada.trim() === '' ? Number.NaN : Number(f.tarifaExonerada.trim()),
  };
}

export function formDeExoneracion(e: Exoneracion | null | undefined): ExoneracionForm {
  if (!e) return exoneracionVacia;
  return {
    tipoDocumento: e.tipoDocumento,
    tipoDocumentoOtro: e.tipoDocumentoOtro,
    numeroDocumento: e.numeroDocumento,
    articulo: e.articulo == null ? '' : String(e.articulo),
    inciso: e.inciso == null ? '' : String(e.inciso),
    nombreInstitucion: e.nombreInstitucion,
    nombreInstitucionOtros: e.nombreInstitucionOtros,
    fechaEmision: parseApiDate(e.fechaEmision),
    tarifaExonerada: String(e.tarifaExonerada),
  };
}

/**
 * The client form, with the spec's rules; the mock server validates with the same schema.
 * Required: nombre (2–80), telefono (8–64), correo (e-mail), the identification for its type,
 * contact 1's name, e-mail and phone. Contacts 2–4 are optional; e-mails given must be valid.
 * `conDocumento`: the exoneration document is checked too — for an admin, who edits it; anyone else
 * sees it read-only and cannot correct it, so it never stops their save (the server keeps it, F42).
 */
const esquemaCliente = (conDocumento: boolean) =>
  z
    .object({
      id: z.number(),
      nombre: required(t.v.nombreRequerido).check(z.minLength(2, t.v.min2), z.maxLength(80, t.v.max80)),
      telefono: required(t.v.telefonoRequerido).check(
        z.minLength(8, t.v.telefonoMin),
        z.maxLength(64, t.v.telefonoMax),
      ),
      correo: required(t.v.correoRequerido).check(z.refine(isEmail, t.v.correoInvalido)),
      direccion: optional.check(z.maxLength(127, t.v.direccionMax)),
      categoria: optional,
      representanteLegal: optional,
      representanteCedula: optional,
      contacto1: required(t.v.contactoRequerido),
      contacto1Puesto: optional,
      contacto1Correo: required(t.v.contactoCorreoRequerido).check(z.refine(isEmail, t.v.correoInvalido)),
      contacto1Telefono: required(t.v.contactoTelefonoRequerido).check(z.maxLength(64, t.v.telefonoMax)),
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
      estado: z.enum(ESTADOS_CLIENTE, { error: t.v.estadoInvalido }),
      esJuridico: z.union([z.literal(0), z.literal(1), z.literal(3), z.literal(4)], {
        error: t.v.tipoInvalido,
      }),
      cedulaJuridica: z.string().check(z.trim()),
      esInternacional: z.union([z.literal(0), z.literal(1)], { error: t.v.indicadorInvalido }),
      esExonerado: z.union([z.literal(0), z.literal(1)], { error: t.v.indicadorInvalido }),
      exoneracion: exoneracionFormSchema,
    })
    .check(
      z.superRefine((c, ctx) => {
        const message = identificacionMessage(c);
        if (message) ctx.addIssue({ code: 'custom', path: ['cedulaJuridica'], message });
        // A document may come later (the check before sending asks for it); one begun must be whole.
        const exoneracion = conDocumento && c.esExonerado === 1 ? exoneracionDeForm(c.exoneracion) : null;
        if (exoneracion)
          for (const p of revisarExoneracion(exoneracion, toIsoDate(new Date()) ?? ''))
            ctx.addIssue({ code: 'custom', path: ['exoneracion', p.campo], message: p.mensaje });
      }),
    );

export const clienteFormSchema = esquemaCliente(true);
export const clienteFormSchemaSinDocumento = esquemaCliente(false);
export type ClienteForm = z.infer<typeof clienteFormSchema>;

/** The message under the identification field, or null when the number fits its type. */
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

/** A new client, with the spec's defaults: estado ACTIVO, física, national, not exonerated, empty texts. */
export const clienteDefaults: ClienteForm = {
  id: 0,
  ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, ''])) as Record<TextKeys, string>),
  estado: 'ACTIVO',
  esJuridico: 0,
  esInternacional: 0,
  esExonerado: 0,
  exoneracion: exoneracionVacia,
};

export function toForm(c: Cliente): ClienteForm {
  return { ...clienteDefaults, ...c, exoneracion: formDeExoneracion(c.exoneracion) };
}

/** POST /api/cliente/create body: every field trimmed, flags as 0/1 (id 0 = new). */
export function toPayload(form: ClienteForm): ClienteBody {
  const out: Record<string, unknown> = { ...form };
  for (const k of TEXT_KEYS) out[k] = String(form[k] ?? '').trim();
  out.esInternacional = form.esInternacional === 1 ? 1 : 0;
  out.esExonerado = form.esExonerado === 1 ? 1 : 0;
  out.exoneracion = form.esExonerado === 1 ? exoneracionDeForm(form.exoneracion) : null;
  return out as ClienteBody;
}
