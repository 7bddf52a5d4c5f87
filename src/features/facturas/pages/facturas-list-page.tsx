import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { NO_ROLES } from '@/auth/roles';
import { useRoles } from '@/auth/session';
import { dateColumn, moneyColumn, ACCIONES_COLUMNA } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { flash, UNTIL_CLOSED, type Duration } from '@/components/notices/notices-store';
import { campo, defineListFilter, type ValuesOf } from '@/components/list-filter/list-filter';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { formatDate, parseQueryDate } from '@/lib/dates';
import { errorStatus, failureMessage } from '@/lib/errors';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import { callApi } from '@/lib/call-api';
import { enParalelo } from '@/lib/concurrencia';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-facturas';
import {
  descargarPdf,
  facturaDataQuery,
  descargarXml,
  useCambiarEstadoPago,
  useConsultarEstado,
  useConsultarEstadoNc,
  useEnviarFactura,
  useEnviarLote,
  facturasKeys,
  primerMotivo as motivoDe,
  useFacturasLista,
  useFacturasOpciones,
  useNotaCredito,
  type FacturasFiltros,
} from '../api';
import {
  ACCIONES_WIDTH,
  AccionesFactura,
  AccionesFacturaContext,
  type AccionesContexto,
} from '../components/acciones-factura';
import { EsperaDialog } from '../components/espera-dialog';
import { facturasApi } from '../contract';
import { useBloqueos } from '../components/use-bloqueos';
import { cumple, esAtencion } from '../seguimiento/atencion';
import { EstadoConsultas } from '../seguimiento/estado-consultas';
import { EtiquetaHacienda } from '../components/etiqueta-hacienda';
import { leerMemoria } from '../seguimiento/memoria';
import { useAhoraPorMinuto } from '../seguimiento/use-ahora';
import { useEstadoVigilante, useVigilante, useVigilarFacturas } from '../seguimiento/use-seguimiento';
import { tokenStore } from '@/lib/token-store';
import {
  FLASH_FACTURA_MS,
  PAGE_SIZE_FACTURAS,
  bloqueosTrasConsulta,
  bloqueosTrasEnvio,
  resultadoConsulta,
  resultadoEnvio,
  type AccionFactura,
} from '../rules';
import {
  ESTADOS_FILTRO,
  ESTADOS_PAGO_FILTRO,
  HACIENDA_FILTRO_DEFAULT,
  HACIENDA_FILTROS,
  type EstadoPago,
  type FacturaRow,
} from '../schemas';

// The check before sending (issue 18) loads when Enviar or a batch first needs it, not with the list (D34).
const cargarRevision = () => import('../revision/revision');

const t = es.facturas;

const f = t.filtro;
/** The most unsent invoices of a range the batch check reads (the batch send itself has no limit). */
const LOTE_MAX = 1000;

/** 'Listado Facturas' filters, in the URL (B4). */
const facturasFiltro = defineListFilter({
  fechasWidth: 200,
  fields: {
    estado: campo.eleccion({
      url: 'estado',
      label: f.estado,
      sx: { minWidth: 130 },
      valores: ESTADOS_FILTRO,
      etiqueta: (e) => t.estados[e],
      default: 'TODOS',
    }),
    clienteId: campo.opcion({
      url: 'cliente',
      label: f.cliente,
      sx: { minWidth: 220, maxWidth: 300 },
      opciones: 'clientes',
    }),
    estadoPago: campo.eleccion({
      url: 'estadoPago',
      label: f.estadoPago,
      sx: { minWidth: 150 },
      valores: ESTADOS_PAGO_FILTRO,
      etiqueta: (e) => t.estadosPago[e],
      default: 'TODOS',
    }),
    enviadas: campo.eleccion({
      url: 'enviadas',
      label: f.hacienda,
      sx: { minWidth: 140 },
      valores: HACIENDA_FILTROS.map((h) => h.id),
      etiqueta: (id) => t.haciendaFiltro[String(id) as keyof typeof t.haciendaFiltro],
      default: HACIENDA_FILTRO_DEFAULT,
    }),
  },
  params: (v): FacturasFiltros => ({
    clienteId: v.clienteId,
    estado: v.estado,
    estadoPago: v.estadoPago,
    fechaInicio: v.fechaInicio,
    fechaFinal: v.fechaFinal,
    enviadas: v.enviadas,
  }),
});

const simbol = (r: FacturaRow) => r.simbol;

/** Text that may take two lines (Pago, Cliente); the whole text on hover. */
const dosLineas = (def: GridColDef<FacturaRow>): GridColDef<FacturaRow> => ({
  ...def,
  renderCell: ({ value }) => (
    <Box
      component="span"
      title={String(value ?? '')}
      sx={{
        whiteSpace: 'normal',
        lineHeight: 1.25,
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {String(value ?? '')}
    </Box>
  ),
});

/** Ten columns fit 1366 px beside the sidebar: narrower cell padding, cells centred vertically. */
const GRID_SX = {
  '& .MuiDataGrid-cell, & .MuiDataGrid-columnHeader': { px: 0.75 },
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
} as const;

/** A failed call's flash; a 401 says nothing more (the session layer already flashes and signs out). */
function avisarFallo(texto: string, error: unknown, duracion?: Duration) {
  if (errorStatus(error) === 401) return;
  flash.danger(failureMessage(texto, error), duracion);
}

/**
 * 'Listado Facturas' (seed 2 §2): filters in the URL (B4), server paging by 10, the total amount,
 * and every Hacienda action of the row with its wait, result and confirmation dialogs (seed 2 §8).
 */
export function FacturasListPage() {
  // One of the Panel's 'Pendientes con Hacienda' (D37): the filters' rows narrowed to it, paged here.
  const [searchParams] = useSearchParams();
  const atencionUrl = searchParams.get('atencion');
  const atencion = esAtencion(atencionUrl) ? atencionUrl : null;
  const ahoraMin = useAhoraPorMinuto(atencion === 'sinRespuesta');
  const filtrarAtencion = useMemo(() => {
    if (!atencion) return null;
    const { pendienteDesde } = leerMemoria(tokenStore.claims()?.user_name ?? '');
    return (rows: readonly FacturaRow[]) =>
      rows.filter((r) => cumple(atencion, r, ahoraMin, (id) => pendienteDesde[id]));
  }, [atencion, ahoraMin]);
  const useLista = (p: FacturasFiltros, pagina: number) => useFacturasLista(p, pagina, filtrarAtencion);
  const list = useListFilter(facturasFiltro, useLista, {
    listKey: facturasKeys.lists(),
    pageSize: PAGE_SIZE_FACTURAS,
  });
  const { query, values } = list;
  const esAdmin = (useRoles() ?? NO_ROLES).isAdmin;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const opciones = useFacturasOpciones();
  const page = query.data;
  const vigilante = useVigilante();
  const { consultando } = useEstadoVigilante(vigilante);

  // ------------------------------------------------------------------------------------------
  // Row actions

  const { bloqueos, bloquear, ahora } = useBloqueos();
  const [espera, setEspera] = useState<string | null>(null);
  const [ocupadas, setOcupadas] = useState<ReadonlyMap<number, AccionFactura>>(() => new Map());
  const ocupadasRef = useRef(new Map<number, AccionFactura>());
  /** Runs one action on a row: a second one on the same row while it runs is ignored. */
  const enFila = useCallback(
    async (facturaId: number, accion: AccionFactura, ejecutar: () => Promise<void>) => {
      // An automatic check of the row in flight counts too: one check per invoice at a time (D37).
      if (ocupadasRef.current.has(facturaId) || vigilante?.enCurso(facturaId)) return;
      ocupadasRef.current.set(facturaId, accion);
      setOcupadas(new Map(ocupadasRef.current));
      try {
        await ejecutar();
      } finally {
        ocupadasRef.current.delete(facturaId);
        setOcupadas(new Map(ocupadasRef.current));
      }
    },
    [vigilante],
  );

  const { mutateAsync: enviar } = useEnviarFactura();
  const { mutateAsync: consultar } = useConsultarEstado();
  const { mutateAsync: consultarNc } = useConsultarEstadoNc();
  const { mutateAsync: notaCredito } = useNotaCredito();
  const { mutateAsync: cambiarPago } = useCambiarEstadoPago();

  const onEnviar = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'enviar', async () => {
        // Checked first (issue 18): what Hacienda would reject is never sent.
        setEspera(t.revisando);
        let problemas: string[];
        try {
          const [{ factura }, { revisarFactura, revisableDesdeFactura }] = await Promise.all([
            queryClient.fetchQuery(facturaDataQuery(row.facturaId)),
            cargarRevision(),
          ]);
          problemas = factura ? revisarFactura(revisableDesdeFactura(factura)).map((p) => p.mensaje) : [];
        } catch (error) {
          setEspera(null);
          avisarFallo(t.envioFallo, error, FLASH_FACTURA_MS);
          return;
        }
        if (problemas.length) {
          setEspera(null);
          const editar = await confirmDialog({
            title: t.noEnviadaTitulo,
            message: t.noEnviada(row.facturaId),
            items: problemas,
            confirmText: t.editarFactura,
            cancelText: t.cerrar,
          });
          if (editar) navigate(paths.facturaEditar(row.facturaId));
          return;
        }
        setEspera(t.enviandoHacienda);
        try {
          const r = await enviar(row.facturaId);
          bloquear(row.facturaId, bloqueosTrasEnvio(r.result, Date.now()));
          setEspera(null);
          const tipo = resultadoEnvio(r.result);
          // Pending: asked again by itself when the 5-minute block ends (D37), never sent again.
          if (tipo === 'pendiente') vigilante?.enviada(row.facturaId);
          if (tipo === 'aceptado') flash.success(t.envioExitoso, FLASH_FACTURA_MS);
          else if (tipo === 'pendiente')
            void alertDialog({ title: t.respuestaHaciendaTitulo, message: t.respuestaHaciendaPendiente });
          else void alertDialog({ title: t.errorEnvioTitulo, message: r.resultStr || t.envioFallo });
        } catch (error) {
          setEspera(null);
          avisarFallo(t.envioFallo, error, FLASH_FACTURA_MS);
        } finally {
          setEspera(null);
        }
      }),
    [enFila, enviar, bloquear, queryClient, navigate, vigilante],
  );

  const primerMotivo = useCallback((id: number) => motivoDe(queryClient, id), [queryClient]);

  /** Obtener Respuesta (and the credit note's): each check blocks the next one 10 s. */
  const comprobar = useCallback(
    (
      row: FacturaRow,
      accion: 'obtenerRespuesta' | 'obtenerRespuestaNc',
      llamar: (id: number) => Promise<{ result: number; resultStr: string }>,
    ) =>
      void enFila(row.facturaId, accion, async () => {
        setEspera(t.consultandoHacienda);
        const tipoConsulta = accion === 'obtenerRespuesta' ? 'factura' : 'nc';
        try {
          const r = await llamar(row.facturaId);
          // A person's check counts as one and starts the automatic back-off again (D37).
          vigilante?.consultada(row.facturaId, tipoConsulta, r);
          setEspera(null);
          const tipo = resultadoConsulta(r.result);
          if (tipo === 'aceptado') flash.success(t.comprobado(r.resultStr), FLASH_FACTURA_MS);
          else if (tipo === 'rechazado') {
            const motivo = accion === 'obtenerRespuesta' ? await primerMotivo(row.facturaId) : null;
            flash.warning(
              motivo ? t.comprobadoRechazadoMotivo(r.resultStr, motivo) : t.comprobadoRechazado(r.resultStr),
              FLASH_FACTURA_MS,
            );
          } else flash.info(t.noComprobado(r.resultStr), FLASH_FACTURA_MS);
        } catch (error) {
          vigilante?.consultada(row.facturaId, tipoConsulta, null);
          setEspera(null);
          avisarFallo(t.consultaFallo, error, FLASH_FACTURA_MS);
        } finally {
          setEspera(null);
          bloquear(row.facturaId, bloqueosTrasConsulta(Date.now()));
        }
      }),
    [enFila, bloquear, primerMotivo, vigilante],
  );

  const onNotaCredito = useCallback(
    async (row: FacturaRow) => {
      const ok = await confirmDialog({
        title: t.accion.notaCredito,
        message: t.notaCreditoConfirmar(row.facturaId),
        confirmText: t.accion.notaCredito,
        destructive: true,
      });
      if (!ok) return;
      await enFila(row.facturaId, 'notaCredito', async () => {
        flash.info(t.anulando);
        try {
          await notaCredito(row.facturaId);
          flash.success(t.anulado, FLASH_FACTURA_MS);
        } catch (error) {
          avisarFallo(t.anularError(row.facturaId), error, UNTIL_CLOSED);
        }
      });
    },
    [enFila, notaCredito],
  );

  const onCambiarPago = useCallback(
    async (row: FacturaRow, estadoPago: EstadoPago) => {
      const ok = await confirmDialog({
        title: t.cambiarPagoTitulo(row.facturaId),
        message: t.cambiarPagoConfirmar(estadoPago),
        confirmText: t.accion.cambiar,
      });
      if (!ok) return;
      await enFila(row.facturaId, 'cambiar', async () => {
        try {
          await cambiarPago({ id: row.facturaId, estadoPago });
          flash.success(t.pagoCambiado(estadoPago), FLASH_FACTURA_MS);
        } catch (error) {
          avisarFallo(t.pagoError, error, UNTIL_CLOSED);
        }
      });
    },
    [enFila, cambiarPago],
  );

  const onPdf = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'pdf', async () => {
        try {
          flash.success(t.descargada(await descargarPdf(row.facturaId)));
        } catch (error) {
          avisarFallo(t.pdfError(row.facturaId), error, UNTIL_CLOSED);
        }
      }),
    [enFila],
  );

  const onXml = useCallback(
    (row: FacturaRow) =>
      void enFila(row.facturaId, 'xml', async () => {
        try {
          flash.success(t.xmlDescargado(await descargarXml(row.facturaId)));
        } catch (error) {
          avisarFallo(t.xmlError, error);
        }
      }),
    [enFila],
  );

  // A row with a person's action in flight is not watched: a send that leaves it pending first tells
  // the watcher (the 5-minute block), and only then is the row watched again.
  useVigilarFacturas(
    vigilante,
    useMemo(() => page?.facturas.filter((r) => !ocupadas.has(r.facturaId)), [page, ocupadas]),
  );

  // A row checked automatically shows busy, its check button's place taken by the spinner.
  const ocupadasVista = useMemo(() => {
    if (!consultando.length) return ocupadas;
    const m = new Map(ocupadas);
    for (const id of consultando) {
      const row = page?.facturas.find((r) => r.facturaId === id);
      if (!m.has(id)) m.set(id, row?.enviadaHacienda === 2 ? 'obtenerRespuestaNc' : 'obtenerRespuesta');
    }
    return m;
  }, [ocupadas, consultando, page]);

  const contexto = useMemo<AccionesContexto>(
    () => ({
      esAdmin,
      filtroEstado: values.estado,
      ocupadas: ocupadasVista,
      bloqueos,
      ahora,
      onEnviar,
      onObtenerRespuesta: (row) => comprobar(row, 'obtenerRespuesta', consultar),
      onObtenerRespuestaNc: (row) => comprobar(row, 'obtenerRespuestaNc', consultarNc),
      onNotaCredito: (row) => void onNotaCredito(row),
      onCambiarPago: (row, estadoPago) => void onCambiarPago(row, estadoPago),
      onPdf,
      onXml,
    }),
    [
      esAdmin,
      values.estado,
      ocupadasVista,
      bloqueos,
      ahora,
      onEnviar,
      comprobar,
      consultar,
      consultarNc,
      onNotaCredito,
      onCambiarPago,
      onPdf,
      onXml,
    ],
  );

  // ------------------------------------------------------------------------------------------
  // Batch send of a date range

  const { mutateAsync: enviarLote, isPending: enviandoLote } = useEnviarLote();
  /** The range's unsent invoices, each checked (four at a time, with progress): 'Factura N: first problem'. */
  const revisarLote = async (f: FiltrosFacturas): Promise<string[]> => {
    setEspera(t.loteRevisando(0, 0));
    const { facturas } = await callApi(facturasApi.lista, {
      query: {
        clienteId: 0,
        estado: 'Ingresada',
        estadoPago: 'TODOS',
        enviadas: 0,
        fechaInicio: f.fechaInicio,
        fechaFinal: f.fechaFinal,
        pageNumber: 0,
        pageSize: LOTE_MAX,
        cargados: true,
      },
    });
    const { revisarFactura, revisableDesdeFactura } = await cargarRevision();
    const primeros = await enParalelo(
      facturas.map((r) => r.facturaId),
      4,
      async (id) => {
        const { factura } = await queryClient.fetchQuery(facturaDataQuery(id));
        const problema = factura ? revisarFactura(revisableDesdeFactura(factura))[0] : undefined;
        return problema ? t.loteProblema(id, problema.mensaje) : null;
      },
      (hechas, total) => setEspera(t.loteRevisando(hechas, total)),
    );
    return primeros.filter((p): p is string => p !== null);
  };

  const onLote = async (f: FiltrosFacturas) => {
    if (!f.fechaInicio || !f.fechaFinal) {
      flash.danger(t.loteFechas);
      return;
    }
    list.filtrar(f);
    // Checked first (issue 18): the range's unsent invoices that Hacienda would reject are named.
    let rechazables: string[];
    try {
      rechazables = await revisarLote(f);
    } catch (error) {
      setEspera(null);
      avisarFallo(t.loteError, error, UNTIL_CLOSED);
      return;
    }
    setEspera(null);
    if (
      rechazables.length &&
      !(await confirmDialog({
        title: t.loteProblemasTitulo,
        message: t.loteProblemas(rechazables.length),
        items: rechazables,
        confirmText: t.loteEnviarIgual,
      }))
    )
      return;
    const ok = await confirmDialog({
      title: t.lote,
      message: t.loteConfirmar(
        formatDate(parseQueryDate(f.fechaInicio)),
        formatDate(parseQueryDate(f.fechaFinal)),
      ),
      confirmText: t.lote,
    });
    if (!ok) return;
    flash.info(t.loteEnviando);
    try {
      await enviarLote({ fechaInicio: f.fechaInicio, fechaFinal: f.fechaFinal });
      flash.success(t.loteIniciado, FLASH_FACTURA_MS);
    } catch (error) {
      avisarFallo(t.loteError, error, UNTIL_CLOSED);
    }
  };

  // ------------------------------------------------------------------------------------------

  const columns = useMemo<GridColDef<FacturaRow>[]>(
    () => [
      { field: 'facturaId', headerName: t.col.factura, width: 80 },
      dosLineas({ field: 'estadoPago', headerName: t.col.pago, width: 90 }),
      moneyColumn<FacturaRow>({ field: 'subtotal', headerName: t.col.subTotal, width: 112, simbol }),
      moneyColumn<FacturaRow>({ field: 'impuestoVentas', headerName: t.col.iva, width: 96, simbol }),
      moneyColumn<FacturaRow>({ field: 'total', headerName: t.col.total, width: 112, simbol }),
      dateColumn<FacturaRow>({ field: 'fecha', headerName: t.col.fecha, width: 94 }),
      dosLineas({ field: 'cliente', headerName: t.col.cliente, flex: 1, minWidth: 96 }),
      { field: 'estado', headerName: t.col.estado, width: 84 },
      {
        field: 'hacienda',
        headerName: t.col.hacienda,
        width: 108,
        renderCell: ({ value }) => (value ? <EtiquetaHacienda texto={String(value)} /> : null),
      },
      {
        field: 'acciones',
        headerName: t.col.acciones,
        width: ACCIONES_WIDTH,
        ...ACCIONES_COLUMNA,
        renderCell: ({ row }) => <AccionesFactura row={row} />,
      },
    ],
    [],
  );

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
        <EstadoConsultas vigilante={vigilante} />
        <Box sx={{ flexGrow: 1 }} />
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
      <AccionesFacturaContext.Provider value={contexto}>
        <Box sx={GRID_SX}>
          <DataTable
            label={t.listado}
            rows={page?.facturas ?? []}
            columns={columns}
            getRowId={(r) => r.facturaId}
            query={query}
            paging={list.paging(page?.total ?? 0)}
            rowHeight={48}
          />
        </Box>
      </AccionesFacturaContext.Provider>
      <EsperaDialog texto={espera} />
    </>
  );
}

type FiltrosFacturas = ValuesOf<typeof facturasFiltro>;

/** The same list without the Panel's narrowing (and from its first page). */
function sinAtencion(searchParams: URLSearchParams): string {
  const next = new URLSearchParams(searchParams);
  next.delete('atencion');
  next.delete('pagina');
  const q = next.toString();
  return q ? `${paths.facturas}?${q}` : paths.facturas;
}

export default FacturasListPage;
