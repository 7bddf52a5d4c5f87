import * as z from 'zod/mini';
import {
  ESTADOS_FILTRO,
  PAGE_SIZE,
  territorio,
  validarCorreos,
  validarEmpresa,
  validarLlave,
  type EmpresaCampos,
} from '@/features/empresas/rules';
import { text } from '@/lib/contract';
import { correosBody, empresaBody, empresasApi, type EmpresaBody } from '@/features/empresas/contract';
import type { Db } from '../db';
import type { EmpresaRow, UsuarioRow } from '../db/types';
import { api, badRequest, campoArchivo, fold, forbidden, must, paginate, paging } from '../lib/route';
import { cantonCrList, distritoCrList, lugar, objetos, provinciaCrList } from '../lib/territorial';

type Body = EmpresaBody;

const str = (v: string | null | undefined) => (v ?? '').trim();
const objId = (v: { id: number } | null) => v?.id ?? 0;

const esSuperAdmin = (user: UsuarioRow) => user.authorities.includes('SUPER_ADMIN');

/** Only a super admin manages every account; anyone else only their own company. */
function propia(db: Db, user: UsuarioRow, id: number): EmpresaRow {
  if (id !== user.empresaId && !esSuperAdmin(user)) throw forbidden();
  return must(db.empresas.get(id), `La empresa ${id} no existe`);
}

/**
 * API.md `Empresa`: the row plus the chosen territorial objects — never its Hacienda password nor its
 * key file's PIN (decision D27); a save that leaves them blank keeps the stored ones.
 */
export function toEmpresa(row: EmpresaRow) {
  return { ...row, clave: '', pin: '', ...objetos(lugar(row.provincia, row.canton, row.distrito)) };
}

/** `EmpresaData`: the company, every province, the cantons of its province, the districts of its canton. */
function empresaData<E extends { provincia: string; canton: string; distrito: string }>(empresa: E) {
  const l = lugar(empresa.provincia, empresa.canton, empresa.distrito);
  return {
    empresa,
    provinciaCrList: provinciaCrList(),
    cantonCrList: cantonCrList(l.provincia),
    distritoCrList: distritoCrList(l.provincia, l.canton),
  };
}

/**
 * The codes a request names: the chosen objects (provinciaCr/cantonCr/distritoCr) win, else the codes.
 * A canton outside its province, or a district outside its canton, is no choice at all.
 */
function codigos(b: Body) {
  const provinciaId = objId(b.provinciaCr) || territorio.provinciaId(str(b.provincia));
  const provincia = territorio.provinciaCodigo(provinciaId);
  const cantonId = objId(b.cantonCr) || territorio.cantonId(provincia, str(b.canton));
  const canton =
    territorio.cantonId(provincia, territorio.cantonCodigo(cantonId)) === cantonId
      ? territorio.cantonCodigo(cantonId)
      : '';
  const distritoId = objId(b.distritoCr) || territorio.distritoId(provincia, canton, str(b.distrito));
  const distrito =
    territorio.distritoId(provincia, canton, territorio.distritoCodigo(distritoId)) === distritoId
      ? territorio.distritoCodigo(distritoId)
      : '';
  const l = lugar(provincia, canton, distrito);
  return {
    provincia: l.provincia?.codigo ?? '',
    canton: l.canton?.codigo ?? '',
    distrito: l.distrito?.codigo ?? '',
  };
}

function campos(b: Body): EmpresaCampos {
  const { provincia, canton, distrito } = codigos(b);
  return {
    nombre: str(b.nombre),
    iniciales: str(b.iniciales),
    correo1: str(b.correo1),
    correo2: str(b.correo2),
    telefono: str(b.telefono),
    direccion: str(b.direccion),
    usuario: str(b.usuario),
    // Passwords are kept as typed.
    clave: b.clave,
    pin: str(b.pin),
    keyPath: str(b.keyPath),
    logoPath: str(b.logoPath),
    estado: str(b.estado),
    cedula: str(b.cedula),
    tipo: str(b.tipo),
    provincia,
    canton,
    distrito,
    cantidad: b.cantidad === null || b.cantidad === undefined ? '' : String(b.cantidad).trim(),
    recepcionCorreos: str(b.recepcionCorreos),
    tipoMedida: str(b.tipoMedida),
  };
}

/** Validates like the server: the form's own rules, 400 with the reasons. */
export function validarCuenta(db: Db, b: Body): Omit<EmpresaRow, 'id'> & { id: number } {
  const { id } = b;
  if (id) must(db.empresas.get(id), `La empresa ${id} no existe`);
  const v = campos(b);
  const problemas = validarEmpresa(v, { nueva: !id });
  if (problemas.length) throw badRequest(problemas.map((p) => p.linea).join('; '));
  const duplicada = db.empresas.find((e) => e.id !== id && e.cedula === v.cedula);
  if (duplicada) throw badRequest(`Ya existe una cuenta con la cédula ${v.cedula}: ${duplicada.nombre}`);
  const guardada = id ? db.empresas.get(id) : undefined;
  return {
    ...v,
    id,
    clave: str(v.clave) ? v.clave : (guardada?.clave ?? ''),
    pin: v.pin || (guardada?.pin ?? ''),
    estado: v.estado as EmpresaRow['estado'],
    tipo: v.tipo as EmpresaRow['tipo'],
    tipoMedida: v.tipoMedida as EmpresaRow['tipoMedida'],
    cantidad: Number(v.cantidad),
  };
}

/**
 * The accounts list's query as its contract reads it, with the server's leniency for what the app
 * always sends: no `estado` is every state, no `filter` none.
 */
const listaQuery = z.extend(empresasApi.lista.query, { estado: text, filter: text });
/** The key upload's query: a missing PIN is refused by the account rules, in their words. */
const llaveQuery = z.extend(empresasApi.llave.query, { pin: text });

const byNombre = (a: EmpresaRow, b: EmpresaRow) => a.nombre.localeCompare(b.nombre, 'es');

export const empresasHandlers = [
  api.on(
    empresasApi.lista,
    ({ db, queryOf }) => {
      const q = queryOf(listaQuery);
      const estado = q.estado.trim() || 'TODAS';
      if (!(ESTADOS_FILTRO as readonly string[]).includes(estado)) {
        throw badRequest('El estado debe ser ACTIVO, INACTIVO o TODAS');
      }
      const needle = fold(q.filter);
      const rows = db.empresas
        .filter((e) => estado === 'TODAS' || e.estado === estado)
        .filter(
          (e) =>
            !needle || [e.nombre, e.cedula, e.correo1, e.iniciales].some((f) => fold(f).includes(needle)),
        )
        .sort(byNombre);
      const { pageNumber, pageSize } = paging(q, PAGE_SIZE);
      const page = paginate(rows, pageNumber, pageSize);
      return {
        empresas: { content: page.content.map(toEmpresa) },
        total: page.total,
        pagesTotal: page.pagesTotal,
      };
    },
    { roles: ['SUPER_ADMIN'] },
  ),

  api.on(empresasApi.data, ({ db, queryOf, user }) =>
    empresaData(toEmpresa(propia(db, user, queryOf(empresasApi.data.query).id))),
  ),

  api.on(empresasApi.lugares, async ({ body }) => {
    const b = await body(empresaBody);
    const c = campos(b);
    const empresa = {
      ...c,
      id: b.id,
      cantidad: Number(c.cantidad) || 0,
      ...objetos(lugar(c.provincia, c.canton, c.distrito)),
    };
    return empresaData(empresa);
  }),

  api.on(
    empresasApi.crear,
    async ({ db, body }) => {
      const valid = validarCuenta(db, await body(empresaBody));
      const saved = valid.id ? db.empresas.update(valid.id, valid) : db.empresas.insert({ ...valid, id: 0 });
      return toEmpresa(saved);
    },
    { roles: ['SUPER_ADMIN'] },
  ),

  api.on(empresasApi.correos, async ({ db, user, body }) => {
    const b = await body(correosBody);
    const empresa = propia(db, user, b.id);
    const v = {
      correo1: str(b.correo1),
      recepcionCorreos: str(b.recepcionCorreos),
      usuario: str(b.usuario),
      // Blank keeps the stored password (it is never sent back, decision D27).
      clave: str(b.clave) ? b.clave : empresa.clave,
    };
    const problemas = validarCorreos(v);
    if (problemas.length) throw badRequest(problemas.map((p) => p.linea).join('; '));
    return toEmpresa(db.empresas.update(empresa.id, v));
  }),

  api.on(empresasApi.llave, async ({ db, user, request, queryOf }) => {
    const { pin, llaveVence } = queryOf(llaveQuery);
    const archivo = (await campoArchivo(request)) || null;
    const problema = validarLlave(pin, archivo ? { name: archivo.name ?? '', size: archivo.size } : null);
    if (problema) throw badRequest(problema.trim());
    const bytes = new Uint8Array(await archivo!.arrayBuffer());
    // A PKCS#12 file is a DER SEQUENCE.
    if (bytes[0] !== 0x30) throw badRequest('El archivo no es una llave criptográfica PKCS#12 válida');
    const empresa = must(db.empresas.get(user.empresaId), 'Su usuario no tiene una empresa asociada');
    // The key's expiry as the browser read it (docs/api.md, D39); without it, none is known any more.
    const vence = str(llaveVence);
    if (vence && Number.isNaN(Date.parse(vence))) {
      throw badRequest('llaveVence debe ser una fecha ISO (por ejemplo 2028-03-01T18:00:00.000Z)');
    }
    db.empresas.update(empresa.id, {
      keyPath: (archivo!.name ?? '').trim(),
      pin: (pin ?? '').trim(),
      llaveVence: vence || null,
    });
    return { message: `Llave criptográfica de ${empresa.nombre} actualizada` };
  }),
];
