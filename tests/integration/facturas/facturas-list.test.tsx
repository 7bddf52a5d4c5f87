import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { server } from '@mocks/node';
import { CASOS_CONTRIBUYENTE } from '@mocks/lib/registro-hacienda';
import { formatMoney } from '@/lib/money';
import * as es from '@/messages/es';
import { callApi } from '../../mock-api';
import { expectFlash, postedFlashes } from '../../notices-record';
import { currentPath, demoUser, renderApp, type Role } from '../../render-app';
import { dataRows, setDate, trackApi } from '../recibos/helpers';

vi.setConfig({ testTimeout: 60_000 });

// The route modules load lazily: load them once up front, so that no test's first render waits for
// them (a busy machine takes longer than a query's timeout).
beforeAll(async () => {
  await Promise.all([
    import('@/app/layout/default-layout'),
    import('@/features/facturas/pages/facturas-list-page'),
  ]);
}, 120_000);

const LIST = '/default-layout/facturas';

type Pagina = { facturas: Array<{ facturaId: number; simbol: string }>; total: number; montoTotal: number };

/** The same list call the page makes, straight to the mock (what the page should show). */
async function lista(params: Record<string, string | number> = {}, role: Role = 'admin') {
  const q = new URLSearchParams({
    clienteId: '0',
    estado: 'TODOS',
    estadoPago: 'TODOS',
    fechaInicio: '',
    fechaFinal: '',
    pageNumber: '0',
    pageSize: '10',
    cargados: 'true',
    enviadas: '-1',
    ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
  });
  const { status, json } = await callApi('GET', `/api/factura/get?${q}`, { role });
  expect(status).toBe(200);
  return json as Pagina;
}

/** The files the mock answers (path, query, content type, text), read from msw's own events. */
function respuestas() {
  const vistas: Array<{ path: string; query: URLSearchParams; tipo: string; texto: string }> = [];
  const listener = ({ request, response }: { request: Request; response: Response }) => {
    const url = new URL(request.url);
    const tipo = response.headers.get('content-type') ?? '';
    if (tipo.startsWith('application/json')) return;
    void response
      .clone()
      .text()
      .then((texto) => vistas.push({ path: url.pathname, query: url.searchParams, tipo, texto }));
  };
  server.events.on('response:mocked', listener);
  return {
    de: (path: string) => vistas.find((v) => v.path === path),
    stop: () => server.events.removeListener('response:mocked', listener),
  };
}

/** A stored invoice of the user's account matching `predicate`. */
function factura(predicate: (f: FacturaRecord) => boolean, role: Role = 'admin'): FacturaRecord {
  const empresaId = demoUser(role).empresaId;
  const found = getDb().facturas.find((f) => f.empresaId === empresaId && predicate(f));
  if (!found) throw new Error('The seed has no invoice for this test');
  return found;
}

/** D-M-YYYY of an ISO date-time. */
const dia = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number);
  return `${d}-${m}-${y}`;
};

/** The list narrowed to the invoice's client and day, so that it shows on the first page. */
const urlDe = (f: FacturaRecord, extra = '') =>
  `${LIST}?fechaInicio=${dia(f.fechaFacturacion)}&fechaFinal=${dia(f.fechaFacturacion)}&cliente=${f.clienteId}${extra}`;

const noEnviada = (f: FacturaRecord) =>
  f.estado === 'Ingresada' && f.enviadaHacienda === 0 && !f.estadoHacienda && !f.enviando && f.anulable;
const pendiente = (f: FacturaRecord) =>
  f.estadoHacienda === 'no_aceptado_rechazado' && f.estado !== 'Anulada' && !f.enviando;
const aceptada = (f: FacturaRecord) =>
  f.estado === 'Finalizada' && f.enviadaHacienda === 1 && f.estadoHacienda === 'aceptado' && !f.enviando;

async function grid() {
  // The first render of a file loads the lazy route modules: slow on a busy machine.
  const g = await screen.findByRole('table', { name: 'Listado Facturas' }, { timeout: 30_000 });
  await waitFor(() => expect(dataRows(g).length).toBeGreaterThan(0));
  return g;
}
const ids = (g: HTMLElement) =>
  dataRows(g).map((r) => Number(r.querySelector('[data-field="facturaId"]')!.textContent));
const fila = (g: HTMLElement, id: number) => {
  const row = dataRows(g).find(
    (r) => r.querySelector('[data-field="facturaId"]')!.textContent === String(id),
  );
  if (!row) throw new Error(`Invoice ${id} is not on the page`);
  return row;
};
const celda = (g: HTMLElement, id: number, field: string) =>
  fila(g, id).querySelector(`[data-field="${field}"]`)!.textContent;
/** The row's action buttons by accessible name. */
const acciones = (g: HTMLElement, id: number) =>
  [...fila(g, id).querySelectorAll('[data-field="acciones"] [aria-label]')].map((b) =>
    b.getAttribute('aria-label'),
  );
const accion = (g: HTMLElement, id: number, label: string) => {
  const b = [...fila(g, id).querySelectorAll<HTMLElement>('[data-field="acciones"] [aria-label]')].find(
    (x) => x.getAttribute('aria-label') === label,
  );
  if (!b) throw new Error(`No '${label}' on invoice ${id}: ${acciones(g, id).join(' | ')}`);
  return b;
};

async function abrir(url: string, role: Role = 'admin') {
  const view = await renderApp(url, { role });
  const g = await grid();
  return { ...view, g };
}

describe('Listado Facturas', () => {
  it('first loads 10 invoices of every state with the client list, shows the columns and the total amount', async () => {
    const api = trackApi();
    const { g, user, router } = await abrir(LIST);
    expect(screen.getByRole('heading', { name: 'Listado Facturas' })).toBeInTheDocument();
    expect([...g.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Factura',
      'Pago',
      'Sub Total',
      'IVA',
      'Total',
      'Fecha',
      'Cliente',
      'Estado',
      'Hacienda',
      'Acciones',
    ]);
    expect(Object.fromEntries(api.to('/api/factura/get')[0]!.url.searchParams)).toEqual({
      clienteId: '0',
      estado: 'TODOS',
      estadoPago: 'TODOS',
      fechaInicio: '',
      fechaFinal: '',
      enviadas: '-1',
      pageNumber: '0',
      pageSize: '10',
      cargados: 'false',
    });
    const esperado = await lista();
    expect(ids(g)).toEqual(esperado.facturas.map((f) => f.facturaId));
    expect(screen.getByText(`${esperado.total.toLocaleString('en-US')} registros`)).toBeInTheDocument();
    const total = screen.getByText('Monto Total').nextElementSibling!;
    expect(total).toHaveTextContent(formatMoney(esperado.montoTotal));

    // Amounts with the row's currency symbol, 2 decimals; the date dd/MM/yyyy.
    const f = getDb().facturas.get(esperado.facturas[0]!.facturaId)!;
    const simbol = esperado.facturas[0]!.simbol;
    expect(celda(g, f.id, 'total')).toBe(formatMoney(f.total, simbol));
    expect(celda(g, f.id, 'subtotal')).toBe(formatMoney(f.subtotal, simbol));
    expect(celda(g, f.id, 'impuestoVentas')).toBe(formatMoney(f.impuestoVentas, simbol));
    expect(celda(g, f.id, 'fecha')).toBe(f.fechaFacturacion.slice(0, 10).split('-').reverse().join('/'));

    // Server paging: page 2 asks for rows only, and lives in the URL.
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(currentPath(router)).toBe(`${LIST}?pagina=2`));
    const segunda = await lista({ pageNumber: 1 });
    await waitFor(() => expect(ids(g)).toEqual(segunda.facturas.map((x) => x.facturaId)));
    const last = api.to('/api/factura/get').at(-1)!.url.searchParams;
    expect([last.get('pageNumber'), last.get('cargados')]).toEqual(['1', 'true']);
  });

  it('Filtrar sends every filter and keeps them in the URL; the URL reopens them', async () => {
    const api = trackApi();
    const f = factura(aceptada);
    const cliente = getDb().clientes.get(f.clienteId)!;
    const { user, router } = await abrir(LIST);
    await setDate('Fecha Inicio', '01/01/2025');
    await setDate('Fecha Final', '31/12/2026');
    // Looked up within the filter bar and the open list: a role query over the whole page names
    // every control of the grid's rows too.
    const filtros = within(screen.getByRole('search', { name: 'Filtros' }));
    /** Opens a filter's list, and returns its options. */
    const abrirLista = async (combo: string) => {
      await user.click(filtros.getByRole('combobox', { name: combo }));
      return within(await screen.findByRole('listbox')).getAllByRole('option');
    };
    const opcion = (opciones: HTMLElement[], nombre: string) => {
      const o = opciones.find((x) => x.textContent === nombre);
      if (!o) throw new Error(`No option '${nombre}'`);
      return o;
    };
    const estados = await abrirLista('Estado');
    expect(estados.map((o) => o.textContent)).toEqual(['Ingresada', 'Finalizada', 'Anulada', 'TODOS']);
    await user.click(opcion(estados, 'Finalizada'));
    const clientes = await abrirLista('Cliente');
    expect(clientes[0]).toHaveTextContent('TODOS');
    await user.click(opcion(clientes, cliente.nombre));
    await user.click(opcion(await abrirLista('Estado Pago'), f.estadoPago));
    const hacienda = await abrirLista('Hacienda');
    expect(hacienda.map((o) => o.textContent)).toEqual(['Enviadas', 'No Enviadas', 'TODAS']);
    await user.click(opcion(hacienda, 'Enviadas'));
    await user.click(filtros.getByRole('button', { name: 'Filtrar' }));

    await waitFor(() => expect(api.to('/api/factura/get')).toHaveLength(2));
    const params = {
      clienteId: String(cliente.id),
      estado: 'Finalizada',
      estadoPago: f.estadoPago,
      fechaInicio: '1-1-2025',
      fechaFinal: '31-12-2026',
      enviadas: '1',
    };
    expect(Object.fromEntries(api.to('/api/factura/get')[1]!.url.searchParams)).toEqual({
      ...params,
      pageNumber: '0',
      pageSize: '10',
      cargados: 'true',
    });
    const url = `${LIST}?fechaInicio=1-1-2025&fechaFinal=31-12-2026&estado=Finalizada&cliente=${cliente.id}&estadoPago=${encodeURIComponent(f.estadoPago).replace(/%20/g, '+')}&enviadas=1`;
    expect(currentPath(router)).toBe(url);
    const g = await grid();
    const esperado = await lista(params);
    await waitFor(() => expect(ids(g)).toEqual(esperado.facturas.map((x) => x.facturaId)));
    expect(ids(g)).toContain(f.id);
  });

  it('reopens the filters of the URL', async () => {
    const f = factura(aceptada);
    await abrir(urlDe(f, '&estado=Finalizada&enviadas=1&estadoPago=Pagada'));
    const filtros = within(screen.getByRole('search', { name: 'Filtros' }));
    expect(filtros.getByRole('combobox', { name: 'Estado' })).toHaveTextContent('Finalizada');
    expect(filtros.getByRole('combobox', { name: 'Hacienda' })).toHaveTextContent('Enviadas');
    expect(filtros.getByRole('combobox', { name: 'Estado Pago' })).toHaveTextContent('Pagada');
    await waitFor(() =>
      expect(filtros.getByRole('combobox', { name: 'Cliente' })).toHaveTextContent(
        getDb().clientes.get(f.clienteId)!.nombre,
      ),
    );
  });

  it("shows the server's message and 'Reintentar' when the list fails", async () => {
    server.use(
      http.get('*/api/factura/get', () =>
        HttpResponse.json({ message: 'Base de datos ocupada' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp(LIST, { role: 'admin' });
    expect(await screen.findByText('Base de datos ocupada')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await grid();
  });

  it('a usuario gets neither Nota Credito nor PDF (admin only)', async () => {
    const f = factura(noEnviada, 'usuario');
    const { g } = await abrir(urlDe(f), 'usuario');
    expect(acciones(g, f.id)).toEqual([
      `Enviar factura ${f.id}`,
      `Editar factura ${f.id}`,
      `Ver Respuestas de la factura ${f.id}`,
    ]);
  });
});

describe('Listado Facturas: Hacienda actions', () => {
  it("Enviar shows the wait dialog and a busy row, then 'El proceso de emisión fue exitoso…' (10 s)", async () => {
    const f = factura(noEnviada);
    let soltar!: () => void;
    const listo = new Promise<void>((r) => (soltar = r));
    server.use(
      http.get('*/api/factura/send-factura-hacienda', async () => {
        await listo;
        return HttpResponse.json({ result: 1, resultStr: 'aceptado', estado: 'aceptado' });
      }),
    );
    const { g, user } = await abrir(urlDe(f));
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    expect(await screen.findByRole('dialog', { name: 'Enviando factura a hacienda!' })).toBeInTheDocument();
    // The busy row (behind the modal dialog, hence a plain DOM query): a spinner, every action disabled.
    expect(fila(g, f.id).querySelector('[role="progressbar"][aria-label="Procesando…"]')).not.toBeNull();
    expect(accion(g, f.id, `Ver Respuestas de la factura ${f.id}`)).toHaveAttribute('aria-disabled', 'true');
    expect(accion(g, f.id, `PDF de la factura ${f.id}`)).toBeDisabled();
    soltar();
    expect(
      await expectFlash('El proceso de emisión fue exitoso, para mas detalle usar el boton Ver Envios'),
    ).toMatchObject({ kind: 'success' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Enviando factura a hacienda!' })).not.toBeInTheDocument(),
    );
  });

  it('Enviar checks first: a física client of 8 digits is refused with the reason, nothing is sent; fixed, it goes', async () => {
    const db = getDb();
    const f = factura((x) => {
      const c = db.clientes.get(x.clienteId);
      return noEnviada(x) && !!c && c.esJuridico === 0 && !c.esInternacional && !c.esExonerado;
    });
    const cliente = db.clientes.get(f.clienteId)!;
    const cedula = cliente.cedulaJuridica;
    db.clientes.update(cliente.id, { cedulaJuridica: cedula.slice(0, 8) });
    const api = trackApi();
    const envios = () => api.to('/api/factura/send-factura-hacienda');
    const { g, user, router } = await abrir(urlDe(f));

    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    const dialogo = await screen.findByRole('dialog', { name: 'La factura no se envió a Hacienda' });
    expect(
      within(dialogo).getByText(
        `Hacienda rechazaría la factura ${f.id} por lo siguiente. Corríjalo y vuelva a enviarla.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialogo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Identificación del cliente: una cédula física tiene 9 dígitos y esta tiene 8. Corrija el número o el tipo de identificación del cliente.',
    ]);
    await user.click(within(dialogo).getByRole('button', { name: 'Cerrar' }));
    expect(envios()).toHaveLength(0);

    // 'Editar factura' opens the invoice's form.
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    await user.click(await screen.findByRole('button', { name: 'Editar factura' }));
    await waitFor(() => expect(currentPath(router)).toBe(`/default-layout/new-edit-factura/${f.id}`));
    expect(envios()).toHaveLength(0);

    db.clientes.update(cliente.id, { cedulaJuridica: cedula });
    act(() => void router.navigate(urlDe(f)));
    const g2 = await grid();
    await user.click(accion(g2, f.id, `Enviar factura ${f.id}`));
    await waitFor(() => expect(envios()).toHaveLength(1));
    api.stop();
  });

  it("a pending answer shows 'Respuesta de hacienda.' and blocks Obtener Respuesta 5 minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const db = getDb();
    const colones = db.tiposCambio.find((t) => t.esDefault === 1)!.id;
    const hoy = new Date().toISOString().slice(0, 10);
    // The mock's Hacienda leaves an invoice in another currency pending (an active client with an e-mail).
    const f = factura((x) => {
      const c = db.clientes.get(x.clienteId)!;
      return (
        noEnviada(x) &&
        x.tipoCambioId !== colones &&
        c.estado === 'ACTIVO' &&
        /@/.test(c.correo) &&
        x.fechaFacturacion.slice(0, 10) <= hoy
      );
    });
    const { g, user } = await abrir(urlDe(f));
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Respuesta de hacienda.' });
    expect(dialogo).toHaveTextContent(
      'Hacienda tiene 3 horas para responder, intente obtener la respuesta dentro de 5 min.',
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));
    const obtener = `Obtener Respuesta de la factura ${f.id}`;
    const bloqueado = await waitFor(() => accion(g, f.id, `${obtener}: disponible en 5:00 min`));
    expect(bloqueado).toBeDisabled();
    expect(bloqueado).toHaveTextContent('5:00 min');
    expect(celda(g, f.id, 'hacienda')).toBe('Pendiente Respuesta');
    await act(() => vi.advanceTimersByTimeAsync(241_000));
    await waitFor(() => expect(accion(g, f.id, `${obtener}: disponible en 59 s`)).toHaveTextContent('59 s'));
    await act(() => vi.advanceTimersByTimeAsync(59_500));
    await waitFor(() => expect(accion(g, f.id, obtener)).toBeEnabled());
  });

  it("a send error shows 'Error de envio' with the server's text and blocks Enviar 10 s with a visible countdown", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const f = factura(noEnviada);
    server.use(
      http.get('*/api/factura/send-factura-hacienda', () =>
        HttpResponse.json({ result: 0, resultStr: 'El receptor no tiene un correo válido', estado: '' }),
      ),
    );
    const { g, user } = await abrir(urlDe(f));
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    const dialogo = await screen.findByRole('alertdialog', { name: 'Error de envio' });
    expect(dialogo).toHaveTextContent('El receptor no tiene un correo válido');
    await user.click(within(dialogo).getByRole('button', { name: 'Aceptar' }));

    const bloqueado = await waitFor(() => accion(g, f.id, `Enviar factura ${f.id}: disponible en 10 s`));
    expect(bloqueado).toBeDisabled();
    expect(bloqueado).toHaveTextContent('10 s');
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    await waitFor(() =>
      expect(accion(g, f.id, `Enviar factura ${f.id}: disponible en 6 s`)).toHaveTextContent('6 s'),
    );
    await act(() => vi.advanceTimersByTimeAsync(6_500));
    await waitFor(() => expect(accion(g, f.id, `Enviar factura ${f.id}`)).toBeEnabled());
  });

  it('a failed call flashes the transport text with the server message; a 401 goes to login', async () => {
    const f = factura(noEnviada);
    server.use(
      http.get('*/api/factura/send-factura-hacienda', () =>
        HttpResponse.json({ message: 'Hacienda no responde' }, { status: 502 }),
      ),
    );
    const { g, user, router } = await abrir(urlDe(f));
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    expect(
      await expectFlash(
        'Se produjo un error cuando se estaba enviando la factura a hacienda, para mas detalle usar el boton Ver Envios\nHacienda no responde',
      ),
    ).toMatchObject({ kind: 'danger' });
    server.use(
      http.get('*/api/factura/send-factura-hacienda', () =>
        HttpResponse.json({ error: 'invalid_token' }, { status: 401 }),
      ),
    );
    await waitFor(() => expect(accion(g, f.id, `Enviar factura ${f.id}`)).toBeEnabled());
    await user.click(accion(g, f.id, `Enviar factura ${f.id}`));
    await waitFor(() => expect(currentPath(router)).toMatch(/^\/extra-layout\/login\?redirectTo=/));
  });

  it("Obtener Respuesta: 'Estado no comprobado…' (10 s), then blocked 10 s with a countdown; Hacienda accepts it later", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A local client: the mock's Hacienda accepts its pending invoices (a foreign one is rejected once).
    const f = factura((x) => pendiente(x) && !getDb().clientes.get(x.clienteId)!.esInternacional);
    let soltar!: () => void;
    const listo = new Promise<void>((r) => (soltar = r));
    server.use(
      http.get('*/api/factura/check-status-hacienda', async () => {
        await listo;
        return HttpResponse.json({ result: -1, resultStr: 'procesando' });
      }),
    );
    const { g, user } = await abrir(urlDe(f));
    const obtener = `Obtener Respuesta de la factura ${f.id}`;
    await user.click(accion(g, f.id, obtener));
    expect(
      await screen.findByRole('dialog', { name: 'Obteniendo respuesta de hacienda!' }),
    ).toBeInTheDocument();
    soltar();
    expect(
      await expectFlash(
        'Estado no comprobado debe esperar unos minutos para comprobar el estado: procesando',
      ),
    ).toMatchObject({ kind: 'info', duration: 10_000 });
    const bloqueado = await waitFor(() => accion(g, f.id, `${obtener}: disponible en 10 s`));
    expect(bloqueado).toBeDisabled();
    expect(bloqueado).toHaveTextContent('10 s');
    server.resetHandlers();
    await act(() => vi.advanceTimersByTimeAsync(10_500));

    // The mock decides a pending answer by the second check at the latest.
    for (let i = 0; i < 2 && celda(g, f.id, 'hacienda') !== 'Aceptado'; i++) {
      await waitFor(() => expect(accion(g, f.id, obtener)).toBeEnabled());
      const antes = postedFlashes().length;
      await user.click(accion(g, f.id, obtener));
      // Blocked again (its name carries the countdown) or gone (accepted).
      await waitFor(() => expect(acciones(g, f.id)).not.toContain(obtener));
      await waitFor(() => expect(postedFlashes().length).toBeGreaterThan(antes));
      if (celda(g, f.id, 'hacienda') === 'Aceptado') break;
      await act(() => vi.advanceTimersByTimeAsync(10_500));
    }
    await waitFor(() => expect(celda(g, f.id, 'hacienda')).toBe('Aceptado'));
    expect(await expectFlash('Se comprobo el estado: aceptado')).toMatchObject({ kind: 'success' });
    expect(acciones(g, f.id)).toContain(`XML de la factura ${f.id}`);
  });

  it("Obtener Respuesta on a rejected invoice names Hacienda's first reason from its history", async () => {
    // The mock's Hacienda rejects a foreign client's pending invoice once (F14), with real reasons (F39).
    const f = factura(
      (x) =>
        pendiente(x) &&
        !!getDb().clientes.get(x.clienteId)!.esInternacional &&
        !x.envios.some((e) => e.estado === 'Rechazado'),
    );
    getDb().facturas.update(f.id, { pendienteDesde: '2020-01-01T00:00:00' });
    const { g, user } = await abrir(urlDe(f));
    await user.click(accion(g, f.id, `Obtener Respuesta de la factura ${f.id}`));
    const aviso = await screen.findByText(
      /^Se comprobo el estado rechazado: rechazado\. Motivo de Hacienda: /,
    );
    const primero = getDb().facturas.get(f.id)!.envios.at(-1)!.detalle.split('\n')[4]!;
    const [codigo] = primero.split(',');
    expect(aviso.textContent).toContain(`Motivo de Hacienda: ${codigo} · `);
    expect(aviso.textContent).toMatch(
      /Motivo de Hacienda: -(37 · Estimado obligado tributario|1 · cvc-datatype|16 · El archivo XML|1 · El tipo de documento)/,
    );
    await waitFor(() => expect(celda(g, f.id, 'hacienda')).toBe('Rechazado'));
  });

  it('shows each action of an unsent invoice exactly per the rules (admin); Nota Credito asks first, confirmed it flashes both texts and the invoice is annulled', async () => {
    const api = trackApi();
    const f = factura(noEnviada);
    const { g, user } = await abrir(urlDe(f));
    const id = f.id;
    expect(acciones(g, id)).toEqual([
      `Enviar factura ${id}`,
      `Editar factura ${id}`,
      `Ver Respuestas de la factura ${id}`,
      `PDF de la factura ${id}`,
      `Nota Credito de la factura ${id}`,
    ]);
    expect(accion(g, id, `Editar factura ${id}`)).toHaveAttribute(
      'href',
      `#/default-layout/new-edit-factura/${id}`,
    );
    expect(accion(g, id, `Ver Respuestas de la factura ${id}`)).toHaveAttribute(
      'href',
      `#/default-layout/historial-factura/${id}`,
    );
    // Keyboard: the first action is a real button in the tab order.
    expect(accion(g, id, `Enviar factura ${id}`).tagName).toBe('BUTTON');

    await user.click(accion(g, f.id, `Nota Credito de la factura ${f.id}`));
    let dialogo = await screen.findByRole('dialog', { name: 'Nota Credito' });
    expect(dialogo).toHaveTextContent(
      `Desea Crear una Nota de Credito para la factura '${f.id}'.? Esta acción enviara una Nota de Crédito si la factura ya fue enviada a Hacienda`,
    );
    await user.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    expect(api.to('/api/factura/nota-credito-hacienda')).toHaveLength(0);

    await user.click(accion(g, f.id, `Nota Credito de la factura ${f.id}`));
    dialogo = await screen.findByRole('dialog', { name: 'Nota Credito' });
    const antes = postedFlashes().length;
    await user.click(within(dialogo).getByRole('button', { name: 'Nota Credito' }));
    await waitFor(() =>
      expect(
        postedFlashes()
          .slice(antes)
          .map((x) => [x.kind, x.message]),
      ).toEqual([
        ['info', 'Se esta enviando la peticion para Anular al emisor de facturas electronicas'],
        ['success', 'El proceso de anular ha sido iniciado'],
      ]),
    );
    expect(api.to('/api/factura/nota-credito-hacienda')[0]!.url.searchParams.get('id')).toBe(String(f.id));
    await waitFor(() => expect(celda(g, f.id, 'hacienda')).toBe('Anulada'));
    expect(celda(g, f.id, 'estado')).toBe('Anulada');
    expect(acciones(g, f.id)).toContain(`Obtener Respuesta Nota Credito de la factura ${f.id}`);
    expect(acciones(g, f.id)).not.toContain(`Nota Credito de la factura ${f.id}`);
  });

  it('Cambiar shows only with the Finalizada filter; it asks, sends the new payment state and flashes it', async () => {
    const api = trackApi();
    const f = factura((x) => aceptada(x) && x.estadoPago !== 'Pagada');
    const { g, user } = await abrir(urlDe(f, '&estado=Finalizada'));
    await user.click(accion(g, f.id, `Cambiar estado de pago de la factura ${f.id}`));
    const menu = await screen.findByRole('menu', { name: `Cambiar estado de pago de la factura ${f.id}` });
    expect(within(menu).getByRole('menuitem', { name: `${f.estadoPago} (actual)` })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Pagada' }));
    const dialogo = await screen.findByRole('dialog', {
      name: `Cambiar estado de pago de la factura ${f.id}`,
    });
    expect(dialogo).toHaveTextContent("Desea Cambiar el estado de pago de la factura a 'Pagada'.?");
    await user.click(within(dialogo).getByRole('button', { name: 'Cambiar' }));
    expect(await expectFlash('El estado de la factura ahora es Pagada')).toMatchObject({ kind: 'success' });
    expect(Object.fromEntries(api.to('/api/factura/cambiar-estado-pago')[0]!.url.searchParams)).toEqual({
      id: String(f.id),
      estadoPago: 'Pagada',
    });
    await waitFor(() => expect(celda(g, f.id, 'estadoPago')).toBe('Pagada'));
  });

  it("Cambiar is absent without the Finalizada filter; PDF and XML download as 'factura-{id}.pdf' and 'factura {id}.xml'", async () => {
    const archivos = respuestas();
    const f = factura(aceptada);
    const { g, user } = await abrir(urlDe(f));
    expect(acciones(g, f.id)).not.toContain(`Cambiar estado de pago de la factura ${f.id}`);
    await user.click(accion(g, f.id, `PDF de la factura ${f.id}`));
    // The flash names the file the download was saved under.
    expect(
      await expectFlash(`La factura fue descargada, el nombre del archivo es: factura-${f.id}.pdf`),
    ).toMatchObject({ kind: 'success' });
    await user.click(accion(g, f.id, `XML de la factura ${f.id}`));
    expect(
      await expectFlash(`El XML fue descargado, el nombre del archivo es: factura ${f.id}.xml`),
    ).toMatchObject({ kind: 'success' });
    await waitFor(() => expect(archivos.de('/api/factura/download-xml')).toBeDefined());
    archivos.stop();
    const pdf = archivos.de('/api/export/pdf/factura')!;
    expect([pdf.query.get('facturaId'), pdf.tipo]).toEqual([String(f.id), 'application/pdf']);
    const xml = archivos.de('/api/factura/download-xml')!;
    expect([xml.query.get('id'), xml.tipo]).toEqual([String(f.id), 'application/xml']);
    expect(xml.texto).toContain('FacturaElectronica');
  });

  it('the batch send needs both dates, asks, and flashes both texts', async () => {
    // The demo's slow taxpayer would hold the check 5 s and add a line of its own (tested apart).
    server.use(
      http.get('*/fe/ae', ({ request }) =>
        new URL(request.url).searchParams.get('identificacion') === CASOS_CONTRIBUYENTE.lento
          ? HttpResponse.json({ code: 404, status: 'Information no available' }, { status: 404 })
          : undefined,
      ),
    );
    const api = trackApi();
    const { user } = await abrir(LIST);
    await user.click(screen.getByRole('button', { name: 'Enviar a Hacienda' }));
    expect(
      await expectFlash(
        'Debe ingresar la fecha inicio y la fecha final para poder enviar facturas a hacienda',
      ),
    ).toMatchObject({ kind: 'danger' });
    expect(api.to('/api/factura/enviar-factura-hacienda')).toHaveLength(0);

    // Checked first: the range's unsent invoices of the exonerated client that has no
    // exoneration document yet are named, and the batch goes only if asked to. The range is the month
    // of that client's first such invoice.
    const db = getDb();
    const empresaId = demoUser('admin').empresaId;
    const sinDocumento = (x: FacturaRecord) =>
      x.empresaId === empresaId &&
      x.estado === 'Ingresada' &&
      x.enviadaHacienda === 0 &&
      db.clientes.get(x.clienteId)?.esExonerado === 1 &&
      !db.clientes.get(x.clienteId)?.exoneracion;
    const mes = db.facturas.find(sinDocumento)!.fechaFacturacion.slice(0, 7);
    const [anio, m] = mes.split('-').map(Number) as [number, number];
    const ultimo = new Date(anio, m, 0).getDate();
    const mm = String(m).padStart(2, '0');
    await setDate('Fecha Inicio', `01/${mm}/${anio}`);
    await setDate('Fecha Final', `${ultimo}/${mm}/${anio}`);
    await user.click(screen.getByRole('button', { name: 'Enviar a Hacienda' }));
    const exoneradas = db.facturas
      .filter((x) => sinDocumento(x) && x.fechaFacturacion.slice(0, 7) === mes)
      .map((x) => x.id);
    expect(exoneradas.length).toBeGreaterThan(0);
    const revision = await screen.findByRole('dialog', { name: 'Facturas que Hacienda rechazaría' });
    // Every one of them is named; the month may also hold an invoice the demo registry refuses (its
    // exoneration cases, tested in revision-registro-lista), named with its own reason.
    const nombradas = within(revision)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    for (const id of exoneradas)
      expect(nombradas).toContain(es.facturas.loteProblema(id, es.revisionHacienda.exoneracionFalta));
    expect(nombradas.filter((x) => x.includes('no tiene documento de exoneración'))).toHaveLength(
      exoneradas.length,
    );
    expect(api.to('/api/factura/enviar-factura-hacienda')).toHaveLength(0);
    await user.click(within(revision).getByRole('button', { name: 'Enviar de todos modos' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Enviar a Hacienda' });
    expect(dialogo).toHaveTextContent(
      `¿Enviar a Hacienda las facturas no enviadas del 01/${mm}/${anio} al ${ultimo}/${mm}/${anio}?`,
    );
    const antes = postedFlashes().length;
    await user.click(within(dialogo).getByRole('button', { name: 'Enviar a Hacienda' }));
    await waitFor(() =>
      expect(
        postedFlashes()
          .slice(antes)
          .map((x) => [x.kind, x.message]),
      ).toEqual([
        ['info', 'Se esta enviando la peticion al emisor de facturas electronicas'],
        ['success', 'El proceso de emisión ha sido iniciado'],
      ]),
    );
    expect(Object.fromEntries(api.to('/api/factura/enviar-factura-hacienda')[0]!.url.searchParams)).toEqual({
      fechaInicio: `1-${m}-${anio}`,
      fechaFinal: `${ultimo}-${m}-${anio}`,
    });
  });
});
