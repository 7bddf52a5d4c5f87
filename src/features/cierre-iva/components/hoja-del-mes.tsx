import { useMemo, type ReactNode } from 'react';
import { comprasDeDatos, plazoA, ventasDeDatos } from '../datos-hoja';
import type { DatosMes } from '../loader';
import {
  hojaCompras,
  hojaIva,
  type Compra,
  type HojaIva,
  type ParteCompras,
  type Proporcion,
  type Venta,
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

/** What each step passes on: the month, the view's sales data, the proportion and the drawing. */
type StepProps = Pick<Props, 'mes' | 'proporcion' | 'children'> & { datos: DatosMes; version: number };

/*
 * The worksheet is computed in four components, one step each: the purchases, their part of the
 * worksheet, the sales, then the worksheet. React yields to the page only between components: computed
 * in one, the month's two thousand documents took a task of over 50 ms. While the month loads only the
 * sales change, so the purchases' steps keep what they computed.
 */

/** The month's worksheet from the load's view. */
export function HojaDelMes({ mes, vista, archivos, proporcion, children }: Props) {
  const { recibidos } = vista;
  const compras = useMemo(() => comprasDeDatos(recibidos, archivos), [recibidos, archivos]);
  return (
    <ConCompras
      mes={mes}
      datos={vista.datos}
      version={vista.version}
      proporcion={proporcion}
      compras={compras}
    >
      {children}
    </ConCompras>
  );
}

function ConCompras({ compras, ...step }: StepProps & { compras: Compra[] }) {
  const { mes } = step;
  const parteCompras = useMemo(() => hojaCompras(mes, compras, plazoA(new Date())), [mes, compras]);
  return <ConParteCompras {...step} compras={compras} parteCompras={parteCompras} />;
}

type ConPartes = StepProps & { compras: Compra[]; parteCompras: ParteCompras };

function ConParteCompras({ datos, version, ...resto }: ConPartes) {
  // The load's data change in place: `version` says when to read them again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ventas = useMemo(() => ventasDeDatos(datos), [datos, version]);
  return <HojaCalculada {...resto} ventas={ventas} />;
}

function HojaCalculada({
  mes,
  ventas,
  compras,
  parteCompras,
  proporcion,
  children,
}: Omit<ConPartes, 'datos' | 'version'> & { ventas: Venta[] }) {
  const hoja = useMemo(
    () => hojaIva({ mes, ventas, compras, proporcion, plazoDe: plazoA(new Date()) }, parteCompras),
    [mes, ventas, compras, proporcion, parteCompras],
  );
  return children(hoja);
}
