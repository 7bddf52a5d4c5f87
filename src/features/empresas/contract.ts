import * as z from 'zod/mini';
import { byId, defineCalls, digits, list, num, paddedCode, transformed, typedNumber } from '@/lib/contract';

/*
 * The accounts' contract (API.md 'Accounts'): the answers and the bodies on the shared primitives
 * (src/lib/contract.ts), and the calls. The app's hooks and the mock's handlers both read it.
 */

/** Text the backend may send as null or as a number (cédula, codes). */
const text = digits;

export const provinciaCrSchema = z.object({ id: num, nombreProvincia: text });
export const cantonCrSchema = z.object({ id: num, nombreCanton: text });
export const distritoCrSchema = z.object({ id: num, nombreDistrito: text });
export type ProvinciaCr = z.infer<typeof provinciaCrSchema>;
export type CantonCr = z.infer<typeof cantonCrSchema>;
export type DistritoCr = z.infer<typeof distritoCrSchema>;

/** API.md `Empresa`. */
export const empresaSchema = z.object({
  id: num,
  nombre: text,
  iniciales: text,
  correo1: text,
  correo2: text,
  telefono: text,
  direccion: text,
  usuario: text,
  clave: text,
  pin: text,
  keyPath: text,
  logoPath: text,
  estado: text,
  cedula: text,
  tipo: text,
  provincia: text,
  canton: text,
  distrito: text,
  provinciaCr: z.nullish(provinciaCrSchema),
  cantonCr: z.nullish(cantonCrSchema),
  distritoCr: z.nullish(distritoCrSchema),
  cantidad: z.catch(num, 0),
  recepcionCorreos: text,
  tipoMedida: text,
  /**
   * docs/api.md extension (D39): when the signing key expires, an ISO date-time; absent from a backend
   * that does not know it, and a value that is not text reads as null.
   */
  llaveVence: z.catch(z.nullish(z.string()), null),
});
export type Empresa = z.infer<typeof empresaSchema>;

/** `EmpresaData`: the company and the territorial lists for its choice. */
export const empresaDataSchema = z.object({
  empresa: empresaSchema,
  provinciaCrList: list(provinciaCrSchema),
  cantonCrList: list(cantonCrSchema),
  distritoCrList: list(distritoCrSchema),
});
export type EmpresaData = z.infer<typeof empresaDataSchema>;
export type Listas = Pick<EmpresaData, 'provinciaCrList' | 'cantonCrList' | 'distritoCrList'>;

export const empresaPageSchema = z.object({
  empresas: z.object({ content: list(empresaSchema) }),
  total: num,
  pagesTotal: num,
});
export type EmpresaPage = z.infer<typeof empresaPageSchema>;

/**
 * A text of a save's body as the server reads it before the form's rules check it: a number is its
 * digits, absent or null is ''.
 */
const leido = transformed(z.optional(z.unknown()), (v) => (v === null || v === undefined ? '' : String(v)));

/** The Empresa a save (or the territorial lookup) sends: the texts as typed, the places by id. */
export const empresaBody = z.object({
  id: z.catch(num, 0),
  ...(Object.fromEntries(
    [
      'nombre',
      'iniciales',
      'correo1',
      'correo2',
      'telefono',
      'direccion',
      'usuario',
      'clave',
      'pin',
      'keyPath',
      'logoPath',
      'estado',
      'cedula',
      'tipo',
      'provincia',
      'canton',
      'distrito',
      'recepcionCorreos',
      'tipoMedida',
    ].map((k) => [k, leido]),
  ) as Record<
    Exclude<keyof Empresa, 'id' | 'cantidad' | 'provinciaCr' | 'cantonCr' | 'distritoCr'>,
    typeof leido
  >),
  cantidad: typedNumber,
  provinciaCr: byId,
  cantonCr: byId,
  distritoCr: byId,
});
export type EmpresaBody = z.output<typeof empresaBody>;

/** editEmpresa's save: `{ id, correo1, recepcionCorreos, usuario, clave }`. */
export const correosBody = z.object({
  id: z.catch(num, 0),
  correo1: leido,
  recepcionCorreos: leido,
  usuario: leido,
  clave: leido,
});

export const empresasApi = defineCalls({
  lista: {
    method: 'GET',
    path: '/api/empresa/data/list',
    query: z.object({ estado: z.string(), filter: z.string(), pageNumber: num, pageSize: num }),
    answer: empresaPageSchema,
  },
  data: { method: 'GET', path: '/api/empresa/data', query: z.object({ id: num }), answer: empresaDataSchema },
  lugares: { method: 'POST', path: '/api/empresa/filter-data', body: empresaBody, answer: empresaDataSchema },
  crear: { method: 'POST', path: '/api/empresa/create', body: empresaBody, answer: empresaSchema },
  correos: { method: 'POST', path: '/api/empresa/update', body: correosBody, answer: empresaSchema },
  /** Multipart (field `file`), the PIN and the key's expiry (docs/api.md, D39) in the query: no JSON body. */
  llave: {
    method: 'POST',
    path: '/api/empresa/pem-data-upload/file',
    query: z.object({ pin: z.string(), llaveVence: z.optional(z.string()) }),
  },
});

/**
 * The activity types (API.md `TipoActividadEconomica`) the account form compares with Hacienda's
 * registry. The list is the signed-in user's company's; a create for another company is refused.
 */
export const tipoActividadCuenta = z.object({
  id: num,
  empresaId: num,
  codigo: paddedCode(6),
  descripcion: text,
});
export type TipoActividadCuenta = z.infer<typeof tipoActividadCuenta>;

export const tiposActividadCuentaApi = defineCalls({
  list: {
    method: 'GET',
    path: '/api/tipo-actividad-economica/data/list',
    answer: z.array(tipoActividadCuenta),
  },
  create: {
    method: 'POST',
    path: '/api/tipo-actividad-economica/create',
    body: z.object({ id: num, empresaId: num, codigo: digits, descripcion: text }),
    answer: tipoActividadCuenta,
  },
});
