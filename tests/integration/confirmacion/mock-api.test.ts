// @vitest-environment jsdom
// jsdom, not happy-dom: its uploads reach msw/node as multipart forms, which happy-dom's XMLHttpRequest
// loses.
import { differenceInCalendarDays, format, parseISO } from 'date-fns';
import { getDb } from '@mocks/db';
import { HACIENDA_PROCESANDO_SEGUNDOS } from '@mocks/handlers/confirmacion';
import { fold } from '@mocks/lib/route';
import { callApi } from '../../mock-api';
import { tokenFor } from '../../render-app';
import {
  archivoXml,
  CLAVE_TRUNCADA,
  confirmaciones,
  DOCUMENTOS,
  fixture,
  MENSAJE_RECEPTOR,
  subir,
} from './helpers';

const BASE = '/api/fe/confirmacion';

type Lista = {
  confirmRechazos: Array<Record<string, unknown> & { clave: string; estado: string; fechaEmision: string }>;
  fechaInicio: string;
  fechaFinal: string;
};
const lista = async (params: Record<string, string> = {}) => {
  const { status, json } = await callApi(
    'GET',
    `${BASE}/confirmacion-rechazo/list?${new URLSearchParams(params)}`,
  );
  return { status, body: json as Lista };
};
/** D-M-YYYY, no padding, as the API's query dates. */
const q = (isoDate: string) => format(parseISO(isoDate), 'd-M-yyyy');

describe('seed of received documents', () => {
  it('is a realistic list: months of suppliers, documents of every kind, Hacienda claves', () => {
    const rows = confirmaciones();
    const hoy = new Date();
    expect(rows.length).toBeGreaterThanOrEqual(160);
    for (const r of rows) {
      const emision = parseISO(r.fechaEmision);
      expect(differenceInCalendarDays(hoy, emision)).toBeGreaterThanOrEqual(1);
      expect(differenceInCalendarDays(hoy, emision)).toBeLessThanOrEqual(183);
      expect(r.fechaRespuesta >= r.fechaEmision).toBe(true);
      // 506 · ddMMyy of the issue date · cédula to 12 · consecutivo · situación 1 · 8 digits.
      expect(r.clave).toMatch(/^506\d{47}$/);
      expect(r.clave.slice(3, 9)).toBe(format(emision, 'ddMMyy'));
      expect(r.clave.slice(9, 21)).toBe(r.emisorIdentificacion.padStart(12, '0'));
      expect(r.clave.slice(21, 41)).toBe(r.consecutivo);
      // (The purchase-invoice sample has discounts: its total is the net sale plus tax.)
      if (r.tipoDocumento !== 'FacturaElectronicaCompra') {
        expect(r.totalComprobante).toBeCloseTo(r.totalVenta + r.totalImpuesto, 2);
      }
    }
    const cuenta = (f: (r: (typeof rows)[number]) => string) =>
      rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [f(r)]: (acc[f(r)] ?? 0) + 1 }), {});
    expect(Object.keys(cuenta((r) => r.tipoDocumento))).toEqual(
      expect.arrayContaining([
        'FacturaElectronica',
        'TiqueteElectronico',
        'NotaCreditoElectronica',
        'NotaDebitoElectronica',
      ]),
    );
    expect(Object.keys(cuenta((r) => r.moneda)).sort()).toEqual(['CRC', 'USD']);
    expect(cuenta((r) => r.estado).RECHAZADO).toBeGreaterThan(5);
    expect(cuenta((r) => r.estado).CONFIRMADO).toBeGreaterThan(100);
    // The fixture documents' issuers are among the suppliers, with their own amounts.
    expect(rows.some((r) => r.emisor === 'INVERSIONES ABC' && r.totalComprobante === 374741.69154)).toBe(
      true,
    );
    expect(new Set(rows.map((r) => r.clave)).size).toBe(rows.length);
  });
});

describe('GET /api/fe/confirmacion/confirmacion-rechazo/list', () => {
  it("lists the account's documents, the latest answer first, in API.md's shape", async () => {
    const { status, body } = await lista();
    expect(status).toBe(200);
    expect(body.fechaInicio).toBe('');
    expect(body.fechaFinal).toBe('');
    expect(body.confirmRechazos.map((r) => r.clave)).toEqual(confirmaciones().map((r) => r.clave));
    expect(Object.keys(body.confirmRechazos[0]!).sort()).toEqual(
      [
        'clave',
        'consecutivo',
        'emisor',
        'moneda',
        'totalVenta',
        'totalImpuesto',
        'totalComprobante',
        'estado',
        'estadoEnviadoHacienda',
        'fechaEmision',
      ].sort(),
    );
  });

  it('filters by consecutivo, issuer (accents and case ignored) or clave, and by issue dates', async () => {
    const r = confirmaciones().find((x) => x.emisor === 'Almacén Fiscal Santamaría S.A.')!;
    const porTexto = async (filter: string) => (await lista({ filter })).body.confirmRechazos;
    expect((await porTexto(r.consecutivo.slice(-6))).map((x) => x.clave)).toContain(r.clave);
    expect((await porTexto(r.clave)).map((x) => x.clave)).toEqual([r.clave]);
    const almacen = await porTexto('almacen fiscal SANTAMARIA');
    expect(almacen.length).toBe(
      confirmaciones().filter((x) => fold(x.emisor).includes('almacen fiscal')).length,
    );

    const dia = r.fechaEmision.slice(0, 10);
    const { body } = await lista({ fechaInicio: q(dia), fechaFinal: q(dia) });
    expect(body.fechaInicio).toBe(q(dia));
    expect(body.confirmRechazos.length).toBeGreaterThan(0);
    expect(body.confirmRechazos.every((x) => x.fechaEmision.startsWith(dia))).toBe(true);
    // Padded dates are read too.
    const padded = format(parseISO(dia), 'dd-MM-yyyy');
    expect((await lista({ fechaInicio: padded, fechaFinal: padded })).body.confirmRechazos).toHaveLength(
      body.confirmRechazos.length,
    );
  });

  it('refuses an impossible or inverted date range with 400', async () => {
    expect(await callApi('GET', `${BASE}/confirmacion-rechazo/list?fechaInicio=31-2-2026`)).toEqual({
      status: 400,
      json: { message: 'La fecha inicio debe tener el formato D-M-YYYY' },
    });
    expect(
      (await callApi('GET', `${BASE}/confirmacion-rechazo/list?fechaInicio=5-3-2026&fechaFinal=4-3-2026`))
        .json,
    ).toEqual({ message: 'La fecha inicio no puede ser posterior a la fecha final' });
  });
});

describe('POST /api/fe/confirmacion/upload and GET data', () => {
  it.each(DOCUMENTOS)('%s loads as a FacturaElectronica', async (file) => {
    const { status, json } = await subir(archivoXml(file));
    expect(status).toBe(200);
    const fe = json.facturaElectronica as { clave: string; detalleServicio: { lineaDetalle: unknown[] } };
    expect(fe.clave).toMatch(/^\d{50}$/);
    expect(fe.detalleServicio.lineaDetalle.length).toBeGreaterThan(0);
    expect(json.fileName).toMatch(/^\d+-.*\.xml$/);
    // data?fileName answers the same document.
    const data = await callApi('GET', `${BASE}/data?fileName=${encodeURIComponent(String(json.fileName))}`);
    expect(data).toEqual({ status: 200, json });
  });

  it('a MensajeReceptor is well-formed but no document: facturaElectronica null and why', async () => {
    const { status, json } = await subir(archivoXml(MENSAJE_RECEPTOR));
    expect(status).toBe(200);
    expect(json.facturaElectronica).toBeNull();
    expect(json.message).toBe(
      'El archivo es un Mensaje Receptor (la respuesta de un receptor a un comprobante), no un comprobante electrónico: no se puede confirmar ni rechazar.',
    );
  });

  it.each([
    [
      'the truncated clave',
      () => archivoXml(CLAVE_TRUNCADA),
      "La clave del comprobante no es válida: debe tener 50 dígitos y el archivo trae '506171' (6 caracteres).",
    ],
    [
      'a text file',
      () => archivoXml('factura.xml', 'Factura 1203 por ¢45 000'),
      'El archivo no es un XML válido (línea 1, columna 1).',
    ],
    ['a blank file', () => archivoXml('vacio.xml', '  \n'), 'El archivo está vacío'],
    ['no file', () => null, 'Primero debe seleccionar un archivo antes de seleccionar el botón cargar'],
  ])('refuses %s with 400 { message }', async (_what, file, message) => {
    const antes = getDb().comprobantesSubidos.size;
    expect(await subir(file())).toEqual({ status: 400, json: { message } });
    expect(getDb().comprobantesSubidos.size).toBe(antes);
  });

  it('an XXE file (DOCTYPE with a SYSTEM entity) is refused and shows no local content', async () => {
    const xxe = fixture('julatec__factura_v44_t10.xml')
      .replace(
        '<?xml version="1.0" encoding="utf-8" standalone="no"?>',
        '<?xml version="1.0"?><!DOCTYPE FacturaElectronica [<!ENTITY xxe SYSTEM "file:///etc/hostname">]>',
      )
      .replace('<Nombre>INVERSIONES ABC</Nombre>', '<Nombre>&xxe;</Nombre>');
    const { status, json } = await subir(archivoXml('xxe.xml', xxe));
    expect(status).toBe(400);
    expect(json.message).toContain('entidades externas');
    const hostname = (await import('node:os')).hostname();
    expect(JSON.stringify(json)).not.toContain(hostname);
  });

  it('data?fileName of an unknown file is 404', async () => {
    expect(await callApi('GET', `${BASE}/data?fileName=999-nada.xml`)).toEqual({
      status: 404,
      json: { message: 'No se encontró el archivo 999-nada.xml; vuelva a cargarlo' },
    });
  });
});

describe('GET ok / rechazo', () => {
  const responder = async (accion: 'ok' | 'rechazo', fileName: string, mensaje: string) =>
    callApi('GET', `${BASE}/${accion}?${new URLSearchParams({ fileName, mensaje })}`);

  it('confirms: result 1, the document joins the list as CONFIRMADO, Hacienda processing then accepted', async () => {
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(t0);
    const { json } = await subir(archivoXml('julatec__factura.xml'));
    const r = await responder('ok', String(json.fileName), 'Mercadería recibida conforme');
    expect(r).toEqual({
      status: 200,
      json: {
        result: 1,
        resultStr: expect.stringMatching(
          /^Hacienda recibió el mensaje de aceptación 0010000105\d{10} del comprobante 00100004010000044459\.$/,
        ),
      },
    });
    const fila = () => lista({ filter: '00100004010000044459' }).then((l) => l.body.confirmRechazos);
    expect(await fila()).toEqual([
      {
        clave: '50610012000310231549000100004010000054357101884339',
        consecutivo: '00100004010000044459',
        emisor: 'INVERSIONES ABC',
        moneda: 'CRC',
        totalVenta: 331629.81552,
        totalImpuesto: 43111.87602,
        totalComprobante: 374741.69154,
        estado: 'CONFIRMADO',
        estadoEnviadoHacienda: 'Procesando',
        fechaEmision: '2020-01-10T00:00:00',
      },
    ]);
    vi.setSystemTime(t0 + (HACIENDA_PROCESANDO_SEGUNDOS + 1) * 1000);
    expect((await fila())[0]!.estadoEnviadoHacienda).toBe('Aceptado');
    // The newest answer heads the list.
    expect((await lista()).body.confirmRechazos[0]!.consecutivo).toBe('00100004010000044459');
    expect(getDb().confirmaciones.find((x) => x.consecutivo === '00100004010000044459')).toMatchObject({
      mensaje: 'Mercadería recibida conforme',
      usuarioId: 4,
    });

    // Hacienda takes one answer per document: a second one is result 0 with the reason.
    expect((await responder('rechazo', String(json.fileName), 'Otra vez')).json).toEqual({
      result: 0,
      resultStr: `El comprobante 00100004010000044459 ya fue confirmado el ${format(t0, 'dd/MM/yyyy')}`,
    });
  });

  it('rejects: result 1 and RECHAZADO in the list (a ticket with no receptor)', async () => {
    const { json } = await subir(archivoXml('julatec__tiquete_v44_sin_receptor.xml'));
    const r = await responder('rechazo', String(json.fileName), 'El servicio no fue prestado');
    expect(r.status).toBe(200);
    expect((r.json as { result: number }).result).toBe(1);
    const [fila] = (await lista({ filter: '00100004010000040012' })).body.confirmRechazos;
    expect(fila).toMatchObject({ estado: 'RECHAZADO', totalComprobante: 10050, moneda: 'CRC' });
  });

  it.each([
    ['no message', '  ', 400, 'El mensaje es requerido'],
    ['a message over 79 characters', 'x'.repeat(80), 400, 'El mensaje debe tener como máximo 79 caracteres'],
  ])('refuses %s', async (_what, mensaje, status, message) => {
    const { json } = await subir(archivoXml('CRLibre__fac.xml'));
    expect(await responder('ok', String(json.fileName), mensaje)).toEqual({ status, json: { message } });
  });

  it('refuses an unknown file (404) and a file that is no document (400)', async () => {
    expect((await responder('ok', '77-otro.xml', 'Conforme')).status).toBe(404);
    const { json } = await subir(archivoXml(MENSAJE_RECEPTOR));
    expect(await responder('rechazo', String(json.fileName), 'No')).toEqual({
      status: 400,
      json: { message: `El archivo ${String(json.fileName)} no contiene un comprobante electrónico` },
    });
  });
});

describe('GET /api/fe/confirmacion/download/gastos', () => {
  it('answers a real .xls of the filtered list', async () => {
    const response = await fetch(
      `http://localhost${BASE}/download/gastos?filter=almacen&fechaInicio=&fechaFinal=`,
      {
        headers: { Authorization: `Bearer ${await tokenFor('usuario')}` },
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.ms-excel');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // An OLE2 compound file (BIFF8 workbook).
    expect([...bytes.slice(0, 8)]).toEqual([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const latin1 = new TextDecoder('latin1').decode(bytes);
    expect(latin1).toContain('Almac');
    expect(latin1).not.toContain('Telecomunicaciones Istmo');
  });
});
