import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createQueryClient } from '@/app/query-client';
import { ActivityCodeSearch } from '@/components/activity-code-search';
import type { CodigoActividad } from '@/lib/codigos-actividad';
import { signIn, TestStyles } from '../../render-app';

/** A host like the invoice form will be: it owns the value and can clear it. */
function Host({ onPick }: { onPick: (c: CodigoActividad) => void }) {
  const [value, setValue] = useState<CodigoActividad | null>(null);
  return (
    <>
      <ActivityCodeSearch
        value={value}
        label="Actividad económica"
        showLabel
        onPick={(c) => {
          setValue(c);
          onPick(c);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Limpiar
      </button>
    </>
  );
}

describe('ActivityCodeSearch (shared)', { timeout: 60_000 }, () => {
  it('hands the whole picked code to onPick, shows "code - name", and follows the value it is given', async () => {
    await signIn('usuario');
    const picked: CodigoActividad[] = [];
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <Host onPick={(c) => picked.push(c)} />
      </QueryClientProvider>,
      { wrapper: TestStyles },
    );
    const box = screen.getByRole('combobox', { name: 'Actividad económica' });
    expect(box).toHaveAttribute('placeholder', 'Buscar código de actividad (mínimo 3 letras)');
    await user.type(box, 'asesor aduanero');
    await user.click(
      await screen.findByRole('option', { name: /^741407 - ASESOR ADUANERO/ }, { timeout: 10_000 }),
    );
    expect(picked).toEqual([
      {
        id: expect.any(Number),
        codigoActividadDgt: '741407',
        nombreActividadDgt: 'ASESOR ADUANERO',
        codigoSubclase: '7414',
        tituloSubclase: expect.stringContaining('ASESORIA EN MATERIA ADUANERA'),
      },
    ]);
    expect(box).toHaveValue('741407 - ASESOR ADUANERO');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });
});
