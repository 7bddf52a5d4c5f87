import { screen, waitFor, within } from '@testing-library/react';
import { format, subDays } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { CASOS_CONTRIBUYENTE, CASOS_EXONERACION, tipoCambioDemo } from '@mocks/lib/registro-hacienda';
import { formatDate } from '@/lib/dates';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import * as es from '@/messages/es';
import { renderApp } from '../../render-app';
import { NUEVA, choose, chooseCliente, setDate } from './factura-form-helpers';

/*
 * The invoice form's 'Antes de enviar a Hacienda' with Hacienda's registry: its refusals
 * as links among the others, the receiver's warnings, the checks it could not make with the one quiet
 * retry line; and the exchange rate beside the currency against Hacienda's of the day.
 */

vi.setConfig({ testTimeout: 90_000 });

const r = es.revisionHacienda.registro;
const REGISTRO = 'https://api.hacienda.go.cr';

afterEach(() => {
  server.events.removeAllListeners();
});

async function open() {
  const view = await renderApp(NUEVA, { role: 'admin' });
  await screen.findByRole('heading', { name: 'Facturación', level: 1 }, { timeout: 20_000 });
  await screen.findByRole('form', { name: 'Formulario de factura' });
  return view;
}
const panel = () => screen.getByRole('region', { name: 'Antes de enviar a Hacienda' });
const enlaces = () =>
  within(panel())
    .queryAllByRole('link')
    .map((a) => a.textContent);
const lista = (nombre: string) =>
  Array.from(
    within(panel()).queryByRole('list', { name: nombre })?.querySelectorAll('li') ?? [],
    (li) => li.textContent,
  );
const avisos = () => lista('Avisos de Hacienda');
const sinComprobar = () => lista('Comprobaciones que no se pudieron hacer en Hacienda');
const cliente = (nombre: string) => getDb().clientes.find((c) => c.nombre === nombre)!;

describe("Facturación: 'Antes de enviar a Hacienda' asks Hacienda's registry", () => {
  it("warns of the account's inactive activity without refusing: Hacienda accepts it with an 'advertencia'", async () => {
    const { user } = await open();
    await choose(user, 'Tipo de Actividad Económica', /^621001/);
    const mensaje = r.actividadInactiva('621001');
    await waitFor(() => expect(avisos()).toEqual([mensaje]));
    expect(enlaces().filter((e) => e?.startsWith('Actividad económica'))).toEqual([]);
  });

  it("refuses a client's expired exoneration document", async () => {
    const { user } = await open();
    const { documento, cliente: nombre } = CASOS_EXONERACION.vencida;
    await chooseCliente(user, nombre);
    await waitFor(() => expect(enlaces()).toContain(r.exoneracionVencida(documento, '30/06/2025')));
  });

  it('warns of a moroso client, without refusing', async () => {
    const { user } = await open();
    const moroso = getDb().clientes.find((c) => c.cedulaJuridica === CASOS_CONTRIBUYENTE.moroso)!;
    await chooseCliente(user, moroso.nombre);
    await waitFor(() => expect(avisos()).toEqual([r.aviso('Hacienda lo reporta moroso.')]));
    expect(enlaces().filter((e) => e?.startsWith('Cliente:'))).toEqual([]);
  });

  it('with the registry failing, names the checks not made with their reason once, one quiet line and its retry', async () => {
    server.use(http.get(`${REGISTRO}/fe/ae`, () => HttpResponse.json({ code: 500 }, { status: 500 })));
    const { user } = await open();
    const { cliente: nombre } = CASOS_EXONERACION.vigente;
    await chooseCliente(user, nombre);
    const cedula = cliente(nombre).cedulaJuridica;
    const motivo = 'su servicio respondió con un error (HTTP 500)';
    await waitFor(() =>
      // One reason, said once with both checks it stopped.
      expect(sinComprobar()).toEqual([
        r.sinComprobar(`${r.que.actividad('630904')} ni ${r.que.receptor(cedula)}`, motivo),
      ]),
    );
    expect(within(panel()).getByText(`No se pudo consultar a Hacienda: ${motivo}.`)).toBeInTheDocument();
    // A failed lookup refuses nothing: the links are the invoice's own problems only.
    expect(
      enlaces().filter((e) => e?.startsWith('Actividad económica') || e?.startsWith('Exoneración')),
    ).toEqual([]);
    server.resetHandlers();
    await user.click(within(panel()).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(sinComprobar()).toEqual([]));
    expect(within(panel()).queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it("warns beside the currency when today's invoice has not Hacienda's rate of the day; not for a past day", async () => {
    const { user } = await open();
    await choose(user, 'Moneda', 'Dólares ($)');
    const hoy = tipoCambioDemo(format(new Date(), 'yyyy-MM-dd')).dolar.venta;
    const aviso = es.facturaForm.tipoCambioHacienda.distinto(
      formatMoney(512.85, DEFAULT_SIMBOL),
      formatMoney(hoy.valor, DEFAULT_SIMBOL),
      formatDate(hoy.fecha),
    );
    expect(await screen.findByText(aviso)).toBeInTheDocument();
    setDate('Fecha de Emisión', format(subDays(new Date(), 1), 'dd/MM/yyyy'));
    await waitFor(() => expect(screen.queryByText(aviso)).not.toBeInTheDocument());
  });
});
