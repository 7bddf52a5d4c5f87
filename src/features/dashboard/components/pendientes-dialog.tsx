import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-panel';
import { PAGE_SIZE_PENDIENTES } from '../rules';
import type { EncargadoPendientes, ReciboSinActualizar } from '../contract';

const t = es.panel.dialogo;

const columns: GridColDef<ReciboSinActualizar>[] = [
  {
    field: 'recibo',
    headerName: t.col.recibo,
    width: 110,
    renderCell: ({ row, tabIndex }) => (
      <Link
        component={RouterLink}
        to={paths.reciboEditar(row.id)}
        tabIndex={tabIndex}
        aria-label={t.abrirRecibo(row.recibo)}
      >
        {row.recibo}
      </Link>
    ),
  },
  textColumn({ field: 'cliente', headerName: t.col.cliente, width: 300 }),
  textColumn({ field: 'observaciones', headerName: t.col.observaciones, flex: 1, minWidth: 300 }),
  {
    field: 'diasNoActualizado',
    headerName: t.col.sinActualizar,
    type: 'number',
    width: 140,
    valueFormatter: (value: number) => t.dias(value),
  },
  dateColumn({ field: 'actualizado', headerName: t.col.actualizado, withTime: true, width: 160 }),
];

/**
 * The pending receipts of one handler, at the spec's size: 1250 × 600 with 55 px margins, the table 1170 px
 * wide and at most 600 px tall, 8 rows a page. A select moves to another handler.
 */
export function PendientesDialog({
  encargados,
  encargadoId,
  onEncargado,
  onClose,
}: {
  encargados: readonly EncargadoPendientes[];
  /** The handler shown; null = closed. */
  encargadoId: number | null;
  onEncargado: (id: number) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const [pagina, setPagina] = useState({ encargadoId, page: 0 });
  // A new handler starts on the first page.
  const page = pagina.encargadoId === encargadoId ? pagina.page : 0;
  const encargado = encargados.find((e) => e.id === encargadoId) ?? null;
  const filas = encargado?.pendientes ?? [];
  const desde = page * PAGE_SIZE_PENDIENTES;

  return (
    <Dialog
      open={encargadoId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{
        paper: {
          sx: {
            width: 1250,
            maxWidth: 'calc(100% - 110px)',
            height: 600,
            maxHeight: 'calc(100% - 110px)',
            m: '55px',
          },
        },
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', pr: '40px' }}>
        <DialogTitle id={titleId} sx={{ flex: 1 }}>
          {encargado ? t.titulo(encargado.nombre) : ''}
        </DialogTitle>
        <TextField
          select
          label={t.encargado}
          value={encargado ? String(encargado.id) : ''}
          onChange={(e) => onEncargado(Number(e.target.value))}
          sx={{ width: 360 }}
        >
          {encargados.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {`${e.nombre} (${e.cantidad})`}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <DialogContent sx={{ px: '40px', pt: 1 }}>
        <DataTable
          rows={filas.slice(desde, desde + PAGE_SIZE_PENDIENTES)}
          columns={columns}
          label={encargado ? t.titulo(encargado.nombre) : t.encargado}
          maxHeight="600px"
          paging={{
            page,
            pageSize: PAGE_SIZE_PENDIENTES,
            rowCount: filas.length,
            onPageChange: (p) => setPagina({ encargadoId, page: p }),
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{es.common.cerrar}</Button>
      </DialogActions>
    </Dialog>
  );
}
