import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRoles } from '@/auth/session';
import { alertDialog } from '@/components/dialogs/dialogs';
import { cards } from '@/components/notices/cards';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { useDraft } from '@/components/form/use-draft';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-clientes';
import { useAgregarCodigosCliente, useCliente, useSaveCliente } from '../api';
import { ClienteCampos } from '../components/cliente-campos';
import type { Pendientes } from '../components/cliente-hacienda';
import { dialogoIdentificacion } from '../rules';
import {
  clienteDefaults,
  clienteFormSchema,
  clienteFormSchemaSinDocumento,
  toForm,
  type ClienteForm,
} from '../form-model';

const t = es.clientes;

/** add-client and add-client/{id}. */
export function ClienteFormPage() {
  const { id, isNew, invalid } = useRouteId();
  const query = useCliente(id);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  if (isNew) return <ClienteEditor initial={clienteDefaults} title={t.tituloNuevo} />;
  return (
    <QueryState query={query}>
      {(c) => <ClienteEditor initial={toForm(c)} title={t.tituloEditar(c.nombre)} />}
    </QueryState>
  );
}

function ClienteEditor({ initial, title }: { initial: ClienteForm; title: string }) {
  const navigate = useNavigate();
  const save = useSaveCliente();
  // Only an admin edits the exoneration document, so only an admin's save checks it (decision F42).
  const editaDocumento = !!useRoles()?.isAdmin;
  const form = useForm<ClienteForm>({
    resolver: zodResolver(editaDocumento ? clienteFormSchema : clienteFormSchemaSinDocumento),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, getValues, setValue, setFocus, trigger } = form;
  const draft = useDraft({ shape: 'cliente@1', form, dirty: formState.isDirty });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty, draft.forget);
  // Hacienda's activities chosen for a new client: they are added right after its first save.
  const [pendientes, setPendientes] = useState<Pendientes | null>(null);
  const agregarCodigos = useAgregarCodigosCliente();

  const [submit, saving] = useSave({
    save: async (values: ClienteForm) => {
      const guardado = await save.mutateAsync(values);
      const aAgregar =
        !values.id &&
        values.esInternacional !== 1 &&
        pendientes?.identificacion === values.cedulaJuridica.trim()
          ? pendientes.codigos
          : [];
      // The client is saved whatever happens to its codes (each failure is told in the card).
      if (aAgregar.length)
        await agregarTrasGuardar(agregarCodigos, guardado.id, guardado.nombre, aAgregar).catch(
          () => undefined,
        );
      return values.id ? t.actualizado : t.creado;
    },
    returnTo: paths.clientes,
    error: t.errorGuardar,
    allowNavigation,
    draft,
  });

  const onInvalid = (errors: FieldErrors<ClienteForm>) => {
    const dialog = dialogoIdentificacion(getValues());
    const others = Object.keys(errors).some((k) => k !== 'cedulaJuridica');
    if (others || !dialog) flash.danger(es.common.camposRequeridos);
    // Not awaited: react-hook-form shows every field's message only once this handler returns,
    // and they should be visible behind the dialog.
    if (dialog) {
      void alertDialog(dialog).then(() => {
        // After the dialog has handed focus back, put it on the number to correct.
        setTimeout(() => setFocus('cedulaJuridica'), 0);
      });
    }
  };

  return (
    <>
      <PageHeader title={title} backTo={paths.clientes} />
      {draft.notice}
      <FormCard
        label={title}
        saving={saving}
        onSubmit={handleSubmit(submit, onInvalid)}
        actions={
          <Button onClick={() => navigate(withListState(paths.clientes))} disabled={saving}>
            {es.common.cancelar}
          </Button>
        }
      >
        <ClienteCampos
          control={control}
          getValues={getValues}
          setValue={setValue}
          trigger={trigger}
          clienteId={initial.id}
          editaDocumento={editaDocumento}
          pendientes={pendientes}
          onPendientes={setPendientes}
        />
      </FormCard>
    </>
  );
}

/**
 * Adds a new client's chosen codes once it has an id, and leaves a card that says how it went: the
 * form goes back to the list at once, and a code the server refused must still be read (D51).
 */
async function agregarTrasGuardar(
  agregar: ReturnType<typeof useAgregarCodigosCliente>,
  clienteId: number,
  nombre: string,
  codigos: Pendientes['codigos'],
) {
  const r = await agregar.mutateAsync({ clienteId, codigos });
  const e = t.registro;
  cards.post({
    kind: r.fallidos.length ? 'warning' : 'success',
    title: e.tituloAviso(nombre),
    lines: [
      {
        text: e.agregadas(r.agregados.length),
        link: { to: paths.clienteCodigos(clienteId), text: e.verCodigos, name: e.verCodigosDe(nombre) },
      },
      ...r.fallidos.map((f) => ({ text: e.noAgregado(f.codigo, f.motivo) })),
    ],
  });
}

export default ClienteFormPage;
