import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { ACCIONES_COLUMNA, CENTRADA } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { formatDate } from '@/lib/dates';
import { formatAmount } from '@/lib/money';
import { es } from '@/messages/es';
import { simboloMoneda } from '../rules';
import { esElegible, type EstadoFila, type Vista } from './filas';
import type { PlazoRespuesta } from './plazo';

const t = es.recepcion;

/** The state's words and colour; the reason of a refused or failed one goes under it. */
function estadoTexto(e: EstadoFila): { texto: string; color: ChipProps['color']; detalle?: string } {
  switch (e.tipo) {
    case 'revisando':
      return { texto: t.estado.revisando, color: 'default' };
    case 'consultando':
      return { texto: t.estado.consultando, color: 'default' };
    case 'noAdmitido':
      return { texto: t.estado.noAdmitido, color: 'error', detalle: e.motivo };
    case 'duplicado':
      return { texto: t.estado.duplicado(e.de), color: 'default' };
    case 'respondido':
      return {
        texto: e.estado === 'CONFIRMADO' ? t.estado.yaConfirmado : t.estado.yaRechazado,
        color: 'info',
      };
    case 'listo':
      return { texto: t.estado.listo, color: 'primary' };
    case 'enviando':
      return { texto: t.estado.enviando, color: 'warning' };
    case 'hecho':
      return {
        texto: e.accion === 'confirmar' ? t.estado.confirmadoAhora : t.estado.rechazadoAhora,
        color: 'success',
      };
    case 'fallido':
      return { texto: t.estado.fallido, color: 'error', detalle: e.mensaje };
  }
}

function plazoTexto(p: PlazoRespuesta | null): string {
  if (!p) return t.plazo.sinFecha;
  if (p.vencido) return t.plazo.vencido(-p.dias);
  if (p.dias === 0) return t.plazo.hoy;
  return t.plazo.habiles(p.diasHabiles);
}

const limiteFecha = (limite: string) => {
  const [y, m, d] = limite.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(y, m - 1, d));
};

type Props = {
  filas: readonly Vista[];
  seleccion: readonly number[];
  onSeleccion: (ids: number[]) => void;
  onVer: (vista: Vista) => void;
  bloqueada: boolean;
};

/** One row per file, sorted by deadline (overdue first, marked), with a checkbox on the ready ones. */
export function TablaRecepcion({ filas, seleccion, onSeleccion, onVer, bloqueada }: Props) {
  const columnas = useMemo<GridColDef<Vista>[]>(
    () => [
      {
        field: 'archivo',
        headerName: t.col.archivo,
        minWidth: 170,
        flex: 1,
        valueGetter: (_v, r) => r.fila.archivo.name,
      },
      {
        field: 'emisor',
        headerName: t.col.emisor,
        minWidth: 200,
        flex: 1.4,
        valueGetter: (_v, r) => r.resumen?.emisor.nombre ?? '',
        renderCell: ({ row }) =>
          row.resumen && (
            <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {row.resumen.emisor.nombre}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.resumen.emisor.numero}
              </Typography>
            </Box>
          ),
      },
      {
        field: 'consecutivo',
        headerName: t.col.consecutivo,
        width: 190,
        valueGetter: (_v, r) => r.resumen?.consecutivo ?? '',
      },
      {
        field: 'fechaEmision',
        headerName: t.col.fechaEmision,
        width: 110,
        valueGetter: (_v, r) => (r.resumen ? formatDate(r.resumen.fechaEmision) : ''),
      },
      {
        field: 'moneda',
        headerName: t.col.moneda,
        width: 80,
        valueGetter: (_v, r) => r.resumen?.moneda ?? '',
      },
      {
        field: 'total',
        headerName: t.col.total,
        width: 140,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, r) =>
          r.resumen?.total == null
            ? ''
            : `${simboloMoneda(r.resumen.moneda)}${formatAmount(r.resumen.total)}`,
      },
      {
        field: 'limite',
        headerName: t.col.limite,
        width: 110,
        valueGetter: (_v, r) => (r.plazo ? limiteFecha(r.plazo.limite) : ''),
      },
      {
        field: 'plazo',
        headerName: t.col.plazo,
        width: 150,
        valueGetter: (_v, r) => plazoTexto(r.plazo),
        renderCell: ({ row, value }) =>
          row.plazo?.vencido ? (
            <Chip size="small" color="error" variant="outlined" label={value as string} />
          ) : (
            (value as string)
          ),
      },
      {
        field: 'estado',
        headerName: t.col.estado,
        minWidth: 220,
        flex: 1.4,
        valueGetter: (_v, r) => estadoTexto(r.estado).texto,
        renderCell: ({ row }) => {
          const e = estadoTexto(row.estado);
          return (
            <Box sx={{ py: 0.5, minWidth: 0, whiteSpace: 'normal', lineHeight: 1.3 }}>
              <Chip size="small" color={e.color} label={e.texto} />
              {e.detalle && (
                <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.25 }}>
                  {e.detalle}
                </Typography>
              )}
            </Box>
          );
        },
      },
      {
        field: 'ver',
        headerName: t.col.ver,
        width: 64,
        ...ACCIONES_COLUMNA,
        ...CENTRADA,
        renderCell: ({ row }) =>
          row.resumen && (
            <IconButton
              size="small"
              aria-label={t.ver(row.resumen.consecutivo, row.fila.archivo.name)}
              onClick={() => onVer(row)}
            >
              <VisibilityIcon fontSize="small" />
            </IconButton>
          ),
      },
    ],
    [onVer],
  );

  return (
    <DataTable<Vista>
      rows={filas}
      columns={columnas}
      label={t.tabla}
      getRowId={(v) => v.fila.id}
      autoRowHeight
      selection={{
        ids: seleccion,
        onChange: (ids: GridRowId[]) => onSeleccion(ids.map(Number)),
        isSelectable: (v) => !bloqueada && esElegible(v.estado),
      }}
    />
  );
}
