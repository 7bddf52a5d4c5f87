import * as z from 'zod/mini';
import type { Empresa, Listas } from './contract';
import {
  CANTIDAD_MIN,
  territorio,
  validarCorreos,
  validarEmpresa,
  type CorreosCampos,
  type EmpresaCampos,
} from './rules';

/** The company form: every Empresa field as typed (cantidad as text), checked by the shared rules. */
export const empresaFormSchema = z
  .object({
    id: z.number(),
    nombre: z.string(),
    iniciales: z.string(),
    correo1: z.string(),
    correo2: z.string(),
    telefono: z.string(),
    direccion: z.string(),
    usuario: z.string(),
    clave: z.string(),
    pin: z.string(),
    keyPath: z.string(),
    logoPath: z.string(),
    estado: z.string(),
    cedula: z.string(),
    tipo: z.string(),
    provincia: z.string(),
    canton: z.string(),
    distrito: z.string(),
    cantidad: z.string(),
    recepcionCorreos: z.string(),
    tipoMedida: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const p of validarEmpresa(values, { nueva: !values.id }))
        ctx.addIssue({ code: 'custom', path: [p.campo], message: p.mensaje });
    }),
  );
export type EmpresaForm = z.infer<typeof empresaFormSchema> & EmpresaCampos;

/** A new company's defaults, as the spec gives them: cantidad 1, tipo '01', tipoMedida 'Unid', ACTIVO. */
export const empresaDefaults: EmpresaForm = {
  id: 0,
  nombre: '',
  iniciales: '',
  correo1: '',
  correo2: '',
  telefono: '',
  direccion: '',
  usuario: '',
  clave: '',
  pin: '',
  keyPath: '',
  logoPath: '',
  estado: 'ACTIVO',
  cedula: '',
  tipo: '01',
  provincia: '',
  canton: '',
  distrito: '',
  cantidad: String(CANTIDAD_MIN),
  recepcionCorreos: '',
  tipoMedida: 'Unid',
};

export function toForm(e: Empresa): EmpresaForm {
  const { provinciaCr, cantonCr, distritoCr, cantidad, ...rest } = e;
  return {
    ...empresaDefaults,
    ...rest,
    // A company saved with objects only still shows its place.
    provincia: e.provincia || territorio.provinciaCodigo(provinciaCr?.id ?? 0),
    canton: e.canton || territorio.cantonCodigo(cantonCr?.id ?? 0),
    distrito: e.distrito || territorio.distritoCodigo(distritoCr?.id ?? 0),
    cantidad: String(cantidad),
  };
}

/** The Empresa the API receives: trimmed texts, the codes and the chosen territorial objects. */
export function toPayload(form: EmpresaForm, listas?: Partial<Listas>) {
  const trim = (v: string) => v.trim();
  const { provincia, canton, distrito } = form;
  const provinciaId = territorio.provinciaId(provincia);
  const cantonId = territorio.cantonId(provincia, canton);
  const distritoId = territorio.distritoId(provincia, canton, distrito);
  const nombreDe = <T extends { id: number }>(items: readonly T[] | undefined, id: number) =>
    items?.find((i) => i.id === id);
  return {
    id: form.id,
    nombre: trim(form.nombre),
    iniciales: trim(form.iniciales),
    correo1: trim(form.correo1),
    correo2: trim(form.correo2),
    telefono: trim(form.telefono),
    direccion: trim(form.direccion),
    usuario: trim(form.usuario),
    clave: form.clave,
    pin: trim(form.pin),
    keyPath: trim(form.keyPath),
    logoPath: trim(form.logoPath),
    estado: form.estado,
    cedula: trim(form.cedula),
    tipo: form.tipo,
    provincia,
    canton,
    distrito,
    provinciaCr: provinciaId
      ? {
          id: provinciaId,
          nombreProvincia: nombreDe(listas?.provinciaCrList, provinciaId)?.nombreProvincia ?? '',
        }
      : null,
    cantonCr: cantonId
      ? { id: cantonId, nombreCanton: nombreDe(listas?.cantonCrList, cantonId)?.nombreCanton ?? '' }
      : null,
    distritoCr: distritoId
      ? { id: distritoId, nombreDistrito: nombreDe(listas?.distritoCrList, distritoId)?.nombreDistrito ?? '' }
      : null,
    cantidad: Number(form.cantidad),
    recepcionCorreos: trim(form.recepcionCorreos),
    tipoMedida: form.tipoMedida,
  };
}
export type EmpresaPayload = ReturnType<typeof toPayload>;

/** editEmpresa: the four fields it edits. */
export const correosFormSchema = z
  .object({
    id: z.number(),
    correo1: z.string(),
    recepcionCorreos: z.string(),
    usuario: z.string(),
    clave: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      for (const p of validarCorreos(values))
        ctx.addIssue({ code: 'custom', path: [p.campo], message: p.mensaje });
    }),
  );
export type CorreosForm = z.infer<typeof correosFormSchema> & CorreosCampos;

export function toCorreosForm(e: Empresa): CorreosForm {
  return {
    id: e.id,
    correo1: e.correo1,
    recepcionCorreos: e.recepcionCorreos,
    usuario: e.usuario,
    clave: e.clave,
  };
}

/** `POST /api/empresa/update` body: `{ id, correo1, recepcionCorreos, usuario, clave }`. */
export function toCorreosPayload(form: CorreosForm) {
  return {
    id: form.id,
    correo1: form.correo1.trim(),
    recepcionCorreos: form.recepcionCorreos.trim(),
    usuario: form.usuario.trim(),
    clave: form.clave,
  };
}
