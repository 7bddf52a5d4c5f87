import { ACCIONES_FACTURA } from '@/features/facturas/rules';
import * as es from '@/messages/es';

/**
 * Label in name (WCAG 2.5.3): every row action's accessible name begins with the words the user sees
 * (its tooltip or its text), then names the row — a voice user says what the screen shows.
 */
const f = es.facturas;
const det = es.recibos.det;

describe('row actions: the name begins with the visible label', () => {
  it.each(ACCIONES_FACTURA.map((a) => [a, f.accion[a], f.accionFactura[a](1403)]))(
    'invoice action %s: %s → %s',
    (_, label, name) => {
      expect(name.startsWith(label)).toBe(true);
      expect(name.endsWith('1403')).toBe(true);
    },
  );

  it('the annulled invoice reads the seed’s own words', () => {
    expect(f.accionFactura.obtenerRespuestaNc(1403)).toBe(
      'Obtener Respuesta Nota Credito de la factura 1403',
    );
  });

  it('a blocked action begins with its label and says the time it shows', () => {
    const name = f.bloqueadaEn(f.accionFactura.enviar(7), f.tiempo(9));
    expect(name).toBe('Enviar factura 7: disponible en 9 s');
  });

  it.each([
    [det.pdf, det.pdfFactura(12)],
    [det.editar, det.editarFactura(12)],
    [det.liberar, det.liberarFactura(12)],
    [det.anular, det.anularFactura(12)],
    [es.recibos.asignar, es.recibos.asignarRecibo(12)],
    [es.tica.actualizar, es.tica.actualizarFila(12, '2026-1')],
    [es.historialFactura.comprobar, es.historialFactura.comprobarEnvio('00100001010000000012')],
  ])('%s → %s', (label, name) => {
    expect(name.startsWith(label)).toBe(true);
  });

  // Where the row's own text is the visible label (decision P6).
  it.each([
    ['Ana Mora', es.panel.grafico.verPendientes('Ana Mora'), 'Ana Mora, ver recibos pendientes'],
    ['24512', es.panel.dialogo.abrirRecibo(24512), '24512, abrir el recibo'],
  ])('%s → %s', (label, name, expected) => {
    expect(name).toBe(expected);
    expect(name.startsWith(label)).toBe(true);
  });
});
