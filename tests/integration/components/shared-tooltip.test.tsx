import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SharedTooltip } from '@/components/shared-tooltip';
import { TestStyles } from '../../render-app';

/** Two row actions marked for the shared tooltip, the second one's text changing on demand. */
function Acciones() {
  const [segundos, setSegundos] = useState(9);
  return (
    <SharedTooltip>
      <span data-tooltip="Editar">
        <button type="button" aria-label="Editar factura 7">
          E
        </button>
      </span>
      <span data-tooltip={`Enviar: disponible en ${segundos} s`}>
        <button type="button" aria-label={`Enviar factura 7: disponible en ${segundos} s`}>
          {segundos} s
        </button>
      </span>
      <button type="button" onClick={() => setSegundos((s) => s - 1)}>
        Menos
      </button>
    </SharedTooltip>
  );
}

describe('SharedTooltip: one tooltip for the marked actions', () => {
  it('shows the hovered action’s text, and goes when the pointer leaves', async () => {
    const user = userEvent.setup();
    render(<Acciones />, { wrapper: TestStyles });
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByRole('button', { name: 'Editar factura 7' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Editar');
    await user.hover(screen.getByRole('button', { name: /^Enviar factura 7/ }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Enviar: disponible en 9 s');
    await user.unhover(screen.getByRole('button', { name: /^Enviar factura 7/ }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on keyboard focus, follows a changing text, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Acciones />, { wrapper: TestStyles });
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Editar');
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Enviar: disponible en 9 s');
    act(() => screen.getByRole('button', { name: 'Menos' }).click());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Enviar: disponible en 8 s'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows nothing for an element without a text of its own', async () => {
    const user = userEvent.setup();
    render(<Acciones />, { wrapper: TestStyles });
    await user.hover(screen.getByRole('button', { name: 'Menos' }));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
