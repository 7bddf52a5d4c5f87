import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateColumn, moneyColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { fromCentimos } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import type { Aporte } from '../worksheet';
import { nombreLinea, nombreSeccion, type FiguraAbierta } from './figura-button';

const t = es.cierreIva.hoja;

type Fila = Aporte & { id: number; baseColones: number; impuestoColones: number };

/** A document's detail: a sale's is its invoice's submission history, a purchase's Recepción de comprobantes. */
export const detalleDe = (a: Pick<Aporte, 'ref'>) =>
  a.ref.tipo === 'venta' ? paths.historialFactura(a.ref.facturaId) : paths.recepcion;

const columnas: GridColDef<Fila>[] = [
  // A clave is 50 digits: smaller, so it shows whole beside the rest.
  {
    ...textColumn<Fila>({ field: 'clave', headerName: t.col.clave, flex: 1, minWidth: 410 }),
    cellClassName: 'clave',
  },
  {
    field: 'consecutivo',
    headerName: t.col.consecutivo,
    width: 210,
    renderCell: ({ row, tabIndex }) => (
      <Link
        component={RouterLink}
        to={detalleDe(row)}
        tabIndex={tabIndex}
        aria-label={(row.ref.tipo === 'venta' ? t.verFactura : t.verRecepcion)(row.consecutivo)}
      >
        {row.consecutivo}
      </Link>
    ),
  },
  dateColumn<Fila>({ field: 'dia', headerName: t.col.fecha }),
  textColumn<Fila>({ field: 'contraparte', headerName: t.col.contraparte, flex: 1, minWidth: 140 }),
  moneyColumn<Fila>({ field: 'baseColones', headerName: t.col.base }),
  moneyColumn<Fila>({ field: 'impuestoColones', headerName: t.col.iva }),
];

type Props = {
  figura: FiguraAbierta | null;
  onClose: () => void;
  /** Null while the figures are partial (the reason is said instead). */
  onExportar: ((figura: FiguraAbierta) => void) | null;
};

/**
 * The documents of one figure: clave, consecutivo (a link to its detail), day, counterpart, base and
 * IVA in colones, and their total, which is the figure (each document's parts are what the line adds).
 */
export function DocumentosDialog({ figura, onClose, onExportar }: Props) {
  const tituloId = useId();
  const linea = figura?.linea;
  const filas = useMemo<Fila[]>(
    () =>
      (linea?.aportes ?? []).map((a, id) => ({
        ...a,
        id,
        baseColones: fromCentimos(a.base),
        impuestoColones: fromCentimos(a.impuesto),
      })),
    [linea],
  );
  const base = filas.reduce((s, a) => s + a.base, 0);
  const impuesto = filas.reduce((s, a) => s + a.impuesto, 0);
  return (
    <Dialog open={figura !== null} onClose={onClose} maxWidth="xl" fullWidth aria-labelledby={tituloId}>
      <DialogTitle id={tituloId}>
        {linea && figura
          ? t.documentosTitulo(t.parte[figura.parte], nombreLinea(linea), nombreSeccion(linea))
          : ''}
      </DialogTitle>
      <DialogContent dividers>
        {linea && (
          <Box sx={{ '& .clave': { fontSize: '0.75rem' } }}>
            <DataTable label={t.documentosTabla} rows={filas} columns={columnas} maxHeight="60vh" />
          </Box>
        )}
        <Typography sx={{ mt: 1, fontWeight: 600 }}>
          {t.totalDocumentos(filas.length, colones(base), colones(impuesto))}
        </Typography>
      </DialogContent>
      <DialogActions>
        {!onExportar && (
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
            {t.exportar.esperar}
          </Typography>
        )}
        <Button disabled={!onExportar || !figura} onClick={() => figura && onExportar?.(figura)}>
          {t.exportar.csvDocumentos}
        </Button>
        <Button onClick={onClose}>{es.common.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
