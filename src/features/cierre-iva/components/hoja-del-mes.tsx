import { useMemo, type ReactNode } from 'react';
import { comprasDeDatos, entradaHoja, plazoA } from '../datos-hoja';
import type { DatosMes } from '../loader';
import {
  hojaCompras,
  hojaIva,
  type Compra,
  type HojaIva,
  type ParteCompras,
  type Proporcion,
} from '../worksheet';
import type { DocumentoIva } from '../xml-iva';
import type { VistaHoja } from './use-carga-mes';

type Props = {
  mes: string;
  /** The load's view: its data, their version, and the purchases' list of that view. */
  vista: VistaHoja & { datos: DatosMes; recibidos: DatosMes['recibidos'] };
  /** The supplier files the clerk dropped. */
  archivos: readonly DocumentoIva[];
  proporcion: Proporcion | null;
  /** Draws the worksheet. */
  children: (hoja: HojaIva) => ReactNode;
};

type PropsVentas = Omit<Props, 'vista'> & {
  datos: DatosMes;
  version: number;
  compras: Compra[];
  parteCompras: ParteCompras;
};

/*
 * The worksheet is computed in two components, the purchases' part here and the rest in `HojaVentas`.
 * React yields to the page only between components: computed in one, the month's two thousand
 * documents took a task of over 50 ms. While the month loads only the sales change, so the purchases'
 * part is kept.
 */

/** The month's worksheet from the load's view: the purchases' part, then the sales and the result. */
export function HojaDelMes({ mes, vista, archivos, proporcion, children }: Props) {
  const { recibidos } = vista;
  const compras = useMemo(() => comprasDeDatos(recibidos, archivos), [recibidos, archivos]);
  const parteCompras = useMemo(() => hojaCompras(mes, compras, plazoA(new Date())), [mes, compras]);
  return (
    <HojaVentas
      mes={mes}
      datos={vista.datos}
      version={vista.version}
      archivos={archivos}
      proporcion={proporcion}
      compras={compras}
      parteCompras={parteCompras}
    >
      {children}
    </HojaVentas>
  );
}

function HojaVentas({
  mes,
  datos,
  version,
  archivos,
  proporcion,
  compras,
  parteCompras,
  children,
}: PropsVentas) {
  const hoja = useMemo(
    () => hojaIva(entradaHoja(mes, datos, archivos, proporcion, new Date(), compras), parteCompras),
    // The load's data change in place: `version` says when to read them again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [mes, datos, archivos, proporcion, compras, parteCompras, version],
  );
  return children(hoja);
}
