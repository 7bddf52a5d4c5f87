import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useRoles } from '@/auth/session';
import { alertDialog } from '@/components/dialogs/dialogs';
import { cards } from '@/components/notices/cards';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { useDraft } from '@/components/form/use-draft';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { TIPOS_CLIENTE } from '@/lib/identificacion';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-clientes';
import { useAgregarCodigosCliente, useCliente, useSaveCliente } from '../api';
import { ClienteHacienda, type Pendientes } from '../components/cliente-hacienda';
import { ContactoFields } from '../components/contacto-fields';
import { ExoneracionFields } from '../components/exoneracion-fields';
import { FormSection } from '@/components/form/form-section';
import { IdentificacionField } from '../components/identificacion-field';
import type { CONTACTO1_COPIA } from '../rules';
import { copiaContacto1, dialogoIdentificacion } from '../rules';
import {
  clienteDefaults,
  clienteFormSchema,
  clienteFormSchemaSinDocumento,
  toForm,
  type ClienteForm,
} from '../form-model';
import { CONTACTOS, ESTADOS_CLIENTE } from '../contract';

const t = es.clientes;

const tipoOptions = TIPOS_CLIENTE.map((tc) => ({ value: tc.value, label: tc.label }));
const estadoOptions = ESTADOS_CLIENTE.map((e) => ({ value: e, label: t.estados[e] }));

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
  const esExonerado = useWatch({ control, name: 'esExonerado' });
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

  const copyOnFocus = (campo: keyof typeof CONTACTO1_COPIA) => () => {
    const value = copiaContacto1(getValues(), campo);
    // Validated at once, so that a 'requerido' message from an earlier save goes away.
    if (value !== null) setValue(campo, value, { shouldDirty: true, shouldValidate: true });
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
        <FormSection title={t.seccion.identidad} first grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField control={control} name="nombre" label={t.campo.nombre} required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect control={control} name="estado" label={t.campo.estado} options={estadoOptions} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              control={control}
              name="esJuridico"
              label={t.campo.tipoIdentificacion}
              options={tipoOptions}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <IdentificacionField control={control} trigger={trigger} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', flexDirection: 'column', pt: { md: 0.5 } }}>
            <FormCheckbox control={control} name="esInternacional" label={t.campo.esInternacional} />
            <FormCheckbox control={control} name="esExonerado" label={t.campo.esExonerado} />
          </Grid>
          <Grid size={12}>
            <ClienteHacienda
              control={control}
              getValues={getValues}
              setValue={setValue}
              clienteId={initial.id}
              pendientes={pendientes}
              onPendientes={setPendientes}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField control={control} name="telefono" label={t.campo.telefono} required type="tel" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 5 }}>
            <FormTextField control={control} name="correo" label={t.campo.correo} required type="email" />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <FormTextField control={control} name="categoria" label={t.campo.categoria} />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="direccion"
              label={t.campo.direccion}
              multiline
              minRows={1}
            />
          </Grid>
        </FormSection>

        {esExonerado === 1 && <ExoneracionFields control={control} editable={editaDocumento} />}

        <FormSection title={t.seccion.representante} grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField control={control} name="representanteLegal" label={t.campo.representanteLegal} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField control={control} name="representanteCedula" label={t.campo.representanteCedula} />
          </Grid>
        </FormSection>

        <FormSection title={t.seccion.contactos} grid>
          {CONTACTOS.map((n) => (
            <ContactoFields
              key={n}
              n={n}
              control={control}
              required={n === 1}
              onFocusNombre={n === 1 ? copyOnFocus('contacto1') : undefined}
              onFocusTelefono={n === 1 ? copyOnFocus('contacto1Telefono') : undefined}
              onFocusCorreo={n === 1 ? copyOnFocus('contacto1Correo') : undefined}
            />
          ))}
        </FormSection>

        <FormSection title={t.seccion.operacion} grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="agente" label={t.campo.agente} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="ejecutivo" label={t.campo.ejecutivo} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="requerimientosOperativos"
              label={t.campo.requerimientosOperativos}
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="requerimientosFacturacion"
              label={t.campo.requerimientosFacturacion}
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="observaciones"
              label={t.campo.observaciones}
              multiline
              minRows={2}
            />
          </Grid>
        </FormSection>
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
