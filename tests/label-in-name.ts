import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A button or link as a person meets it: its own text, the tooltip a hover shows, its accessible name. */
export type AccionVista = { nombre: string; texto: string; tooltip: string | null };

/**
 * Every button and link of `scope` (a grid row, a table row), in order, as a person meets it. An icon
 * (no text of its own) must show a tooltip on hover; a text button may show one too, looked for briefly.
 */
export async function accionesVistas(user: UserEvent, scope: HTMLElement): Promise<AccionVista[]> {
  const vistas: AccionVista[] = [];
  for (const el of scope.querySelectorAll<HTMLElement>('button, a[href]')) {
    const texto = el.textContent?.trim() ?? '';
    const nombre = nombreDe(el);
    vistas.push({ nombre, texto, tooltip: await tooltipDe(user, el, nombre, !texto) });
  }
  return vistas;
}

/** The accessible name (aria-label, else the text), checked against Testing Library's own computation. */
function nombreDe(el: HTMLElement): string {
  const nombre = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const rol = el.tagName === 'A' ? 'link' : 'button';
  expect(within(el.parentElement!).getByRole(rol, { name: nombre })).toBe(el);
  return nombre;
}

async function tooltipDe(
  user: UserEvent,
  el: HTMLElement,
  nombre: string,
  requerido: boolean,
): Promise<string | null> {
  // A disabled button takes no pointer events: its tooltip listens on the wrapper around it.
  const objetivo = el.matches(':disabled') ? el.parentElement! : el;
  await user.hover(objetivo);
  let texto: string | null = null;
  try {
    const tip = await screen.findByRole('tooltip', {}, requerido ? undefined : { timeout: 500 });
    texto = tip.textContent;
  } catch {
    if (requerido) throw new Error(`'${nombre}' shows no text and no tooltip`);
  }
  await user.unhover(objetivo);
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  return texto;
}

/**
 * The words a voice user says for it: the tooltip's (before any status it adds after ': ', as a blocked
 * 'Enviar: disponible en 9 s'), else its own text.
 */
export const etiquetaVista = (a: AccionVista) => a.tooltip?.split(': ')[0] || a.texto;

/**
 * WCAG 2.5.3, label in name: each name begins with the words a person sees on the action, and holds the
 * action's own text ('9 s' under a blocked icon).
 */
export function esperarEtiquetaEnNombre(acciones: readonly AccionVista[]) {
  expect(acciones.length).toBeGreaterThan(0);
  for (const a of acciones) {
    const etiqueta = etiquetaVista(a);
    expect(etiqueta, a.nombre).not.toBe('');
    expect(a.nombre.slice(0, etiqueta.length), `'${a.nombre}' begins with '${etiqueta}'`).toBe(etiqueta);
    expect(a.nombre).toContain(a.texto);
  }
}
