import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormCard } from '@/components/form/form-card';

function Host({ onSubmit }: { onSubmit: () => void }) {
  return (
    <FormCard
      label="Datos"
      saving={false}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      actions={<a href="#/default-layout/dashboard">Cancelar</a>}
    >
      <label>
        Nombre
        <input name="nombre" />
      </label>
    </FormCard>
  );
}

describe('FormCard buttons', () => {
  it('pressing Guardar or Cancelar leaves the focus in the field (its message cannot move them from under the click)', () => {
    render(<Host onSubmit={() => undefined} />);
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    nombre.focus();
    // fireEvent returns false when the default (moving the focus) was prevented.
    expect(fireEvent.mouseDown(screen.getByRole('button', { name: 'Guardar' }))).toBe(false);
    expect(fireEvent.mouseDown(screen.getByRole('link', { name: 'Cancelar' }))).toBe(false);
    expect(nombre).toHaveFocus();
  });

  it('still submits on a click, and the fields still take the focus', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Host onSubmit={submitted} />);
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
