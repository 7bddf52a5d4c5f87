import type * as z from 'zod/mini';
import { clienteBody, clientesApi } from '@/features/clientes/contract';
import { clienteDefaults, clienteFormSchema } from '@/features/clientes/form-model';
import { toIsoDate } from '@/lib/dates';
import { revisarExoneracion } from '@/lib/exoneracion';
import * as es from '@/messages/es';
import type { Db } from '../db';
import type { ClienteRow } from '../db/types';
import { api, badRequest, must, notFound } from '../lib/route';
import { runtime } from '../lib/runtime';

const t = es.clientes;
type Body = Partial<z.output<typeof clienteBody>>;

/**
 * Validates a client like the server: exactly the form's rules (through the form's own
 * schema), the record must exist when an id is given, and an identification belongs to one client.
 * The exoneration document (docs/api.md extension) is an admin's to change: anyone else's save keeps
 * the stored one; an admin's is checked with the document's own rules (Anexos p. 44–46).
 */
export function validarCliente(db: Db, b: Body, esAdmin = false): ClienteRow {
  const input: Record<string, unknown> = { ...clienteDefaults };
  for (const [key, fallback] of Object.entries(clienteDefaults)) {
    const value = b[key as keyof Body];
    if (value === undefined || key === 'exoneracion') continue;
    if (typeof fallback === 'string') input[key] = String(value);
    // Numbers may come as numeric text ('1'), as Jackson takes them; a boolean is not a 0/1 flag.
    else input[key] = typeof value === 'boolean' || String(value).trim() === '' ? value : Number(value);
  }
  input.id = b.id ?? 0;
  const parsed = clienteFormSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? es.common.camposRequeridos);
  const c = parsed.data;
  if (c.id && !db.clientes.get(c.id)) throw notFound(t.servidor.noExiste(c.id));
  const duplicado = db.clientes.find(
    (r) => r.id !== c.id && r.cedulaJuridica.toUpperCase() === c.cedulaJuridica.toUpperCase(),
  );
  if (duplicado) throw badRequest(t.servidor.identificacionDuplicada(c.cedulaJuridica, duplicado.nombre));
  const guardada = c.id ? (db.clientes.get(c.id)?.exoneracion ?? null) : null;
  const exoneracion = !c.esExonerado ? null : esAdmin ? (b.exoneracion ?? null) : guardada;
  if (esAdmin && exoneracion) {
    const problema = revisarExoneracion(exoneracion, toIsoDate(runtime.now()) ?? '')[0];
    if (problema) throw badRequest(problema.mensaje);
  }
  return { ...c, exoneracion };
}

export const clientesHandlers = [
  api.on(clientesApi.lista, ({ db }) =>
    db.clientes.all().sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
  ),

  api.on(clientesApi.uno, ({ db, queryOf }) => {
    const { id } = queryOf(clientesApi.uno.query);
    return must(db.clientes.get(id), t.servidor.noExiste(id));
  }),

  api.on(clientesApi.guardar, async ({ db, body, user }) => {
    const c = validarCliente(db, await body(clienteBody), user.authorities.includes('ADMIN'));
    return c.id ? db.clientes.update(c.id, c) : db.clientes.insert({ ...c, id: 0 });
  }),
];
