import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import type { EditableColumn } from '@/components/editable-table/editable-column';
import { EditableTable } from '@/components/editable-table/editable-table';
import { RowActions } from '@/components/editable-table/row-actions';
import { useRowEditor } from '@/components/editable-table/use-row-editor';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { failureMessage } from '@/lib/errors';
import { DEFAULT_SIMBOL, formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-clientes';
import { useDeleteTarifa, useSaveTarifa, useTarifas } from '../api';
import {
  erroresTarifa,
  idTemporal,
  nuevaTarifa,
  tarifaAFila,
  type TarifaCampo,
  type TarifaFila,
} from '../rules';
import type { Moneda, TarifasData } from '../contract';
import type { Ref } from '@/lib/contract';

const t = es.tarifas;

/**
 * cliente-tarifas/{id}: the client's tariffs in an inline-editable table, one row added or edited at a
 * time (admin or coordinator; M14, M15).
 */
export function ClienteTarifasPage() {
  const { id, invalid } = useRouteId();
  const query = useTarifas(id);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  return (
    <>
      <PageHeader title={t.titulo} backTo={paths.clientes} />
      <QueryState query={query}>{(data) => <TarifasEditor clienteId={id} data={data} />}</QueryState>
    </>
  );
}

/** Every service and currency a row may name: the lists, plus those of saved rows no longer listed. */
function lookups(data: TarifasData) {
  const servicios = new Map<number, Ref>(data.servicios.map((s) => [s.id, s]));
  const monedas = new Map<number, Moneda>(data.tipoCambios.map((m) => [m.id, m]));
  for (const r of data.tarifas) {
    const s = r.servicioCorreduriaAduanera;
    const m = r.tipoCambio;
    if (s && !servicios.has(s.id)) servicios.set(s.id, s);
    if (m && !monedas.has(m.id)) monedas.set(m.id, m);
  }
  return { servicios, monedas };
}

function TarifasEditor({ clienteId, data }: { clienteId: number; data: TarifasData }) {
  const save = useSaveTarifa(clienteId);
  const remove = useDeleteTarifa(clienteId);
  const editor = useRowEditor<TarifaFila>({
    onBlocked: (why) => void alertDialog({ message: why === 'editing' ? t.editando : t.agregando }),
  });
  useUnsavedChanges(editor.dirty);
  // A field's message shows once the user has left that field or tried to save the open row, and
  // follows the edits from then on.
  const [attempted, setAttempted] = useState<number | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<TarifaCampo>>(new Set());
  const errors: Partial<Record<TarifaCampo, string>> = {};
  if (editor.draft) {
    const all = erroresTarifa(editor.draft);
    for (const campo of Object.keys(all) as TarifaCampo[]) {
      if (attempted === editor.draft.id || touched.has(campo)) errors[campo] = all[campo];
    }
  }
  const touch = (campo: TarifaCampo) =>
    setTouched((prev) => (prev.has(campo) ? prev : new Set(prev).add(campo)));
  const reset = () => {
    setAttempted(null);
    setTouched(new Set());
  };

  const rows = useMemo(() => data.tarifas.map(tarifaAFila), [data.tarifas]);
  const { servicios, monedas } = useMemo(() => lookups(data), [data]);
  const simbol = (r: TarifaFila) => monedas.get(r.tipoCambioId)?.simbol || DEFAULT_SIMBOL;

  const nueva = () => {
    const id = idTemporal(new Set(rows.map((r) => r.id)));
    if (editor.add(id, nuevaTarifa(id, data.servicios, data.tipoCambios))) reset();
  };

  const close = () => {
    editor.close();
    reset();
  };

  const [guardar, saving] = useSingleFlight(async () => {
    const fila = editor.draft;
    if (!fila) return;
    if (Object.keys(erroresTarifa(fila)).length) {
      setAttempted(fila.id);
      return;
    }
    try {
      await save.mutateAsync({
        fila,
        isNew: editor.isNew,
        servicios: [...servicios.values()],
        monedas: [...monedas.values()],
      });
      flash.success(t.guardada);
      close();
    } catch (error) {
      flash.danger(failureMessage(t.errorGuardar, error), UNTIL_CLOSED);
    }
  });

  const [borrar] = useSingleFlight(async (fila: TarifaFila, isNew: boolean) => {
    if (isNew) {
      close();
      return;
    }
    const ok = await confirmDialog({
      message: t.confirmarBorrar(fila.nombre),
      confirmText: t.borrar,
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(fila.id);
      if (editor.isOpen(fila.id)) close();
      flash.success(t.eliminada);
    } catch (error) {
      flash.danger(failureMessage(t.errorEliminar, error), UNTIL_CLOSED);
    }
  });

  const field = (campo: TarifaCampo, label: string): Partial<TextFieldProps> => ({
    onBlur: () => touch(campo),
    size: 'small',
    fullWidth: true,
    error: !!errors[campo],
    helperText: errors[campo],
    slotProps: { htmlInput: { 'aria-label': label } },
  });

  const columns: EditableColumn<TarifaFila>[] = [
    {
      id: 'servicio',
      header: t.col.servicio,
      minWidth: 200,
      render: (r) => servicios.get(r.servicioId)?.nombre ?? '',
      renderEdit: (d, change) => (
        <TextField
          {...field('servicioId', t.col.servicio)}
          select
          value={servicios.has(d.servicioId) ? d.servicioId : ''}
          onChange={(e) => change({ servicioId: Number(e.target.value) })}
        >
          {[...servicios.values()].map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.nombre}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      id: 'detalle',
      header: t.col.detalle,
      minWidth: 220,
      render: (r) => r.nombre,
      renderEdit: (d, change) => (
        <TextField
          {...field('nombre', t.col.detalle)}
          autoFocus
          value={d.nombre}
          onChange={(e) => change({ nombre: e.target.value })}
        />
      ),
    },
    {
      id: 'monto',
      header: t.col.monto,
      align: 'right',
      minWidth: 150,
      render: (r) => formatMoney(r.monto, simbol(r)),
      renderEdit: (d, change) => (
        <TextField
          {...field('monto', t.col.monto)}
          value={d.monto}
          onChange={(e) => change({ monto: e.target.value })}
          slotProps={{
            htmlInput: { 'aria-label': t.col.monto, inputMode: 'decimal', style: { textAlign: 'right' } },
            input: { startAdornment: <InputAdornment position="start">{simbol(d)}</InputAdornment> },
          }}
        />
      ),
    },
    {
      id: 'moneda',
      header: t.col.moneda,
      minWidth: 130,
      render: (r) => monedas.get(r.tipoCambioId)?.nombre ?? '',
      renderEdit: (d, change) => (
        <TextField
          {...field('tipoCambioId', t.col.moneda)}
          select
          value={monedas.has(d.tipoCambioId) ? d.tipoCambioId : ''}
          onChange={(e) => change({ tipoCambioId: Number(e.target.value) })}
        >
          {[...monedas.values()].map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.nombre}
            </MenuItem>
          ))}
        </TextField>
      ),
    },
    {
      id: 'observacion',
      header: t.col.observacion,
      minWidth: 180,
      render: (r) => r.observacion,
      renderEdit: (d, change) => (
        <TextField
          {...field('observacion', t.col.observacion)}
          value={d.observacion}
          onChange={(e) => change({ observacion: e.target.value })}
        />
      ),
    },
  ];

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t.encabezado(data.nombre)}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={nueva}
          sx={{ flexShrink: 0, whiteSpace: 'nowrap', alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {t.nueva}
        </Button>
      </Stack>
      <EditableTable<TarifaFila>
        label={t.tabla}
        columns={columns}
        rows={rows}
        getKey={(r) => r.id}
        editor={editor}
        actionsHeader={t.col.acciones}
        emptyText={t.sinTarifas}
        onSubmitRow={() => void guardar()}
        onCancelRow={close}
        renderActions={(row, { open, isNew }) => (
          <RowActions
            name={isNew ? t.filaNueva : row.nombre}
            open={open}
            saving={open && saving}
            onSave={() => void guardar()}
            onCancel={close}
            onEdit={() => {
              if (editor.edit(row.id, row)) reset();
            }}
            onDelete={() => void borrar(row, isNew)}
            labels={{ save: t.guardar, cancel: t.cancelar, edit: t.editar, delete: t.borrar }}
          />
        )}
      />
    </>
  );
}

export default ClienteTarifasPage;
