import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { NO_ROLES } from '@/auth/roles';
import { useRoles } from '@/auth/session';
import { DataTable } from '@/components/data-table/data-table';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { SharedTooltip } from '@/components/shared-tooltip';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-facturas';
import { useFacturas, useFacturasOptions } from '../api';
import { FacturaActionsContext } from '../components/factura-actions';
import { WaitDialog } from '../components/wait-dialog';
import { FACTURAS_COLUMNS, GRID_SX } from '../components/list/facturas-columns';
import { facturasFilter } from '../components/list/facturas-filter';
import { useRowActions } from '../components/list/use-row-actions';
import { useLoteActions } from '../components/list/use-lote-actions';
import type { FacturaRow } from '../contract';
import { facturasKeys, type FacturasFiltros } from '../keys';
import { PAGE_SIZE_FACTURAS } from '../rules';
import { cumple, esAtencion } from '../seguimiento/attention';
import { ConsultasState } from '../seguimiento/consultas-state';
import { useNowByMinute } from '../seguimiento/use-now-by-minute';
import { useWatcherState, useWatcher, useWatchFacturas } from '../seguimiento/use-watcher';

const t = es.facturas;

// The same objects on every render: a new getRowId or rows array makes the grid rebuild its rows.
const SIN_FILAS: readonly FacturaRow[] = [];
const idDeFila = (r: FacturaRow) => r.facturaId;

/**
 * 'Listado Facturas': filters in the URL, server paging by 10, the total amount, and every
 * Hacienda action of the row with its wait, result and confirmation dialogs and the spec's messages.
 */
export function FacturasListPage() {
  // One of the Panel's 'Pendientes con Hacienda' (D37): the filters' rows narrowed to it, paged here.
  const [searchParams] = useSearchParams();
  const atencionUrl = searchParams.get('atencion');
  const atencion = esAtencion(atencionUrl) ? atencionUrl : null;
  const ahoraMin = useNowByMinute(atencion === 'sinRespuesta');
  const filtrarAtencion = useMemo(
    () =>
      atencion ? (rows: readonly FacturaRow[]) => rows.filter((r) => cumple(atencion, r, ahoraMin)) : null,
    [atencion, ahoraMin],
  );
  const useLista = (p: FacturasFiltros, pagina: number) => useFacturas(p, pagina, filtrarAtencion);
  const list = useListFilter(facturasFilter, useLista, {
    listKey: facturasKeys.lists(),
    pageSize: PAGE_SIZE_FACTURAS,
  });
  const { query, values } = list;
  const esAdmin = (useRoles() ?? NO_ROLES).isAdmin;
  const opciones = useFacturasOptions();
  const page = query.data;
  const vigilante = useWatcher();
  const { consultando } = useWatcherState(vigilante);
  const [espera, setEspera] = useState<string | null>(null);

  const { contexto, ocupadas } = useRowActions({
    vigilante,
    consultando,
    filas: page?.facturas,
    esAdmin,
    filtroEstado: values.estado,
    setEspera,
  });
  // A row with a person's action in flight is not watched: a send that leaves it pending first tells
  // the watcher (the 5-minute block), and only then is the row watched again.
  useWatchFacturas(
    vigilante,
    useMemo(() => page?.facturas.filter((r) => !ocupadas.has(r.facturaId)), [page, ocupadas]),
  );

  const { onLote, enviandoLote } = useLoteActions({ filtrar: list.filtrar, setEspera });

  // Without dates in the URL the filter shows the range the server answered with (if any).
  const fechas = {
    fechaInicio: values.fechaInicio || page?.fechaInicio || '',
    fechaFinal: values.fechaFinal || page?.fechaFinal || '',
  };

  return (
    <>
      <PageHeader title={t.listado} nuevo={{ to: paths.facturaNueva, label: t.nueva }} />
      <ListFilterBar
        list={list}
        opciones={opciones.data}
        fechas={fechas}
        acciones={(leer) => (
          <Tooltip describeChild title={t.loteAyuda}>
            <span>
              <Button
                variant="outlined"
                startIcon={
                  enviandoLote ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />
                }
                disabled={enviandoLote}
                onClick={() => {
                  const d = leer();
                  if (d) void onLote(d);
                }}
              >
                {t.lote}
              </Button>
            </span>
          </Tooltip>
        )}
      />
      {atencion && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button component={RouterLink} to={sinAtencion(searchParams)} color="inherit" size="small">
              {es.seguimiento.verTodas}
            </Button>
          }
        >
          {es.seguimiento.mostrando(es.seguimiento.atencion[atencion])}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <ConsultasState vigilante={vigilante} />
        {/* The label and its amount wrap as one, to the right, when the line is full. */}
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, ml: 'auto' }}>
          <Typography variant="body2" color="text.secondary" id="facturas-monto-total">
            {t.montoTotal}
          </Typography>
          <Typography
            aria-labelledby="facturas-monto-total"
            sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
          >
            {page && Number.isFinite(page.montoTotal) ? formatMoney(page.montoTotal, DEFAULT_SIMBOL) : '—'}
          </Typography>
        </Box>
      </Box>
      <FacturaActionsContext.Provider value={contexto}>
        {/* The row actions' tooltips: one for the grid, not one per button. */}
        <SharedTooltip>
          <Box sx={GRID_SX}>
            <DataTable
              plain
              label={t.listado}
              rows={page?.facturas ?? SIN_FILAS}
              columns={FACTURAS_COLUMNS}
              getRowId={idDeFila}
              query={query}
              paging={list.paging(page?.total ?? 0)}
              rowHeight={48}
            />
          </Box>
        </SharedTooltip>
      </FacturaActionsContext.Provider>
      <WaitDialog texto={espera} />
    </>
  );
}

/** The same list without the Panel's narrowing (and from its first page). */
function sinAtencion(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete('atencion');
  next.delete('pagina');
  const q = next.toString();
  return q ? `${paths.facturas}?${q}` : paths.facturas;
}

export default FacturasListPage;
