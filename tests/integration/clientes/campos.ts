import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The client form's text boxes by their accessible names, found in one role query. Each
 * `getByRole('textbox', { name })` computes the name of every text box on the page, and in jsdom each
 * name walks every label against the whole tree: on this form one such query costs what naming all of
 * them does, so the form is named once and each field looked up in that list. A field that left the
 * page since, or a name two boxes share, is an error rather than a stale or ambiguous answer.
 */
export function textBoxes() {
  let porNombre: Map<string, HTMLElement> | null = null;
  const repetidos = new Set<string>();
  const nombrar = () => {
    const m = new Map<string, HTMLElement>();
    screen.getAllByRole('textbox', {
      name: (name, element) => {
        if (m.has(name)) repetidos.add(name);
        m.set(name, element as HTMLElement);
        return true;
      },
    });
    return m;
  };
  // Named at the first look-up, so a test that reads no field pays nothing.
  return (name: string): HTMLElement => {
    porNombre ??= nombrar();
    const field = porNombre.get(name);
    if (!field || repetidos.has(name))
      throw new Error(
        `${field ? 'More than one' : 'No'} text box named '${name}'; named: ${[...porNombre.keys()].join(', ')}`,
      );
    if (!field.isConnected) throw new Error(`The text box '${name}' is no longer on the page`);
    return field;
  };
}

export type Box = ReturnType<typeof textBoxes>;

/** Types a value in one go (paste), after whatever focusing the field did; an empty field needs no clearing. */
export async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  if ((field as HTMLInputElement).value) await user.clear(field);
  if (value) await user.paste(value);
}
