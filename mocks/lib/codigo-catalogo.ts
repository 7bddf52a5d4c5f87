import { problemaCodigo, problemaDescripcion, type ProblemaCodigo } from '@/lib/codigo-catalogo';
import type { UsuarioRow } from '../db/types';
import { badRequest, forbidden } from './route';

const DESCRIPCION = {
  requerida: 'La descripción es requerida',
  min: 'La descripción debe tener al menos 5 caracteres',
  max: 'La descripción debe tener como máximo 80 caracteres',
} as const;

/**
 * What a save of a code catalog (CABYS services, activity types) checks like the server: the form's
 * code and description rules, then the company — an edit keeps its row's, a
 * new row must be the user's — and a code not already in the company's catalog. Answers the company.
 */
export function validarCodigoCatalogo(o: {
  user: UsuarioRow;
  id: number;
  empresaId: number;
  codigo: string;
  descripcion: string;
  longitud: number;
  /** The code's other accepted form besides all digits (an activity type's CIIU 4). */
  otraForma?: RegExp;
  /** The catalog's own field checks, after the code and description. */
  otrosCampos?: () => void;
  /** The row being edited, of the user's company (404 otherwise). */
  actual: (id: number) => { empresaId: number };
  /** Another row of the company with this code. */
  repetido: (empresaId: number) => unknown;
  textos: {
    codigo: Record<ProblemaCodigo, string>;
    empresaRequerida: string;
    otraEmpresa: string;
    duplicado: string;
  };
}): number {
  const problema = problemaCodigo(o.codigo, o.longitud, o.otraForma);
  if (problema) throw badRequest(o.textos.codigo[problema]);
  const problemaTexto = problemaDescripcion(o.descripcion);
  if (problemaTexto) throw badRequest(DESCRIPCION[problemaTexto]);
  o.otrosCampos?.();
  const empresaId = o.id ? o.actual(o.id).empresaId : o.empresaId;
  if (!empresaId) throw badRequest(o.textos.empresaRequerida);
  if (empresaId !== o.user.empresaId) throw forbidden(o.textos.otraEmpresa);
  if (o.repetido(empresaId)) throw badRequest(o.textos.duplicado);
  return empresaId;
}
