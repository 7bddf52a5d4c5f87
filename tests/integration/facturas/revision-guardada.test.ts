import { getDb } from '@mocks/db';
import type { FacturaRecord } from '@mocks/db/types';
import { facturaDataSchema } from '@/features/facturas/contract';
import { revisableDesdeFactura, revisarFactura } from '@/features/facturas/revision/revision';
import * as es from '@/messages/es';
import { callApi } from '../../mock-api';
import { demoUser } from '../../render-app';

/*
 * The check before sending on a stored invoice's saved amounts (decision F40): each is
 * compared with its v4.4 formula from the invoice's own values, as Hacienda does — not with today's
 * exchange rates, which a converted line was not saved with.
 */
const t = es.revisionHacienda;

async function problemasDe(f: FacturaRecord) {
  const { json } = await callApi('GET', `/api/factura/data?id=${f.id}`, { role: 'admin' });
  return revisarFactura(revisableDesdeFactura(facturaDataSchema.parse(json).factura!));
}
const deMontos = (ps: Awaited<ReturnType<typeof problemasDe>>) =>
  ps.filter((p) => p.fuente.startsWith('Anexos p. 15')).map((p) => p.mensaje);

const sinEnviar = () =>
  getDb().facturas.filter(
    (f) => f.empresaId === demoUser('admin').empresaId && f.estado === 'Ingresada' && f.enviadaHacienda === 0,
  );

describe("the check reads a stored invoice's amounts", () => {
  it('a converted line is not faulted when the rates moved after it was saved', async () => {
    const f = sinEnviar().find((x) => x.detalles.some((d) => d.tipoCambioId !== x.tipoCambioId))!;
    expect(deMontos(await problemasDe(f))).toEqual([]);
    const dolar = getDb().tiposCambio.find((m) => m.simbol === '$')!;
    getDb().tiposCambio.update(dolar.id, { venta: dolar.venta + 7.5 });
    expect(deMontos(await problemasDe(f))).toEqual([]);
  });

  it('an IVA saved rounded to céntimos is named with both values (13 % of 176.50 is 22.94500)', async () => {
    const f = sinEnviar().find((x) => x.tipoCambioId === 1 && x.detalles.some((d) => d.impuestos === 13))!;
    const i = f.detalles.findIndex((d) => d.impuestos === 13);
    // As a backend rounding each line to céntimos would have saved it.
    const linea = {
      cantidad: 1,
      monto: 176.5,
      montoColones: 176.5,
      impuestosMonto: 22.95,
      montoNeto: 199.45,
    };
    getDb().facturas.update(f.id, {
      detalles: f.detalles.map((x, j) => (j === i ? { ...x, ...linea } : x)),
    });
    const montos = deMontos(await problemasDe(f));
    expect(montos).toContain(t.montoDistinto(`Línea ${i + 1}, IVA`, '22.95', '22.94500'));
    expect(montos).toContain(t.montoDistinto(`Línea ${i + 1}, Total`, '199.45', '199.44500'));
    expect(montos.some((m) => m.startsWith(`Línea ${i + 1}, Sub Total`))).toBe(false);
  });
});
