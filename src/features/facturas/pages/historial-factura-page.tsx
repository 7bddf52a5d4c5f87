import FactCheckIcon from '@mui/icons-material/FactCheck';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { chipColumn } from '@/components/data-table/chip-column';
import { ACCIONES_COLUMNA } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { flash } from '@/components/notices/notices-store';
import { PageHeader } from '@/components/page-header';
import { useRouteId } from '@/components/use-route-id';
import { errorStatus, failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-historial-factura';
import { useConsultarEstado, useRespuestas } from '../api';
import { tieneTablaDeMotivos } from '../detalle-encabezado';
import type { leerDetalleMensaje } from '../detalle-mensaje';
import { FLASH_FACTURA_MS } from '../rules';
import type { Envio } from '../contract';

const t = es.historialFactura;

const COLOR_ESTADO: Record<string, 'success' | 'error' | 'warning' | 'info'> = {
  Aceptado: 'success',
  Rechazado: 'error',
  Error: 'warning',
  Procesando: 'info',
};
const colorEstado = (estado: string) => COLOR_ESTADO[estado] ?? 'default';

/** Long digit strings (clave 50, consecutivo 20) in monospace, wrapped anywhere, whole on hover. */
const digitos = (value: string, ancho: 'clave' | 'consecutivo') => (
  <Box
    component="span"
    title={value}
    sx={{
      fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      fontSize: '0.8rem',
      lineHeight: 1.35,
      letterSpacing: ancho === 'clave' ? 0 : '0.02em',
      overflowWrap: 'anywhere',
      whiteSpace: 'normal',
      userSelect: 'all',
    }}
  >
    {value}
  </Box>
);

type Lector = typeof leerDetalleMensaje;

/**
 * The reader of Hacienda's reasons (detalle-mensaje.ts, with papaparse), loaded only when an entry
 * holds a table of them (a rejection): null while it loads, and while none is needed.
 */
function useLector(necesario: boolean): Lector | null {
  const [lector, setLector] = useState<Lector | null>(null);
  useEffect(() => {
    if (necesario && !lector)
      void import('../detalle-mensaje').then((m) => setLector(() => m.leerDetalleMensaje));
  }, [necesario, lector]);
  return lector;
}

/**
 * 'Historial envío de factura: {id}': every submission of the invoice to Hacienda, each re-checkable
 * ('Comprobar'); back to the invoice list as the user left it (F33, D14).
 */
export function HistorialFacturaPage() {
  const { id, isNew, invalid } = useRouteId();
  const query = useRespuestas(id);
  const { mutateAsync: consultar } = useConsultarEstado();
  const [comprobando, setComprobando] = useState<number | null>(null);
  const enCurso = useRef(false);
  const envios = query.data?.envios ?? [];
  const necesitaLector = envios.some((e) => tieneTablaDeMotivos(e.detalle));
  const lector = useLector(necesitaLector);
  // A history with reasons shows as loading until their reader is here: no flash of the raw table.
  const esperaLector = necesitaLector && !lector;

  const comprobar = useCallback(
    async (envio: Envio) => {
      if (enCurso.current) return;
      enCurso.current = true;
      setComprobando(envio.id);
      try {
        const r = await consultar(id);
        flash.info(t.estadoEs(r.resultStr), FLASH_FACTURA_MS);
      } catch (error) {
        if (errorStatus(error) !== 401)
          flash.danger(failureMessage(t.comprobarError, error), FLASH_FACTURA_MS);
      } finally {
        enCurso.current = false;
        setComprobando(null);
      }
    },
    [consultar, id],
  );

  const columns = useMemo<GridColDef<Envio>[]>(
    () => [
      {
        field: 'factura',
        headerName: t.col.factura,
        width: 84,
        sortable: false,
        valueGetter: () => id,
      },
      {
        field: 'clave',
        headerName: t.col.clave,
        // Two lines of 25 digits.
        width: 222,
        renderCell: ({ row }) => digitos(row.clave, 'clave'),
      },
      {
        field: 'consecutivo',
        headerName: t.col.consecutivo,
        width: 184,
        renderCell: ({ row }) => digitos(row.consecutivo, 'consecutivo'),
      },
      chipColumn<Envio>({ field: 'estado', headerName: t.col.estado, width: 124, color: colorEstado }),
      {
        field: 'detalle',
        headerName: t.col.detalle,
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => <DetalleEnvio texto={row.detalle} lector={lector} />,
      },
      {
        field: 'acciones',
        headerName: t.col.acciones,
        width: 136,
        ...ACCIONES_COLUMNA,
        renderCell: ({ row }) => (
          <Button
            size="small"
            variant="outlined"
            aria-label={t.comprobarEnvio(row.consecutivo || String(row.id))}
            disabled={comprobando !== null}
            startIcon={
              comprobando === row.id ? (
                <CircularProgress size={14} color="inherit" aria-hidden />
              ) : (
                <FactCheckIcon fontSize="small" />
              )
            }
            onClick={() => void comprobar(row)}
          >
            {t.comprobar}
          </Button>
        ),
      },
    ],
    [id, comprobando, comprobar, lector],
  );

  // An id that is not an invoice number: the list ('historial-factura' without one has its own page).
  if (isNew || invalid) return <Navigate to={paths.facturas} replace />;

  const vacio = query.isSuccess && envios.length === 0;
  return (
    <>
      <PageHeader title={t.titulo(id)} backTo={paths.facturas} backLabel={t.regresar} />
      {vacio ? (
        <Alert severity="info" sx={{ my: 2 }}>
          {t.sinEnvios}
        </Alert>
      ) : (
        <Box
          sx={{
            '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
          }}
        >
          <DataTable
            label={t.titulo(id)}
            rows={esperaLector ? [] : envios}
            columns={columns}
            query={esperaLector ? { isFetching: true, error: null, refetch: query.refetch } : query}
            rowHeight={56}
            autoRowHeight
          />
        </Box>
      )}
    </>
  );
}

/**
 * An entry's detail: Hacienda's reasons one per line — code, message and where in the XML — when its
 * DetalleMensaje holds a table of them (F41); otherwise the text as it came.
 */
function DetalleEnvio({ texto, lector }: { texto: string; lector: Lector | null }) {
  const { introduccion, motivos } = useMemo(
    () => (lector ? lector(texto) : { introduccion: texto, motivos: [] }),
    [texto, lector],
  );
  if (!motivos.length) {
    return (
      <Box
        component="span"
        title={texto}
        sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.35, py: 1 }}
      >
        {texto}
      </Box>
    );
  }
  return (
    <Box sx={{ py: 1, lineHeight: 1.35, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
      {introduccion && <Box component="span">{introduccion}</Box>}
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {motivos.map((m, i) => (
          <li key={i}>{t.motivo(m.codigo, m.mensaje, m.fila, m.columna)}</li>
        ))}
      </Box>
    </Box>
  );
}

export default HistorialFacturaPage;
