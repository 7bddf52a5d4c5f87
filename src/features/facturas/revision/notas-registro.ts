import * as es from '@/messages/es-revision-hacienda';
import type { RegistroSnapshot, SinComprobar } from './revision-registro';

const r = es.revisionHacienda.registro;

/** What a check's line says it could not check, read back from its sentence for a known reason. */
function queDe(mensaje: string, motivo: string): string | null {
  const [antes = '', despues = ''] = r.sinComprobar('\u0000', motivo).split('\u0000');
  return mensaje.length > antes.length + despues.length &&
    mensaje.startsWith(antes) &&
    mensaje.endsWith(despues)
    ? mensaje.slice(antes.length, mensaje.length - despues.length)
    : null;
}

/**
 * The checks the registry could not make, each reason said once with every check it stopped
 * ('No se comprobó A, B ni C: no respondió en 5 segundos.'), in the order first met. A line not due to
 * a failed lookup (the account's identification unreadable, or not returned) keeps its own sentence.
 */
export function sinComprobarAgrupadas(lista: readonly SinComprobar[], s: RegistroSnapshot): string[] {
  const porMotivo = new Map<string, string[]>();
  const sueltas: string[] = [];
  for (const x of lista) {
    const c = x.valor ? s[x.tipo](x.valor) : null;
    const que = c?.estado === 'fallo' ? queDe(x.mensaje, c.motivo) : null;
    if (c?.estado !== 'fallo' || que === null) {
      if (!sueltas.includes(x.mensaje)) sueltas.push(x.mensaje);
      continue;
    }
    const ques = porMotivo.get(c.motivo) ?? [];
    if (!ques.includes(que)) ques.push(que);
    porMotivo.set(c.motivo, ques);
  }
  return [...[...porMotivo].map(([motivo, ques]) => r.sinComprobar(enLista(ques), motivo)), ...sueltas];
}

/** 'A', 'A ni B', 'A, B ni C': the checks not made, as one negative list. */
const enLista = (ques: readonly string[]) =>
  ques.length < 2 ? (ques[0] ?? '') : `${ques.slice(0, -1).join(', ')} ni ${ques.at(-1)!}`;
