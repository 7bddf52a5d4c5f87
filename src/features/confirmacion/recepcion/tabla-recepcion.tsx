import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useMemo, type ReactNode } from 'react';
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
      return { texto: t.estado.duplicado, color: 'default', detalle: t.estado.igualA(e.de) };
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

/** 'HH:mm' of an XML FechaEmision as written (the issuer's clock), or ''. */
const horaDe = (fecha: string) => /T(\d{2}:\d{2})/.exec(fecha)?.[1] ?? '';

const limiteFecha = (limite: string) => {
  const [y, m, d] = limite.split('-').map(Number) as [number, number, number];
  return formatDate(new Date(y, m - 1, d));
};

/** A cell of two lines: the value, and what qualifies it below in small type. */
function Dos({ arriba, abajo }: { arriba: ReactNode; abajo: ReactNode }) {
  return (
    <Box sx={{ py: 0.5, minWidth: 0, lineHeight: 1.3 }}>
      <Typography variant="body2" noWrap>
        {arriba}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" noWrap>
        {abajo}
      </Typography>
    </Box>
  );
}

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
        field: 'estado',
        headerName: t.col.estado,
        minWidth: 200,
        flex: 1.6,
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
        field: 'plazo',
        headerName: t.col.plazo,
        width: 170,
        // Sorted by the last day to answer; shown with the days left (overdue marked).
        valueGetter: (_v, r) => r.plazo?.limite ?? '',
        renderCell: ({ row }) => (
          <Dos
            arriba={row.plazo ? limiteFecha(row.plazo.limite) : ''}
            abajo={
              row.plazo?.vencido ? (
                <Chip size="small" color="error" variant="outlined" label={plazoTexto(row.plazo)} />
              ) : (
                plazoTexto(row.plazo)
              )
            }
          />
        ),
      },
      {
        field: 'emisor',
        headerName: t.col.emisor,
        minWidth: 150,
        flex: 1,
        valueGetter: (_v, r) => r.resumen?.emisor.nombre ?? '',
        renderCell: ({ row }) =>
          row.resumen && <Dos arriba={row.resumen.emisor.nombre} abajo={row.resumen.emisor.numero} />,
      },
      {
        field: 'consecutivo',
        headerName: t.col.consecutivoArchivo,
        width: 200,
        valueGetter: (_v, r) => r.resumen?.consecutivo ?? r.fila.archivo.name,
        renderCell: ({ row }) => (
          <Dos arriba={row.resumen?.consecutivo ?? ''} abajo={row.fila.archivo.name} />
        ),
      },
      {
        field: 'fechaEmision',
        headerName: t.col.fechaEmision,
        width: 105,
        valueGetter: (_v, r) => r.resumen?.fechaEmision ?? '',
        renderCell: ({ row }) =>
          row.resumen && (
            <Dos arriba={formatDate(row.resumen.fechaEmision)} abajo={horaDe(row.resumen.fechaEmision)} />
          ),
      },
      {
        field: 'total',
        headerName: t.col.total,
        width: 125,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_v, r) => r.resumen?.total ?? null,
        renderCell: ({ row }) =>
          row.resumen && (
            <Dos
              arriba={
                row.resumen.total == null
                  ? ''
                  : `${simboloMoneda(row.resumen.moneda)}${formatAmount(row.resumen.total)}`
              }
              abajo={row.resumen.moneda}
            />
          ),
      },
      {
        field: 'ver',
        headerName: t.col.ver,
        width: 56,
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
