import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { server } from '@mocks/node';
import { expectFlash } from '../../notices-record';
import { currentPath, demoUser, renderApp } from '../../render-app';
import { dataRows, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

// The route modules load lazily: load them once up front, so that no test's first render waits for
// them (a busy machine takes longer than a query's timeout).
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/facturas/pages/historial-factura-page'),
    import('@/features/facturas/pages/facturas-list-page'),
  ]);
}, 120_000);

const historial = (id: number | string) => `/default-layout/historial-factura/${id}`;

function factura(predicate: (f: FacturaRecord) => boolean): FacturaRecord {
  const empresaId = demoUser('admin').empresaId;
  const found = getDb().facturas.find((f) => f.empresaId === empresaId && predicate(f));
  if (!found) throw new Error('The seed has no invoice for this test');
  return found;
}

async function grid(id: number) {
  const g = await screen.findByRole(
    'grid',
    { name: `Historial envío de factura: ${id}` },
    { timeout: 30_000 },
  );
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const celdas = (row: HTMLElement) => [...row.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent);

describe('Historial envío de factura', () => {
  it('lists every submission: Factura, Clave, Consecutivo, Estado, Detalle, with a Comprobar each', async () => {
    const f = factura((x) => x.envios.length >= 2);
    await renderApp(historial(f.id), { role: 'usuario' });
    expect(
      await screen.findByRole('heading', { name: `Historial envío de factura: ${f.id}` }),
    ).toBeInTheDocument();
    const g = await grid(f.id);
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Factura',
      'Clave',
      'Consecutivo',
      'Estado',
      'Detalle',
      'Acciones',
    ]);
    const { json } = await (
      await import('../../mock-api')
    ).callApi('GET', `/api/factura/respuestas-factura?id=${f.id}`, { role: 'usuario' });
    const envios = (
      json as { envios: Array<{ clave: string; consecutivo: string; estado: string; detalle: string }> }
    ).envios;
    expect(dataRows(g)).toHaveLength(envios.length);
    const e = envios[0]!;
    expect(e.clave).toMatch(/^\d{50}$/);
    expect(e.consecutivo).toMatch(/^\d{20}$/);
    expect(celdas(dataRows(g)[0]!)).toEqual([
      String(f.id),
      e.clave,
      e.consecutivo,
      e.estado,
      e.detalle,
      'Comprobar',
    ]);
    // The whole clave is readable on hover too.
    expect(within(dataRows(g)[0]!).getByTitle(e.clave)).toBeInTheDocument();
  });

  it("shows Hacienda's reasons one per line — code, message and where; any other text as it came", async () => {
    const f = factura((x) => x.envios.length >= 1);
    // A real DetalleMensaje (decision F39: a public CR e-invoicing API's log) and one of another shape.
    const real =
      'El comprobante electrónico tiene los siguientes errores: \n\n[\ncodigo, mensaje, fila, columna\n' +
      '-99, "La numeración consecutiva del comprobante que se esta utilizando para este archivo XML ya existe en nuestras bases de datos.", 0, 0\n' +
      "-1, \"cvc-datatype-valid.1.2.1: '' is not a valid value for 'decimal'.\", 90, 26\n\n]";
    server.use(
      http.get('*/api/factura/respuestas-factura', () =>
        HttpResponse.json({
          envios: [
            { id: 2, clave: '5'.repeat(50), consecutivo: '1'.repeat(20), estado: 'Rechazado', detalle: real },
            {
              id: 1,
              clave: '5'.repeat(50),
              consecutivo: '1'.repeat(20),
              estado: 'Error',
              detalle: 'Sin respuesta',
            },
          ],
        }),
      ),
    );
    await renderApp(historial(f.id), { role: 'usuario' });
    const g = await grid(f.id);
    const [rechazo, otro] = dataRows(g);
    const detalle = rechazo!.querySelector<HTMLElement>('[data-field="detalle"]')!;
    expect(
      within(detalle).getByText('El comprobante electrónico tiene los siguientes errores:'),
    ).toBeInTheDocument();
    expect(
      within(detalle)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '-99 · La numeración consecutiva del comprobante que se esta utilizando para este archivo XML ya existe en nuestras bases de datos.',
      "-1 · cvc-datatype-valid.1.2.1: '' is not a valid value for 'decimal'. (fila 90, columna 26)",
    ]);
    expect(otro!.querySelector('[data-field="detalle"]')!.textContent).toBe('Sin respuesta');
  });

  it("Comprobar re-checks the invoice and flashes 'El estado de la factura es {msg}'; a failure says so", async () => {
    const api = trackApi();
    const f = factura((x) => x.envios.length >= 1);
    const { user } = await renderApp(historial(f.id), { role: 'admin' });
    const g = await grid(f.id);
    const boton = within(dataRows(g)[0]!).getByRole('button', { name: /^Comprobar estado del envío / });
    await user.click(boton);
    expect(await expectFlash(/^El estado de la factura es .+/)).toMatchObject({ kind: 'info' });
    expect(api.to('/api/factura/check-status-hacienda')[0]!.url.searchParams.get('id')).toBe(String(f.id));

    server.use(
      http.get('*/api/factura/check-status-hacienda', () =>
        HttpResponse.json({ message: 'Hacienda fuera de servicio' }, { status: 503 }),
      ),
    );
    await waitFor(() =>
      expect(within(dataRows(g)[0]!).getByRole('button', { name: /^Comprobar/ })).toBeEnabled(),
    );
    await user.click(within(dataRows(g)[0]!).getByRole('button', { name: /^Comprobar/ }));
    expect(
      await expectFlash(
        'Se produjo un error cuando se estaba intentando comprobar el estado del comprobante electronico\nHacienda fuera de servicio',
      ),
    ).toMatchObject({ kind: 'danger' });
  });

  it('goes back to the invoice list as the user left it', async () => {
    const f = factura((x) => x.envios.length >= 1);
    const { user, router } = await renderApp('/default-layout/facturas?estado=Finalizada&pagina=2', {
      role: 'admin',
    });
    await screen.findByRole('table', { name: 'Listado Facturas' });
    await router.navigate(historial(f.id));
    await grid(f.id);
    await user.click(screen.getByRole('link', { name: 'Regresar' }));
    await waitFor(() =>
      expect(currentPath(router)).toBe('/default-layout/facturas?estado=Finalizada&pagina=2'),
    );
  });

  it('says when the invoice has no submissions, and retries a failed load', async () => {
    const f = factura((x) => x.envios.length === 0);
    const vacio = await renderApp(historial(f.id), { role: 'admin' });
    expect(await screen.findByText('La factura no tiene envíos a Hacienda')).toBeInTheDocument();
    vacio.unmount();

    server.use(
      http.get('*/api/factura/respuestas-factura', () =>
        HttpResponse.json({ message: 'Historial no disponible' }, { status: 500 }),
      ),
    );
    const g = factura((x) => x.envios.length >= 1);
    const { user } = await renderApp(historial(g.id), { role: 'admin' });
    expect(await screen.findByText('Historial no disponible')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid(g.id);
  });

  it('without an id goes to the invoice list', async () => {
    const { router } = await renderApp('/default-layout/historial-factura', { role: 'admin' });
    await waitFor(() => expect(currentPath(router)).toBe('/default-layout/facturas'));
  });
});
