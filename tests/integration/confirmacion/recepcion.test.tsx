// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { comoArchivos, muestrasRecepcion } from '@mocks/files/muestras-recepcion';
import { server } from '@mocks/node';
import { postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { trackApi } from '../recibos/helpers';

/*
 * Recepción de comprobantes (decision C11) against the mock backend: the demo's 20 sample
 * documents dropped at once, one answer for the chosen ones, and never a document answered twice.
 * In jsdom there is no Worker: the pool checks each file on the page, one per task (the same check).
 */

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/recepcion-comprobantes';
const OK = '/api/fe/confirmacion/ok';
const RECHAZO = '/api/fe/confirmacion/rechazo';
const UPLOAD = '/api/fe/confirmacion/upload';

beforeAll(async () => {
  await Promise.all([
    import('@/features/confirmacion/pages/recepcion-page'),
    import('@/components/notices/flash-stack'),
    // The page one test leaves for: its route does not wait for its module then.
    import('@/app/pages/panel-page'),
  ]);
});
afterEach(() => server.events.removeAllListeners());

type User = Awaited<ReturnType<typeof renderApp>>['user'];

const muestras = () => comoArchivos(muestrasRecepcion(getDb(), new Date()));
const grid = () => screen.getByRole('table', { name: 'Comprobantes recibidos' });
const filas = () => within(grid()).getAllByRole('row').slice(1);
const fila = (archivo: string) => {
  const r = filas().find((f) => within(f).queryByText(archivo, { exact: true }));
  if (!r) throw new Error(`No row for ${archivo}`);
  return r;
};
const estado = (archivo: string) =>
  within(fila(archivo))
    .getAllByText(/./)
    .map((e) => e.textContent)
    .join(' | ');
const casilla = (archivo: string) => within(fila(archivo)).getByRole('checkbox');
const respondidas = () =>
  new Map(
    getDb()
      .confirmaciones.filter((r) => r.empresaId === 1)
      .map((r) => [r.clave, r.estado]),
  );

/** Chooses the files in the page's picker and waits until every row has been checked and looked up. */
async function cargar(user: User, archivos: File[]) {
  await user.upload(await screen.findByLabelText('Seleccionar archivos', { selector: 'input' }), archivos);
  await waitFor(() => expect(filas()).toHaveLength(archivos.length), { timeout: 20_000 });
  // Every row is checked and looked up in turn: on a busy machine that outlasts the default wait.
  await waitFor(
    () => {
      // The page's text, read once per change of the page (this runs at every one while the 20 rows
      // are read): neither a row's 'Revisando…' or 'Consultando si ya fue respondido…' nor the
      // list's 'Revisando los archivos: n de m'. Asking Testing Library for each text there matched
      // every element of the page each time: a third of this file's time.
      expect(document.body).not.toHaveTextContent(/Revisando|Consultando si ya fue respondido…/);
    },
    { timeout: 30_000 },
  );
}

async function responder(
  user: User,
  boton: 'Confirmar seleccionados' | 'Rechazar seleccionados',
  mensaje: string,
) {
  await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), mensaje);
  await user.click(screen.getByRole('button', { name: boton }));
  return screen.findByRole('dialog');
}

describe('Recepción de comprobantes', () => {
  it('20 samples give 20 rows sorted by deadline: the duplicate, the foreign one and the answered one marked and not selectable; an answer asks for the message first, then for a chosen document, and sends nothing until both are there', async () => {
    const archivos = muestras();
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    expect(
      await screen.findByRole('heading', { name: 'Recepción de comprobantes', level: 1 }),
    ).toBeInTheDocument();
    await cargar(user, archivos);

    const copia = archivos.find((a) => a.name.startsWith('copia de '))!;
    expect(estado(copia.name)).toContain(
      `Duplicado | Misma clave que ${copia.name.slice('copia de '.length)}: se responde una sola vez.`,
    );
    expect(casilla(copia.name)).toBeDisabled();

    const ajeno = filas().find((f) => within(f).queryByText('No admitido'))!;
    expect(within(ajeno).getByText(/no está dirigido|dirigido a/i)).toBeInTheDocument();
    expect(within(ajeno).getByRole('checkbox')).toBeDisabled();

    const yaRespondida = filas().filter((f) => within(f).queryByText(/^Ya (confirmado|rechazado)$/));
    expect(yaRespondida).toHaveLength(1);
    expect(within(yaRespondida[0]!).getByRole('checkbox')).toBeDisabled();

    // Overdue first, marked; 17 ready ones selectable.
    expect(within(filas()[0]!).getByText(/^Vencido hace \d+ días?$/)).toBeInTheDocument();
    expect(screen.getByText('0 seleccionados de 17 listos')).toBeInTheDocument();

    // None chosen yet (the same rows, loaded once for both): the message is asked for first, then a
    // chosen document, and nothing is sent until both are there.
    const api = trackApi();
    await user.click(screen.getByRole('button', { name: 'Confirmar seleccionados' }));
    expect(postedFlashes().map((f) => f.message)).toContain(
      'Debe ingresar un mensaje antes de confirmar o rechazar el documento electrónico',
    );
    await user.type(screen.getByRole('textbox', { name: 'Mensaje' }), 'Recibido');
    await user.click(screen.getByRole('button', { name: 'Rechazar seleccionados' }));
    expect(postedFlashes().map((f) => f.message)).toContain('Seleccione al menos un comprobante listo.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      api.calls.filter(
        (c) => c.method !== 'GET' || c.url.pathname !== '/api/fe/confirmacion/confirmacion-rechazo/list',
      ),
    ).toEqual([]);
    api.stop();
    expect(screen.getByText('0 seleccionados de 17 listos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos los listos' }));
    expect(screen.getByText('17 seleccionados de 17 listos')).toBeInTheDocument();
  });

  it('more than 100 files: what was left out stays said, whatever the time, until closed or the page goes', async () => {
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    const xml = (n: number) =>
      Array.from({ length: n }, (_, i) => new File(['<x/>'], `f${i}.xml`, { type: 'text/xml' }));
    const input = await screen.findByLabelText('Seleccionar archivos', { selector: 'input' });
    const tomados =
      'Se revisan como máximo 100 archivos a la vez: se tomaron 100 de los 105 y se dejaron fuera los demás.';
    // A held clock from before the files are chosen: no amount of time takes the message away.
    vi.useFakeTimers();
    let mensaje: HTMLElement;
    try {
      // Chosen as the picker gives them (user-event's upload waits on a timer the held clock holds).
      act(() => void fireEvent.change(input, { target: { files: xml(105) } }));
      await act(() => vi.advanceTimersByTimeAsync(0));
      mensaje = screen.getByText(tomados);
      await act(() => vi.advanceTimersByTimeAsync(24 * 60 * 60_000));
    } finally {
      vi.useRealTimers();
    }
    expect(mensaje).toBeInTheDocument();
    const aviso = mensaje.closest<HTMLElement>('[role="status"]')!;
    await user.click(within(aviso).getByRole('button', { name: 'Cerrar mensaje' }));
    await waitFor(() => expect(screen.queryByText(tomados)).not.toBeInTheDocument());

    // The list full: the picker is off, and files dropped anyway are all left out, said until the
    // user leaves the page.
    expect(screen.getByRole('button', { name: 'Seleccionar archivos' })).toBeDisabled();
    fireEvent.drop(screen.getByRole('region', { name: /^Arrastre aquí/ }), {
      dataTransfer: { types: ['Files'], files: xml(3) },
    });
    const ninguno =
      'La lista ya tiene 100 archivos: se dejaron fuera los 3 nuevos. Limpie la lista para cargar otros.';
    expect(await screen.findByText(ninguno)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Panel' }));
    await waitFor(() => expect(screen.queryByText(ninguno)).not.toBeInTheDocument(), { timeout: 20_000 });
  });

  it('confirming 3 chosen sends exactly 3 uploads and 3 ok with the message, asked once with the count', async () => {
    const archivos = muestras();
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await cargar(user, archivos);
    const elegidos = archivos.slice(0, 3);
    for (const a of elegidos) await user.click(casilla(a.name));

    const api = trackApi();
    const dialogo = await responder(user, 'Confirmar seleccionados', 'Recibido conforme');
    expect(dialogo).toHaveTextContent('¿Confirmar 3 comprobantes con el mensaje "Recibido conforme"?');
    await user.click(within(dialogo).getByRole('button', { name: /Confirmar/ }));

    expect(
      await screen.findByText(/Confirmados: 3 · Rechazados: 0 · Fallidos: 0 · Sin hacer: 0/),
    ).toBeInTheDocument();
    expect(api.to(UPLOAD)).toHaveLength(3);
    expect(api.to(OK).map((c) => c.url.searchParams.get('mensaje'))).toEqual(
      Array(3).fill('Recibido conforme'),
    );
    expect(api.to(RECHAZO)).toHaveLength(0);
    // The table draws from a deferred copy of the rows (bench:recepcion): it follows within a moment.
    await waitFor(() => {
      for (const a of elegidos) {
        expect(estado(a.name)).toContain('Confirmado ahora');
        expect(casilla(a.name)).toBeDisabled();
      }
    });
    const claves = respondidas();
    expect([...claves.values()].filter((e) => e === 'CONFIRMADO').length).toBeGreaterThanOrEqual(3);
  });

  it('a failure marks its row with the server message and the batch goes on', async () => {
    const archivos = muestras();
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await cargar(user, archivos);
    for (const a of archivos.slice(0, 3)) await user.click(casilla(a.name));
    let veces = 0;
    server.use(
      http.get('*/api/fe/confirmacion/rechazo', () => {
        veces += 1;
        return veces === 2
          ? HttpResponse.json({ message: 'Hacienda no responde' }, { status: 502 })
          : undefined;
      }),
    );
    const dialogo = await responder(user, 'Rechazar seleccionados', 'No corresponde');
    await user.click(within(dialogo).getByRole('button', { name: /Rechazar/ }));
    expect(
      await screen.findByText(/Confirmados: 0 · Rechazados: 2 · Fallidos: 1 · Sin hacer: 0/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hacienda no responde')).toBeInTheDocument();
    // The failed one may be tried again.
    expect(screen.getByText('0 seleccionados de 15 listos')).toBeInTheDocument();
  });

  it('a 401 stops the batch: what was answered stays answered, the rest stays unanswered, and sign-in follows', async () => {
    const archivos = muestras();
    const { user, router } = await renderApp(PAGE, { role: 'usuario' });
    await cargar(user, archivos);
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos los listos' }));
    const antes = respondidas().size;
    let oks = 0;
    server.use(
      http.get('*/api/fe/confirmacion/ok', () => {
        oks += 1;
        // The session ends with the third answer: every later one is refused too.
        return oks >= 3 ? HttpResponse.json({ error: 'invalid_token' }, { status: 401 }) : undefined;
      }),
    );
    const dialogo = await responder(user, 'Confirmar seleccionados', 'Recibido');
    await user.click(within(dialogo).getByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
    // The two answered before the session ended stay answered; nothing after it.
    expect(respondidas().size - antes).toBe(2);
    expect(oks).toBeLessThanOrEqual(4);
  });

  it('never twice: a document answered meanwhile is left out of the batch, and dropping the files again answers only the rest', async () => {
    const archivos = muestras();
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await cargar(user, archivos);
    const [primero, segundo, tercero] = archivos;
    for (const a of [primero!, segundo!, tercero!]) await user.click(casilla(a.name));

    // Rejected elsewhere after the rows were shown: this batch must not confirm it.
    const rechazada = muestrasRecepcion(getDb(), new Date())[0]!;
    const clave = /<Clave>(\d{50})<\/Clave>/.exec(rechazada.xml)![1]!;
    const fechaEmision = /<FechaEmision>([^<]{19})/.exec(rechazada.xml)![1]!;
    const { id: _id, ...plantilla } = getDb()
      .confirmaciones.all()
      .find((r) => r.empresaId === 1)!;
    getDb().confirmaciones.insert({ ...plantilla, clave, fechaEmision, estado: 'RECHAZADO' });

    const api = trackApi();
    const dialogo = await responder(user, 'Confirmar seleccionados', 'Recibido');
    await user.click(within(dialogo).getByRole('button', { name: /Confirmar/ }));
    expect(
      await screen.findByText(/Confirmados: 2 · Rechazados: 0 · Fallidos: 0 · Sin hacer: 0/),
    ).toBeInTheDocument();
    expect(api.to(OK)).toHaveLength(2);
    expect(respondidas().get(clave)).toBe('RECHAZADO');
    await waitFor(() => expect(estado(primero!.name)).toContain('Ya rechazado'));

    // The same files again: the answered ones are marked, only the others can be chosen.
    await user.click(screen.getByRole('button', { name: 'Limpiar la lista' }));
    await cargar(user, archivos);
    expect(screen.getByText('0 seleccionados de 14 listos')).toBeInTheDocument();
    for (const a of [primero!, segundo!, tercero!]) expect(casilla(a.name)).toBeDisabled();
  });

  it('Cancelar lets the ones in flight finish and leaves the rest ready', async () => {
    const archivos = muestras();
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await cargar(user, archivos);
    await user.click(screen.getByRole('button', { name: 'Seleccionar todos los listos' }));
    // The answers are held until Cancelar has been pressed: two documents are in flight then.
    let soltar!: () => void;
    const puerta = new Promise<void>((r) => (soltar = r));
    let llegadas = 0;
    server.use(
      http.get('*/api/fe/confirmacion/ok', async () => {
        llegadas += 1;
        await puerta;
        return undefined;
      }),
    );
    const dialogo = await responder(user, 'Confirmar seleccionados', 'Recibido');
    await user.click(within(dialogo).getByRole('button', { name: /Confirmar/ }));
    await waitFor(() => expect(llegadas).toBe(2));
    expect(screen.getByText('Confirmando: 0 de 17')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de las respuestas' })).toHaveAttribute(
      'aria-valuetext',
      '0 de 17',
    );
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(
      screen.getByText('Cancelando: se termina el comprobante en curso y los demás quedan listos.'),
    ).toBeInTheDocument();
    soltar();
    expect(
      await screen.findByText(
        /Respuestas canceladas.*Confirmados: 2 · Rechazados: 0 · Fallidos: 0 · Sin hacer: 15/,
      ),
    ).toBeInTheDocument();
    expect(llegadas).toBe(2);
    expect(await screen.findByText('0 seleccionados de 15 listos')).toBeInTheDocument();
  });
});
