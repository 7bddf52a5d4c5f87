// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getDb } from '@mocks/db';
import { server } from '@mocks/node';
import { flash } from '@/components/notices/notices-store';
import { postedFlashes } from '../../notices-record';
import { currentPath, renderApp } from '../../render-app';
import { trackApi } from '../recibos/helpers';
import { muestraDeLaCuenta } from '../../comprobante-de-la-cuenta';
import {
  archivoHostil,
  archivoXml,
  CLAVE_TRUNCADA,
  comprobanteDeLaCuenta,
  MENSAJE_RECEPTOR,
} from './helpers';

vi.setConfig({ testTimeout: 60_000 });

const PAGE = '/default-layout/confirmacion-upload';
const LISTA = '/default-layout/confirmacion-rechazo';
const TITULO = 'Confirmación/Rechazo Comprobantes Electronicos Recibidas';
const DIALOGO = 'Seleccionar Archivo XML que desea Confirmar/Rechazar';
const FORMATO = 'Se produjo un error. El archivo cargado no contiene el formato esperado';

beforeAll(async () => {
  await import('@/features/confirmacion/pages/confirmacion-upload-page');
  await import('@/features/confirmacion/pages/confirmacion-rechazo-page');
});
afterEach(() => server.events.removeAllListeners());

type User = Awaited<ReturnType<typeof renderApp>>['user'];

// The flashes posted since the test began or since `olvidar()`, read from the record: a 4-second
// flash may have left the screen before a busy machine gets to look.
let desde = 0;
beforeEach(() => {
  desde = 0;
});
const posted = () => postedFlashes().slice(desde);
const flashes = () => posted().map((f) => f.message);
/** Clears the flashes on screen, and the ones read by `flashes()` from here on. */
function olvidar() {
  flash.clear();
  desde = postedFlashes().length;
}
const dialogo = () => screen.findByRole('dialog', { name: DIALOGO });
const input = (d: HTMLElement) => within(d).getByLabelText('Seleccionar Archivo', { selector: 'input' });

/** Opens the dialog from the header's 'Cargar', chooses the files and presses the dialog's 'Cargar'. */
async function cargar(user: User, ...files: File[]) {
  if (!screen.queryByRole('dialog', { name: DIALOGO })) {
    await user.click(screen.getAllByRole('button', { name: 'Cargar' })[0]!);
  }
  const d = await dialogo();
  await user.upload(input(d), files);
  await user.click(within(d).getByRole('button', { name: 'Cargar' }));
  return d;
}

/** Uploads and closes the dialog once done: the document is on the page. */
async function cargarDocumento(user: User, file: File) {
  const d = await cargar(user, file);
  expect(await within(d).findByText(`El archivo ${file.name} fue cargado.`)).toBeInTheDocument();
  await user.click(within(d).getByRole('button', { name: 'Cerrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOGO })).not.toBeInTheDocument());
  await screen.findByRole('region', { name: 'Comprobante' });
}

/** The value next to a label in a card (its description list). */
function dato(region: string, label: string): string {
  const card = screen.getByRole('region', { name: region });
  const term = within(card)
    .getAllByRole('term')
    .find((t) => t.textContent === label);
  if (!term) throw new Error(`No '${label}' in ${region}`);
  return term.nextElementSibling!.textContent ?? '';
}

const mensaje = () => screen.getByRole('textbox', { name: 'Mensaje' });

describe('Confirmación/Rechazo upload: the dialog', () => {
  it('opens from Cargar (50 % × 50 %), asks for a file first, keeps the last of several, and cannot be closed while uploading; then shows the loaded document read-only: clave, consecutivo, parties, sale condition, lines and summary', async () => {
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    expect(await screen.findByRole('heading', { name: TITULO })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Cargue el archivo XML del comprobante electrónico recibido para confirmarlo o rechazarlo.',
      ),
    ).toBeInTheDocument();
    // No document: none of the actions.
    expect(screen.queryByRole('button', { name: 'Confirmar Documento Electrónico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar Documento Electrónico' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cargar Archivo' }));
    const d = await dialogo();
    expect(input(d)).toHaveAttribute('accept', '.xml,text/xml,application/xml');
    expect(input(d)).toHaveAttribute('multiple');
    expect(within(d).getByText('Ningún archivo seleccionado')).toBeInTheDocument();
    expect(
      within(d)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Seleccionar Archivo', 'Cerrar', 'Cargar']);

    // Cargar with nothing chosen.
    const api = trackApi();
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    expect(flashes()).toEqual(['Primero debe seleccionar un archivo antes de seleccionar el botón cargar ']);
    expect(api.to('/api/fe/confirmacion/upload')).toHaveLength(0);

    // Several chosen at once: the last is kept.
    await user.upload(input(d), [
      comprobanteDeLaCuenta('CRLibre__fac.xml'),
      comprobanteDeLaCuenta('julatec__factura.xml'),
    ]);
    expect(
      within(within(d).getByRole('list', { name: 'Archivo seleccionado' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(within(d).getByText('julatec__factura.xml')).toBeInTheDocument();

    // Uploading: the progress bar, the upload button reads 'Cerrar' (disabled), no other Cerrar, not closable.
    let soltar!: () => void;
    const retenido = new Promise<void>((r) => (soltar = r));
    server.use(
      http.post('*/api/fe/confirmacion/upload', async () => {
        await retenido;
        return undefined;
      }),
    );
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    const barra = await within(d).findByRole('progressbar', { name: 'Progreso de la carga' });
    expect(
      within(d)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Seleccionar Archivo', 'Cerrar']);
    expect(within(d).getByRole('button', { name: 'Cerrar' })).toBeDisabled();
    expect(within(d).getByRole('button', { name: 'Seleccionar Archivo' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: DIALOGO })).toBeInTheDocument();
    expect(within(d).getByRole('status')).toHaveTextContent(/^Cargando el archivo(: \d+%|…)$/);

    // Done: 100 %, the file named, one enabled 'Cerrar' that closes it; the document is behind.
    soltar();
    expect(await within(d).findByText('El archivo julatec__factura.xml fue cargado.')).toBeInTheDocument();
    expect(barra).toHaveAttribute('aria-valuenow', '100');
    expect(within(d).getByRole('button', { name: 'Cerrar' })).toBeEnabled();
    await user.click(within(d).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: DIALOGO })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Confirmar Documento Electrónico' })).toBeInTheDocument();

    // The document loaded (one render and upload for both): shown read-only, clave, consecutivo,
    // parties, sale condition, lines and summary.
    await screen.findByRole('region', { name: 'Comprobante' });
    expect(
      screen.getByText(/^Factura Electrónica v4\.3 · Archivo: \d+-julatec__factura\.xml$/),
    ).toBeInTheDocument();
    expect(dato('Comprobante', 'Clave')).toBe('50610012000310231549000100004010000054357101884339');
    expect(dato('Comprobante', 'Consecutivo')).toBe('00100004010000044459');
    expect(dato('Comprobante', 'Fecha Emisión')).toBe('10/01/2020 00:00');
    expect(dato('Comprobante', 'Condición Venta')).toBe('01 Contado');
    expect(dato('Emisor', 'Nombre')).toBe('INVERSIONES ABC');
    expect(dato('Emisor', 'Identificación')).toBe('55102565590');
    expect(dato('Emisor', 'Teléfono')).toBe('+506 1234-5678');
    expect(dato('Receptor', 'Nombre')).toBe('Aduanas y Logística del Pacífico S.A.');
    expect(dato('Receptor', 'Identificación')).toBe('3101704425');

    const grid = screen.getByRole('grid', { name: 'Detalle del Comprobante' });
    expect([...grid.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent)).toEqual([
      'Linea',
      'Cantidad',
      'Medida',
      'Detalle',
      'Precio Unidad',
      'Monto',
      'Impuesto Neto',
      'Total Linea',
    ]);
    const filas = [...grid.querySelectorAll('[role="row"][data-rowindex]')];
    expect(filas).toHaveLength(20);
    expect([...filas[0]!.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent)).toEqual([
      '1',
      '20',
      'Unid',
      'ANGULAR GYPSUM 1" X 1" X 10 ( 3,05 MT ) #25',
      '277.88',
      '5,557.52',
      '722.48',
      '6,280.00',
    ]);
    expect(screen.getByText('20 registros')).toBeInTheDocument();

    const resumen = screen.getByRole('region', { name: 'Resumen del Comprobante' });
    const valores = Object.fromEntries(
      within(resumen)
        .getAllByRole('term')
        .map((t) => [t.textContent, t.nextElementSibling!.textContent]),
    );
    expect(valores).toEqual({
      Moneda: 'CRC',
      'Servicios Gravados': '¢6,520.35',
      'Servicios Exentos': '¢0.00',
      'Mercancías Gravadas': '¢325,109.46',
      'Mercancías Exentas': '¢0.00',
      'Total Gravado': '¢331,629.82',
      'Total Exento': '¢0.00',
      'Total Venta': '¢331,629.82',
      Descuentos: '¢0.00',
      'Venta Neta': '¢331,629.82',
      Impuestos: '¢43,111.88',
      'Total Comprobante': '¢374,741.69',
    });

    // The message box: required, 79 at most (typing stops there), with its counter.
    expect(mensaje()).toBeRequired();
    expect(screen.getByText('0/79')).toBeInTheDocument();
    await user.click(mensaje());
    await user.paste('x'.repeat(85));
    expect(mensaje()).toHaveValue('x'.repeat(79));
    expect(screen.getByText('79/79')).toBeInTheDocument();
  });

  it('refuses what is not a document in the browser: wrong format for 10 s with the reason, nothing sent, the loaded document kept', async () => {
    const { user, router } = await renderApp(PAGE, { role: 'usuario' });
    await screen.findByRole('heading', { name: TITULO });
    await cargarDocumento(user, comprobanteDeLaCuenta('CRLibre__fac.xml'));
    const cargado = currentPath(router);
    expect(cargado).toMatch(/\?archivo=\d+-CRLibre__fac\.xml$/);
    const api = trackApi();
    const subidos = getDb().comprobantesSubidos.size;

    // A MensajeReceptor: refused before upload (decision D30).
    const d = await cargar(user, archivoXml(MENSAJE_RECEPTOR));
    const porMensaje =
      `${FORMATO}\nEl archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), ` +
      'no un comprobante electrónico: no se puede confirmar ni rechazar.';
    await waitFor(() => expect(flashes()).toEqual([porMensaje]));
    expect(posted()[0]!.duration).toBe(10_000);
    // Said inside the dialog too (the flash area is behind the modal), which stays open to pick another.
    expect(within(d).getByRole('alert')).toHaveTextContent(/El archivo es un Mensaje Receptor/);
    expect(within(d).getByRole('button', { name: 'Cargar' })).toBeEnabled();
    // The refused file stays chosen; the document loaded before stays on the page.
    expect(within(d).getByText(MENSAJE_RECEPTOR)).toBeInTheDocument();
    expect(currentPath(router)).toBe(cargado);
    // (behind the modal dialog, so hidden from the accessibility tree for now)
    expect(screen.getByRole('region', { name: 'Comprobante', hidden: true })).toBeInTheDocument();

    // A malformed clave: the same reason the server would give, from the browser.
    olvidar();
    await user.upload(input(d), archivoXml(CLAVE_TRUNCADA));
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        `${FORMATO}\nLa clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '506171' (6 caracteres).`,
      ]),
    );
    expect(posted()[0]!.duration).toBe(10_000);
    // Neither reached the server.
    expect(api.to('/api/fe/confirmacion/upload')).toHaveLength(0);
    expect(getDb().comprobantesSubidos.size).toBe(subidos);

    // A document without lines: error and reset.
    olvidar();
    const sinLineas = muestraDeLaCuenta('julatec__factura_v44_t10.xml').replace(
      /<DetalleServicio>[\s\S]*<\/DetalleServicio>/,
      '<DetalleServicio/>',
    );
    await user.upload(input(d), archivoXml('sin-lineas.xml', sinLineas));
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    await waitFor(() =>
      expect(flashes()).toEqual([`${FORMATO}\nEl comprobante no tiene líneas de detalle.`]),
    );

    // The upload itself fails (not a format problem): the upload error, 4 s.
    olvidar();
    server.use(
      http.post('*/api/fe/confirmacion/upload', () =>
        HttpResponse.json({ message: 'Disco lleno' }, { status: 500 }),
      ),
    );
    await user.upload(input(d), comprobanteDeLaCuenta('julatec__factura.xml'));
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Se produjo un error cuando se estaba intentando enviar el archivo\nDisco lleno',
      ]),
    );
    expect(posted()[0]!.duration).toBe(4_000);
    expect(within(d).getByRole('alert')).toHaveTextContent('Disco lleno');
  });
});

describe('Confirmación/Rechazo upload: hostile files (decision D30)', () => {
  it('a document addressed to another company is refused in the browser: its reason, no upload, nothing stored; a good one then goes up', async () => {
    const subidos = getDb().comprobantesSubidos.size;
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await screen.findByRole('heading', { name: TITULO });
    const api = trackApi();
    const d = await cargar(user, archivoHostil('otro-receptor.xml'));
    const motivo =
      'El comprobante está dirigido a Importadora Sol S.A. (identificación 3101123456), no a su cuenta ' +
      'Aduanas y Logística del Pacífico S.A. (cédula 3101704425): solo se confirman o rechazan los ' +
      'comprobantes recibidos por su cuenta.';
    await waitFor(() => expect(flashes()).toEqual([`${FORMATO}\n${motivo}`]));
    expect(within(d).getByRole('alert')).toHaveTextContent(motivo);
    // Nothing was sent: the only call was for the account the receiver is compared with.
    expect(api.to('/api/fe/confirmacion/upload')).toHaveLength(0);
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);
    expect(getDb().comprobantesSubidos.size).toBe(subidos);
    expect(screen.queryByRole('region', { name: 'Comprobante' })).not.toBeInTheDocument();

    // The same invoice addressed to the account uploads as before.
    olvidar();
    await user.upload(input(d), comprobanteDeLaCuenta('julatec__factura_v44_t10.xml'));
    await user.click(within(d).getByRole('button', { name: 'Cargar' }));
    expect(
      await within(d).findByText('El archivo julatec__factura_v44_t10.xml fue cargado.'),
    ).toBeInTheDocument();
    expect(api.to('/api/fe/confirmacion/upload')).toHaveLength(1);
    expect(getDb().comprobantesSubidos.size).toBe(subidos + 1);
    expect(flashes()).toEqual([]);
  });

  it('when the account cannot be read the receiver cannot be checked: its reason, and nothing is sent', async () => {
    server.use(
      http.get('*/api/empresa/data', () =>
        HttpResponse.json({ message: 'Servicio no disponible' }, { status: 503 }),
      ),
    );
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await screen.findByRole('heading', { name: TITULO });
    const api = trackApi();
    const d = await cargar(user, comprobanteDeLaCuenta('julatec__factura_v44_t10.xml'));
    const motivo =
      'No se pudo leer su cuenta para comprobar a quién está dirigido el comprobante: Servicio no disponible';
    await waitFor(() => expect(flashes()).toEqual([motivo]));
    expect(within(d).getByRole('alert')).toHaveTextContent(motivo);
    expect(api.to('/api/fe/confirmacion/upload')).toHaveLength(0);
  });
});

describe('Confirmación/Rechazo upload: the document', () => {
  it('a dollar note without a receiver phone, and a ticket without a receiver: the summary currency and —; Cancelar then goes back to the list, asking first when a message was typed (B2)', async () => {
    const { user, router } = await renderApp(PAGE, { role: 'usuario' });
    await screen.findByRole('heading', { name: TITULO });
    await cargarDocumento(user, comprobanteDeLaCuenta('CRLibre__creaNC.php.extracted.xml'));
    const resumen = screen.getByRole('region', { name: 'Resumen del Comprobante' });
    expect(within(resumen).getByText('USD · Tipo de cambio 562.04')).toBeInTheDocument();
    expect(within(resumen).getAllByText('$875.00').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Nota de Crédito Electrónica v4\.2/)).toBeInTheDocument();

    await cargarDocumento(user, comprobanteDeLaCuenta('julatec__tiquete_v44_sin_receptor.xml'));
    expect(screen.getByText(/^Tiquete Electrónico v4\.4/)).toBeInTheDocument();
    expect(dato('Receptor', 'Nombre')).toBe('—');
    expect(dato('Receptor', 'Identificación')).toBe('—');
    expect(dato('Receptor', 'Teléfono')).toBe('—');

    // Cancelar goes back to the list, asking first when a message was typed.
    await user.type(mensaje(), 'Revisar');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const pregunta = await screen.findByRole('dialog');
    expect(pregunta).toHaveTextContent('¿Descartar los cambios sin guardar?');
    await user.click(within(pregunta).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(currentPath(router)).toBe(LISTA));
  });

  it('reloading the page shows the same document (data?fileName); an unknown file offers Reintentar', async () => {
    const subido = await (await import('./helpers')).subir(archivoXml('julatec__factura_v44_t10.xml'));
    const fileName = String(subido.json.fileName);
    const api = trackApi();
    await renderApp(`${PAGE}?archivo=${encodeURIComponent(fileName)}`, { role: 'usuario' });
    await screen.findByRole('region', { name: 'Comprobante' });
    expect(dato('Comprobante', 'Consecutivo')).toBe('00100004010000040013');
    expect(api.to('/api/fe/confirmacion/data')[0]!.url.searchParams.get('fileName')).toBe(fileName);
    expect(screen.getByRole('button', { name: 'Rechazar Documento Electrónico' })).toBeInTheDocument();
  });

  it('an unknown file in the URL: the server message and Reintentar', async () => {
    await renderApp(`${PAGE}?archivo=99-perdido.xml`, { role: 'usuario' });
    expect(
      await screen.findByText('No se encontró el archivo 99-perdido.xml; vuelva a cargarlo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('Confirmación/Rechazo upload: confirming and rejecting', () => {
  it('asks for the message, then for confirmation with the consecutivo; results other than done keep the document', async () => {
    const { user } = await renderApp(PAGE, { role: 'usuario' });
    await screen.findByRole('heading', { name: TITULO });
    await cargarDocumento(user, comprobanteDeLaCuenta('CRLibre__fac.xml'));
    const api = trackApi();
    const confirmar = () =>
      user.click(screen.getByRole('button', { name: 'Confirmar Documento Electrónico' }));
    const rechazar = () => user.click(screen.getByRole('button', { name: 'Rechazar Documento Electrónico' }));
    const aceptar = async (titulo: string, boton: string, pregunta: string) => {
      const c = await screen.findByRole('dialog', { name: titulo });
      expect(c).toHaveTextContent(pregunta);
      await user.click(within(c).getByRole('button', { name: boton }));
    };
    const PREGUNTA = '¿Desea confirmar el documento electrónico 00100001011522773426?';

    // No message: the danger flash and the field's message; nothing asked or sent.
    await confirmar();
    expect(flashes()).toEqual([
      'Debe ingresar un mensaje antes de confirmar o rechazar el documento electrónico',
    ]);
    expect(mensaje()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Debe ingresar un mensaje antes de confirmar o rechazar el documento electrónico',
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Declining the confirmation sends nothing.
    await user.type(mensaje(), 'Mercadería recibida conforme');
    await confirmar();
    const c = await screen.findByRole('dialog', { name: 'Confirmar Documento Electrónico' });
    expect(c).toHaveTextContent(PREGUNTA);
    await user.click(within(c).getByRole('button', { name: 'Cancelar' }));
    expect(api.to('/api/fe/confirmacion/ok')).toHaveLength(0);

    // A result other than 1 / -1: the error flash with the consecutivo; the document stays.
    olvidar();
    server.use(
      http.get('*/api/fe/confirmacion/ok', () =>
        HttpResponse.json({ result: 0, resultStr: 'Hacienda no responde' }),
      ),
    );
    await confirmar();
    await aceptar('Confirmar Documento Electrónico', 'Confirmar', PREGUNTA);
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Se produjo un error durante el proceso de confirmacion del documento electronico 00100001011522773426\nHacienda no responde',
      ]),
    );
    expect(api.to('/api/fe/confirmacion/ok')[0]!.url.searchParams.get('mensaje')).toBe(
      'Mercadería recibida conforme',
    );
    expect(screen.getByRole('region', { name: 'Comprobante' })).toBeInTheDocument();
    expect(mensaje()).toHaveValue('Mercadería recibida conforme');

    // An HTTP error on confirm.
    olvidar();
    server.use(
      http.get('*/api/fe/confirmacion/ok', () =>
        HttpResponse.json({ message: 'Hacienda fuera de servicio' }, { status: 503 }),
      ),
    );
    await confirmar();
    await aceptar('Confirmar Documento Electrónico', 'Confirmar', PREGUNTA);
    await waitFor(() => expect(flashes()).toEqual(['Se produjo un error: Hacienda fuera de servicio']));

    // Rechazar: -1 is not done for a rejection; an HTTP error has its own text.
    const PREGUNTA_R = '¿Desea rechazar el documento electrónico 00100001011522773426?';
    olvidar();
    server.use(
      http.get('*/api/fe/confirmacion/rechazo', () => HttpResponse.json({ result: -1, resultStr: '' })),
    );
    await rechazar();
    await aceptar('Rechazar Documento Electrónico', 'Rechazar', PREGUNTA_R);
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Se produjo un error durante el proceso de confirmacion del documento electronico 00100001011522773426',
      ]),
    );
    olvidar();
    server.use(
      http.get('*/api/fe/confirmacion/rechazo', () =>
        HttpResponse.json({ message: 'Mensaje receptor inválido' }, { status: 400 }),
      ),
    );
    await rechazar();
    await aceptar('Rechazar Documento Electrónico', 'Rechazar', PREGUNTA_R);
    await waitFor(() =>
      expect(flashes()).toEqual([
        'Se produjo un error cuando se rechaza el comprobante: Mensaje receptor inválido',
      ]),
    );
    expect(screen.getByRole('region', { name: 'Comprobante' })).toBeInTheDocument();

    // -1 on confirm is done: the success flash, back to the list.
    olvidar();
    server.use(
      http.get('*/api/fe/confirmacion/ok', () =>
        HttpResponse.json({ result: -1, resultStr: 'Respuesta de Hacienda pendiente' }),
      ),
    );
    await confirmar();
    await aceptar('Confirmar Documento Electrónico', 'Confirmar', PREGUNTA);
    await waitFor(() => expect(window.location.hash).toBe(`#${LISTA}`));
    expect(flashes()).toEqual(['Mercadería recibida conforme\nRespuesta de Hacienda pendiente']);
  });

  it('rejects a ticket: spinner while sending, success text, back to the list where it shows RECHAZADO', async () => {
    const { user, router } = await renderApp(`${LISTA}?texto=muelle`, { role: 'usuario' });
    await screen.findByRole('grid');
    await user.click(screen.getByRole('link', { name: 'Confirmar Rechazar' }));
    await screen.findByRole('heading', { name: TITULO });
    await cargarDocumento(user, comprobanteDeLaCuenta('julatec__tiquete_v44_sin_receptor.xml'));
    await user.type(mensaje(), 'El servicio no fue prestado');

    let soltar!: () => void;
    const retenido = new Promise<void>((r) => (soltar = r));
    server.use(
      http.get('*/api/fe/confirmacion/rechazo', async () => {
        await retenido;
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Rechazar Documento Electrónico' }));
    const c = await screen.findByRole('dialog', { name: 'Rechazar Documento Electrónico' });
    expect(c).toHaveTextContent('¿Desea rechazar el documento electrónico 00100004010000040012?');
    await user.click(within(c).getByRole('button', { name: 'Rechazar' }));
    // Sending: a spinner instead of the buttons.
    expect(await screen.findByText('Enviando el mensaje a Hacienda…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirmar Documento Electrónico' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    soltar();

    // Success: the message and the server's resultStr, the form reset, back to the list as it was left.
    await waitFor(() => expect(currentPath(router)).toBe(`${LISTA}?texto=muelle`));
    expect(flashes()).toEqual([
      expect.stringMatching(
        /^El servicio no fue prestado\nHacienda recibió el mensaje de rechazo 0010000107\d{10} del comprobante 00100004010000040012\.$/,
      ),
    ]);
    const registro = getDb().confirmaciones.find((r) => r.consecutivo === '00100004010000040012')!;
    expect(registro).toMatchObject({ estado: 'RECHAZADO', mensaje: 'El servicio no fue prestado' });
  });
});
