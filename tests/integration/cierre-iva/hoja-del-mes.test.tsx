import { render } from '@testing-library/react';
import type { ConfirmRechazo } from '@/features/confirmacion/contract';
import { HojaDelMes } from '@/features/cierre-iva/components/hoja-del-mes';
import type { DatosMes } from '@/features/cierre-iva/loader';
import type { HojaIva } from '@/features/cierre-iva/worksheet';

/*
 * The worksheet computed from the load's view. The load replaces the purchases' list in place, and the
 * page redraws for the count alone between two views: such a redraw must compute nothing, or the
 * month's purchases are computed outside the views' transitions, in one long task.
 */

const MES = '2026-10';
/** No supplier files, one array (as the page keeps its state). */
const SIN_ARCHIVOS: never[] = [];

/** A supplier document answered and accepted, not read: its tax counts as the list gives it. */
const recibido = (i: number): ConfirmRechazo => ({
  clave: `5060610260031012345670010000101000000000${i}1${'0'.repeat(7)}`,
  consecutivo: `00100001010000000${String(i).padStart(3, '0')}`,
  emisor: `Proveedor ${i}`,
  moneda: 'CRC',
  totalVenta: 1000,
  totalImpuesto: 130,
  totalComprobante: 1130,
  estado: 'CONFIRMADO',
  estadoEnviadoHacienda: 'aceptado',
  fechaEmision: '2026-10-06T10:00:00-06:00',
});

const datosCon = (recibidos: ConfirmRechazo[]): DatosMes => ({
  facturas: [],
  anuladas: [],
  recibidos,
  documentos: new Map(),
  historiales: new Map(),
  sinLeer: new Map(),
  rehusados: new Map(),
  version: 1,
  listasCompletas: true,
});

const documentosDeCompras = (hoja: HojaIva) => hoja.compras.flatMap((l) => l.aportes).length;

it('computes the purchases of the view, and nothing again on a redraw of the same view', () => {
  const hojas: HojaIva[] = [];
  const datos = datosCon([recibido(1)]);
  const dibujo = (vista: { datos: DatosMes; version: number; recibidos: ConfirmRechazo[] }) => (
    <HojaDelMes mes={MES} vista={vista} archivos={SIN_ARCHIVOS} proporcion={null}>
      {(hoja) => {
        hojas.push(hoja);
        return null;
      }}
    </HojaDelMes>
  );
  const primera = { datos, version: 1, recibidos: datos.recibidos };
  const { rerender } = render(dibujo(primera));
  expect(documentosDeCompras(hojas[0]!)).toBe(1);

  // The load brings the list again, in place; the page redraws for the count with the same view.
  datos.recibidos = [recibido(1), recibido(2)];
  rerender(dibujo({ ...primera }));
  expect(hojas).toHaveLength(2);
  expect(hojas[1]).toBe(hojas[0]);

  // The next view carries the new list.
  rerender(dibujo({ datos, version: 2, recibidos: datos.recibidos }));
  expect(documentosDeCompras(hojas.at(-1)!)).toBe(2);
});
