import { zodResolver } from '@hookform/resolvers/zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormCard } from '@/components/form/form-card';
import { FormTextField } from '@/components/form/form-text-field';
import { TestStyles } from '../../render-app';

const schema = z.object({ nombre: z.string().min(1, 'El nombre es requerido') });

function Host({ onSubmit }: { onSubmit: () => void }) {
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { nombre: '' },
    mode: 'onTouched',
  });
  return (
    <FormCard label="Datos" saving={false} onSubmit={handleSubmit(onSubmit, () => undefined)}>
      <FormTextField control={control} name="nombre" label="Nombre" />
    </FormCard>
  );
}

const helperLines = (container: HTMLElement) => container.querySelectorAll('.MuiFormHelperText-root');

describe('Every first click counts (shared form pieces)', () => {
  it('a field keeps a blank message line before any message shows, so a message moves nothing', async () => {
    const user = userEvent.setup();
    const { container } = render(<Host onSubmit={() => undefined} />, { wrapper: TestStyles });
    expect(helperLines(container)).toHaveLength(1);
    expect(helperLines(container)[0]).toHaveTextContent(/^\u200b$/);
    await user.click(screen.getByRole('textbox', { name: 'Nombre' }));
    await user.tab();
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(helperLines(container)).toHaveLength(1);
  });

  it('a message due as the field loses focus to a press waits for the press to end; the click is taken', async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<Host onSubmit={submitted} />, { wrapper: TestStyles });
    const nombre = screen.getByRole('textbox', { name: 'Nombre' });
    const guardar = screen.getByRole('button', { name: 'Guardar' });
    act(() => nombre.focus());
    fireEvent.change(nombre, { target: { value: 'x' } });
    fireEvent.change(nombre, { target: { value: '' } });

    fireEvent.pointerDown(guardar);
    act(() => guardar.focus());
    // The field was touched and is invalid, but nothing moves while the button is held.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('El nombre es requerido')).not.toBeInTheDocument();

    fireEvent.pointerUp(guardar);
    fireEvent.click(guardar);
    expect(await screen.findByText('El nombre es requerido')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    fireEvent.change(nombre, { target: { value: 'Ana' } });
    await user.click(guardar);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
  });
});
