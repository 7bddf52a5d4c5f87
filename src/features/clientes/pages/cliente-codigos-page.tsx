import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo } from 'react';
import { ActivityCodeSearch } from '@/components/activity-code-search';
import { alertDialog, confirmDialog } from '@/components/dialogs/dialogs';
import type { EditableColumn } from '@/components/editable-table/editable-column';
import { EditableTable } from '@/components/editable-table/editable-table';
import { RowActions } from '@/components/editable-table/row-actions';
import { useRowEditor } from '@/components/editable-table/use-row-editor';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { LoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { PageSpinner, QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-clientes';
import { useCliente, useClienteCodigos, useDeleteClienteCodigo, useSaveClienteCodigo } from '../api';
import { CodigosInactivos } from '../components/codigos-inactivos';
import type { Cliente } from '../contract';
import { codigoAFila, idTemporal, type CodigoFila } from '../rules';

const t = es.codigosActividad;

/**
 * cliente-codigos-actividad/{id}: the client's activity codes in an editable table, one new or edited
 * row at a time, a code searched with the shared search box (sign-in only, no role guard; M13).
 */
export function ClienteCodigosPage() {
  const { id, invalid } = useRouteId();
  const cliente = useCliente(id);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  return <QueryState query={cliente}>{(c) => <CodigosEditor clienteId={id} cliente={c} />}</QueryState>;
}

function CodigosEditor({ clienteId, cliente }: { clienteId: number; cliente: Cliente }) {
  const nombre = cliente.nombre;
  const query = useClienteCodigos(clienteId);
  const save = useSaveClienteCodigo(clienteId);
  const remove = useDeleteClienteCodigo(clienteId);
  const editor = useRowEditor<CodigoFila>({
    onBlocked: (why) => void alertDialog({ message: why === 'editing' ? t.editando : t.agregando }),
  });
  useUnsavedChanges(editor.dirty);

  const rows = useMemo(() => (query.data ?? []).map(codigoAFila), [query.data]);

  const agregar = () => {
    const id = idTemporal(new Set(rows.map((r) => r.id)));
    editor.add(id, { id, codigo: null });
  };

  const [guardar, saving] = useSingleFlight(async () => {
    const fila = editor.draft;
    if (!fila) return;
    if (!fila.codigo) {
      await alertDialog({ message: t.codigoInvalido });
      return;
    }
    try {
      await save.mutateAsync({ fila, isNew: editor.isNew });
      flash.success(t.guardado);
      editor.close();
    } catch (error) {
      flash.danger(failureMessage(t.errorGuardar, error), UNTIL_CLOSED);
    }
  });

  const [borrar] = useSingleFlight(async (fila: CodigoFila, isNew: boolean) => {
    if (isNew) {
      editor.close();
      return;
    }
    if (!(await confirmDialog({ message: t.confirmarBorrar, confirmText: t.borrar, destructive: true })))
      return;
    try {
      await remove.mutateAsync(fila.id);
      if (editor.isOpen(fila.id)) editor.close();
      flash.success(t.eliminado);
    } catch (error) {
      flash.danger(failureMessage(t.errorEliminar, error), UNTIL_CLOSED);
    }
  });

  const columns = useMemo<EditableColumn<CodigoFila>[]>(
    () => [
      {
        id: 'codigo',
        header: t.col.codigo,
        width: 110,
        render: (r) => r.codigo?.codigoActividadDgt ?? '',
        renderEdit: (draft, change) => (
          <Box sx={{ minWidth: { xs: 220, md: 280 } }}>
            <ActivityCodeSearch
              value={draft.codigo}
              onPick={(codigo) => change({ codigo })}
              label={t.buscar}
              autoFocus
            />
          </Box>
        ),
      },
      {
        id: 'descripcion',
        header: t.col.descripcion,
        minWidth: 160,
        render: (r) => r.codigo?.nombreActividadDgt ?? '',
      },
      {
        id: 'codigoSubclase',
        header: t.col.codigoSubclase,
        width: 130,
        render: (r) => r.codigo?.codigoSubclase ?? '',
      },
      {
        id: 'tituloSubclase',
        header: t.col.tituloSubclase,
        minWidth: 160,
        render: (r) => r.codigo?.tituloSubclase ?? '',
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader
        title={t.titulo(nombre)}
        backTo={paths.clientes}
        backLabel={t.regresar}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={agregar} disabled={!query.isSuccess}>
            {t.agregar}
          </Button>
        }
      />
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <CodigosInactivos cliente={cliente} codigos={query.data.map((c) => c.codigoActividadDgt)} />
          <EditableTable<CodigoFila>
            label={t.tabla}
            columns={columns}
            rows={rows}
            getKey={(r) => r.id}
            editor={editor}
            actionsHeader={t.col.acciones}
            emptyText={t.sinCodigos}
            onSubmitRow={() => void guardar()}
            onCancelRow={editor.close}
            renderActions={(row, { open, isNew }) => (
              <RowActions
                name={isNew ? t.filaNueva : (row.codigo?.codigoActividadDgt ?? '')}
                open={open}
                saving={open && saving}
                onSave={() => void guardar()}
                onCancel={editor.close}
                onEdit={() => editor.edit(row.id, row)}
                onDelete={() => void borrar(row, isNew)}
                labels={{ save: t.guardar, cancel: t.cancelar, edit: t.editar, delete: t.borrar }}
              />
            )}
          />
        </>
      )}
    </>
  );
}

export default ClienteCodigosPage;
