import { useCurrentUser } from '@/auth/api';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { CatalogFormPage, type CatalogFormConfig } from '@/components/catalog/catalog-form-page';
import { CatalogListPage } from '@/components/catalog/catalog-list-page';
import { BarChart, DoughnutChart } from '@/components/charts';
import { chipColumn } from '@/components/data-table/chip-column';
import { dateColumn, moneyColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import { EditableTable, type EditableColumn } from '@/components/editable-table/editable-table';
import { RowActions } from '@/components/editable-table/row-actions';
import { useRowEditor } from '@/components/editable-table/use-row-editor';
import { FilePicker } from '@/components/file-picker';
import { FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/flash/flash-store';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormCard } from '@/components/form/form-card';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormDateField } from '@/components/form/form-date-field';
import { FormGrid } from '@/components/form/form-grid';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { QueryState } from '@/components/query-state';
import { formatDate, formatDateTime, parseQueryDate, toQueryDate } from '@/lib/dates';
import { formatMoney, toNumber } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-guia';
import {
  CLIENTES,
  CODIGOS,
  ESTADOS_TICA,
  FACTURAS,
  LINEAS,
  MESES,
  MONEDAS,
  MONTOS_ANTICIPOS,
  MONTOS_COLONES,
  RECIBOS_POR_ESTADO,
  type CodigoEjemplo,
  type FacturaEjemplo,
  type LineaEjemplo,
} from './samples';

const g = es.guiaEstilo;

/** Mensajes y diálogos: the flash store (four kinds, own durations) and the confirm/alert dialogs. */
export function MensajesSection() {
  const m = g.mensajes;
  const [respuesta, setRespuesta] = useState<boolean | null>(null);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" color="success" onClick={() => flash.success(m.flashExito)}>
          {m.exito}
        </Button>
        <Button variant="outlined" color="error" onClick={() => flash.danger(m.flashError)}>
          {m.error}
        </Button>
        <Button variant="outlined" color="info" onClick={() => flash.info(m.flashInformacion, 10000)}>
          {m.informacion}
        </Button>
        <Button variant="outlined" color="warning" onClick={() => flash.warning(m.flashAdvertencia)}>
          {m.advertencia}
        </Button>
        <Button
          onClick={() =>
            void confirmDialog({ title: m.confirmar, message: m.confirmarMensaje }).then(setRespuesta)
          }
        >
          {m.confirmar}
        </Button>
        <Button onClick={() => void alertDialog({ title: m.aviso, message: m.avisoMensaje })}>
          {m.aviso}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 1, minHeight: 20 }}>
        {respuesta !== null && m.respuesta(respuesta)}
      </Typography>
      <Alert severity="info" sx={{ mt: 1 }}>
        {m.formatos}: {formatMoney(1234567.891)} · {formatMoney(980.5, '$')} · {formatDate(new Date())} ·{' '}
        {formatDateTime(new Date())}
      </Alert>
    </>
  );
}

/** Insignias y rutas: a badge, the state chips of the lists and a breadcrumb. */
export function InsigniasSection() {
  const t = g.insignias;
  return (
    <>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 2 }}>
        <Badge badgeContent={4} color="primary" aria-label={t.correos(4)} role="img">
          <MailIcon aria-hidden />
        </Badge>
        <Chip label="ACTIVO" color="success" size="small" sx={{ fontWeight: 600 }} />
        <Chip label="PENDIENTE" color="warning" size="small" sx={{ fontWeight: 600 }} />
        <Chip label="ANULADA" color="error" size="small" variant="outlined" sx={{ fontWeight: 600 }} />
      </Stack>
      <Breadcrumbs aria-label={t.ruta}>
        <Link
          component={RouterLink}
          to={paths.dashboard}
          underline="hover"
          sx={{ display: 'flex', alignItems: 'center' }}
        >
          <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" aria-hidden /> {t.panel}
        </Link>
        <Link component={RouterLink} to={paths.clientes} underline="hover">
          {t.clientes}
        </Link>
        <Typography color="text.primary" aria-current="page">
          {g.titulo}
        </Typography>
      </Breadcrumbs>
    </>
  );
}

/** Archivo: the shared file picker (the screens' uploads use it). */
export function ArchivoSection() {
  const t = g.archivo;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FilePicker
      label={t.elegir}
      files={files}
      onChange={setFiles}
      emptyText={t.ninguno}
      listLabel={t.lista}
      removeLabel={t.quitar}
    />
  );
}

/** Tabla de datos: the one DataTable with the columns helpers (text, date, state chip, money). */
export function TablaSection() {
  const t = g.tabla;
  const columns = useMemo<GridColDef<FacturaEjemplo>[]>(
    () => [
      { field: 'id', headerName: t.factura, width: 100 },
      textColumn<FacturaEjemplo>({ field: 'cliente', headerName: t.cliente, flex: 1, minWidth: 200 }),
      dateColumn<FacturaEjemplo>({ field: 'fecha', headerName: t.fecha, withTime: true }),
      chipColumn<FacturaEjemplo>({
        field: 'estado',
        headerName: t.estado,
        color: (v) => (v === 'Aceptado' ? 'success' : v === 'Pendiente' ? 'warning' : 'error'),
      }),
      moneyColumn<FacturaEjemplo>({ field: 'total', headerName: t.monto, simbol: (r) => r.simbol }),
    ],
    [t],
  );
  return <DataTable label={t.nombre} rows={FACTURAS} columns={columns} maxHeight="320px" />;
}

const montoLinea = (l: LineaEjemplo) => toNumber(l.cantidad) * toNumber(l.precio);

/**
 * Tabla editable: invoice-like lines in the EditableTable with the shared row editor (one open row,
 * Enter saves, Escape cancels) and RowActions; Borrar asks first.
 */
export function TablaEditableSection() {
  const t = g.tablaEditable;
  const l = es.facturaForm.linea;
  const [lineas, setLineas] = useState<LineaEjemplo[]>(() => [...LINEAS]);
  const editor = useRowEditor<LineaEjemplo>({ onBlocked: () => void alertDialog({ message: l.abierta }) });
  const numero = (row: LineaEjemplo) => {
    const i = lineas.findIndex((x) => x.key === row.key);
    return i < 0 ? lineas.length + 1 : i + 1;
  };
  const listo = () => {
    const d = editor.draft;
    if (!d) return;
    const guardada = { ...d, detalle: d.detalle.trim() || t.nuevoDetalle };
    setLineas((ls) =>
      editor.isNew ? [...ls, guardada] : ls.map((x) => (x.key === guardada.key ? guardada : x)),
    );
    editor.close();
  };
  const borrar = async (row: LineaEjemplo, isNew: boolean) => {
    if (isNew) return editor.close();
    const ok = await confirmDialog({
      message: l.borrarConfirmar(row.detalle),
      confirmText: l.borrar,
      destructive: true,
    });
    if (!ok) return;
    setLineas((ls) => ls.filter((x) => x.key !== row.key));
    if (editor.isOpen(row.key)) editor.close();
  };
  const input = (label: string, value: string, onChange: (v: string) => void, numeric = false) => (
    <TextField
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: {
          'aria-label': label,
          ...(numeric && { inputMode: 'decimal', style: { textAlign: 'right' } }),
        },
      }}
    />
  );
  const columns: EditableColumn<LineaEjemplo>[] = [
    {
      id: 'detalle',
      header: l.detalle,
      minWidth: 220,
      render: (r) => r.detalle,
      renderEdit: (d, change) => input(l.detalle, d.detalle, (detalle) => change({ detalle })),
    },
    {
      id: 'cantidad',
      header: l.cantidad,
      align: 'right',
      width: 110,
      render: (r) => r.cantidad,
      renderEdit: (d, change) => input(l.cantidad, d.cantidad, (cantidad) => change({ cantidad }), true),
    },
    {
      id: 'precio',
      header: t.precio,
      align: 'right',
      width: 150,
      render: (r) => formatMoney(r.precio),
      renderEdit: (d, change) => input(t.precio, d.precio, (precio) => change({ precio }), true),
    },
    {
      id: 'total',
      header: l.total,
      align: 'right',
      width: 150,
      render: (r) => formatMoney(montoLinea(r)),
    },
  ];
  const total = lineas.reduce((a, x) => a + montoLinea(x), 0);
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => {
            const key = Math.max(0, ...lineas.map((x) => x.key)) + 1;
            editor.add(key, { key, detalle: '', cantidad: '1', precio: '0' });
          }}
        >
          {l.agregar}
        </Button>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t.total(formatMoney(total))}
        </Typography>
      </Stack>
      <EditableTable<LineaEjemplo>
        label={t.nombre}
        columns={columns}
        rows={lineas}
        getKey={(r) => r.key}
        editor={editor}
        actionsHeader={l.acciones}
        emptyText={l.sinLineas}
        onSubmitRow={listo}
        onCancelRow={editor.close}
        renderActions={(row, { open, isNew }) => (
          <RowActions
            name={l.fila(numero(row))}
            open={open}
            onSave={listo}
            onCancel={editor.close}
            onEdit={() => editor.edit(row.key, row)}
            onDelete={() => void borrar(row, isNew)}
            labels={{ save: l.listo, cancel: l.cancelar, edit: l.editar, delete: l.borrar }}
          />
        )}
      />
    </>
  );
}

const f = g.formulario;
const formSchema = z.object({
  clienteId: z.number().check(z.gte(1, es.common.requerido)),
  correo: z.pipe(
    z.string().check(z.trim(), z.minLength(1, es.common.requerido)),
    z.email(es.common.correoInvalido),
  ),
  monedaId: z.number().check(z.gte(1, es.common.requerido)),
  fecha: z
    .nullable(z.date({ error: es.common.requerido }))
    .check(z.refine((d) => d !== null, es.common.requerido)),
  exonerado: z.number(),
});
type FormEjemplo = z.input<typeof formSchema>;

/**
 * Campos de formulario: every bound field (text, select, autocomplete, date, checkbox) in a FormGrid
 * inside a FormCard; each keeps its message line (steady-message.ts), shown as the field is left.
 */
export function FormularioSection() {
  const { control, handleSubmit } = useForm<FormEjemplo>({
    resolver: zodResolver(formSchema),
    defaultValues: { clienteId: 0, correo: '', monedaId: 1, fecha: null, exonerado: 0 },
    mode: 'onTouched',
  });
  const [submit, saving] = useSingleFlight(async () => {
    await new Promise((r) => setTimeout(r, 300));
    flash.success(f.valido);
  });
  return (
    <FormCard
      label={f.nombre}
      saving={saving}
      submitText={f.validar}
      onSubmit={handleSubmit(submit, () => flash.danger(es.common.camposRequeridos))}
    >
      <FormGrid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormAutocomplete
            control={control}
            name="clienteId"
            label={f.cliente}
            options={CLIENTES}
            required
            noOptionsText={f.clienteSinOpciones}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="correo"
            label={f.correo}
            required
            helperText={f.correoAyuda}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelect control={control} name="monedaId" label={f.moneda} options={MONEDAS} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormDateField control={control} name="fecha" label={f.fecha} required />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormCheckbox
            control={control}
            name="exonerado"
            label={f.exonerado}
            helperText={f.exoneradoAyuda}
          />
        </Grid>
      </FormGrid>
      <Typography variant="body2" color="text.secondary">
        {f.mensajeFijo}
      </Typography>
    </FormCard>
  );
}

/** Rango de fechas: the Fecha Inicio / Fecha Final draft of a filter bar; Filtrar reads it. */
export function RangoSection() {
  const t = g.rango;
  const [inicio] = useState(() => {
    const hoy = new Date();
    return toQueryDate(new Date(hoy.getFullYear(), hoy.getMonth(), 1));
  });
  const [final] = useState(() => toQueryDate(new Date()));
  const range = useDateRange(inicio, final);
  const [aplicado, setAplicado] = useState<{ fechaInicio: string; fechaFinal: string } | null>(null);
  return (
    <>
      <FilterBar label={g.seccion.rango}>
        <DateRangeFields range={range} width={180} />
        <Button variant="contained" onClick={() => setAplicado(range.read() ?? aplicado)}>
          {es.common.filtrar}
        </Button>
      </FilterBar>
      <Typography variant="body2" color="text.secondary" role="status">
        {aplicado
          ? t.aplicado(
              formatDate(parseQueryDate(aplicado.fechaInicio)),
              formatDate(parseQueryDate(aplicado.fechaFinal)),
            )
          : t.sinAplicar}
      </Typography>
    </>
  );
}

/**
 * Estados de carga: a QueryState over a sample query that first fails (LoadError with Reintentar)
 * and answers on the retry, so the spinner, the error and the data show in turn.
 */
export function CargaSection() {
  const t = g.carga;
  const intentos = useRef(0);
  const query = useQuery({
    queryKey: ['guia-estilo', 'carga'],
    queryFn: async () => {
      await new Promise((r) => setTimeout(r, 400));
      intentos.current += 1;
      if (intentos.current % 2 === 1) throw new Error(t.errorEjemplo);
      return CODIGOS;
    },
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <QueryState query={query}>
      {(rows) => <Alert severity="success">{t.cargados(rows.length)}</Alert>}
    </QueryState>
  );
}

const c = g.catalogo;
const catalogoKey = ['guia-estilo', 'catalogo'] as const;
type CodigoForm = { id: number; empresaId: number; codigo: string; descripcion: string };
const codigoSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, es.common.requerido),
      z.regex(/^\d*$/, c.codigoDigitos),
      z.length(3, c.codigoLongitud),
    ),
  descripcion: z
    .string()
    .check(z.trim(), z.minLength(3, c.descripcionLongitud), z.maxLength(60, c.descripcionLongitud)),
});

/**
 * Catálogo: the shared catalog screens (CatalogListPage, CatalogFormPage) over a sample catalog held
 * in the query cache: a save adds the code to the list beside it (nothing reaches the server).
 */
export function CatalogoSection() {
  const location = useLocation();
  const { pathname } = location;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: catalogoKey,
    queryFn: () => Promise.resolve([...CODIGOS]),
    staleTime: Infinity,
  });
  // After a save the form returns to the list (this same guide): a fresh, empty form then.
  const guardado = useRef(false);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!guardado.current) return;
    guardado.current = false;
    setFormKey((k) => k + 1);
  }, [location.key]);
  const save = useMutation<unknown, Error, CodigoForm>({
    mutationFn: async (values) => {
      queryClient.setQueryData<CodigoEjemplo[]>(catalogoKey, (rows = []) => [
        ...rows,
        {
          id: Math.max(0, ...rows.map((r) => r.id)) + 1,
          codigo: values.codigo,
          descripcion: values.descripcion,
        },
      ]);
      guardado.current = true;
    },
  });
  const usuario = useCurrentUser();
  const sinRegistro = useQuery({
    queryKey: ['guia-estilo', 'catalogo', 'nuevo'],
    queryFn: () => Promise.resolve<CodigoEjemplo>({ id: 0, codigo: '', descripcion: '' }),
    enabled: false,
  });
  const config = useMemo<CatalogFormConfig<CodigoForm, CodigoEjemplo>>(
    () => ({
      titleNew: c.tituloNuevo,
      titleEdit: c.tituloEditar,
      listPath: pathname,
      resolver: zodResolver(codigoSchema),
      defaults: (empresaId) => ({ id: 0, empresaId, codigo: '', descripcion: '' }),
      toForm: (r) => ({ id: r.id, empresaId: 0, codigo: r.codigo, descripcion: r.descripcion }),
      texts: { creado: c.creado, actualizado: c.actualizado, errorGuardar: c.errorGuardar },
      code: {
        field: 'codigo',
        label: c.codigo,
        help: c.codigoAyuda,
        length: 3,
        size: { xs: 12, md: 4 },
        wrongLength: (v) => v.trim().length !== 3,
        dialog: { title: c.codigoLongitudTitulo, message: c.codigoLongitud },
      },
      descripcion: { label: c.descripcion, help: c.descripcionAyuda, size: { xs: 12, md: 8 } },
    }),
    [pathname],
  );
  const code = useMemo(
    () => ({ field: 'codigo' as const, width: 110, value: (r: CodigoEjemplo) => r.codigo }),
    [],
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <CatalogListPage<CodigoEjemplo>
            texts={c}
            newPath={pathname}
            query={query}
            code={code}
            editPath={() => pathname}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <CatalogFormPage key={formKey} config={config} query={sinRegistro} save={save} usuario={usuario} />
        </Box>
      </Grid>
    </Grid>
  );
}

/** Gráficos: the shared bar (money) and doughnut (counts) charts; chart.js loads with the first one. */
export function GraficosSection() {
  const t = g.graficos;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <BarChart
          title={t.barras}
          categoryLabel={t.mes}
          labels={MESES}
          datasets={[
            { label: t.colones, data: MONTOS_COLONES },
            { label: t.anticipos, data: MONTOS_ANTICIPOS },
          ]}
          format="money"
          height={220}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DoughnutChart
          title={t.anillo}
          categoryLabel={t.estado}
          labels={ESTADOS_TICA}
          datasets={[{ label: t.recibos, data: RECIBOS_POR_ESTADO }]}
          height={220}
        />
      </Grid>
    </Grid>
  );
}
