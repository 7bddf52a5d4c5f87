import { act, screen, waitFor, within } from '@testing-library/react';
import { getDb } from '@mocks/db';
import { CASOS_EXONERACION } from '@mocks/lib/registro-hacienda';
import { flash } from '@/components/notices/notices-store';
import { env } from '@/lib/env';
import { renderApp } from '../../render-app';
import { NUEVA, choose, chooseCliente } from './factura-form-helpers';
import { contar, enviada, enviar, facturaDePrueba } from './revision-registro-helpers';

/*
 * VITE_HACIENDA_API_URL empty turns every registry lookup off: the invoice form and the
 * list's Enviar work exactly as before and ask the registry nothing. A file of its own: the registry
 * client's queue is module state, and a lookup queued by another file's test must not count here.
 */

vi.setConfig({ testTimeout: 90_000 });

beforeEach(() => {
  const antes = env.haciendaUrl;
  env.haciendaUrl = '';
  onTestFinished(() => {
    env.haciendaUrl = antes;
    act(() => flash.closeStaying());
  });
});

describe("Hacienda's registry turned off", () => {
  it("the form's panel is as before and the registry is asked nothing", async () => {
    const n = contar();
    const { user } = await renderApp(NUEVA, { role: 'admin' });
    await screen.findByRole('form', { name: 'Formulario de factura' }, { timeout: 20_000 });
    await choose(user, 'Tipo de Actividad Económica', /^621001/);
    await chooseCliente(user, CASOS_EXONERACION.vencida.cliente);
    const panel = screen.getByRole('region', { name: 'Antes de enviar a Hacienda' });
    const enlaces = () =>
      within(panel)
        .getAllByRole('link')
        .map((a) => a.textContent ?? '');
    await waitFor(() =>
      expect(enlaces()).toContain('Detalle: la factura no tiene líneas. Agregue al menos una.'),
    );
    // The inactive activity and the expired document are what only the registry knows: not said.
    expect(enlaces().filter((e) => /621001|venció|AL-/.test(e))).toEqual([]);
    expect(within(panel).queryAllByRole('list')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    expect(n.alRegistro()).toBe(0);
  });

  it("the list's Enviar sends as before, with nothing said of the registry", async () => {
    const db = getDb();
    const f = facturaDePrueba();
    const inactiva = db.tiposActividad.find((t) => t.empresaId === f.empresaId && t.codigo === '621001')!;
    db.facturas.update(f.id, { tipoActividadEconomicaId: inactiva.id });
    const n = contar();
    await enviar(f);
    expect(await enviada(n, f)).toBeNull();
    expect(n.alRegistro()).toBe(0);
  });
});
