import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { alertDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/flash/flash-store';
import { FormCard } from '@/components/form/form-card';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { failureMessage } from '@/lib/errors';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import { es } from '@/messages/es';
import { useSaveTipoActividad, useTipoActividad } from '../api';
import { CODIGO_ACTIVIDAD_LONGITUD, problemaCodigoActividad } from '../rules';
import { tipoActividadDefaults, tipoActividadFormSchema, toForm, type TipoActividadForm } from '../schemas';

const t = es.actividades;

/** add-tipo-actividad-economica and add-tipo-actividad-economica/{id}. */
export function TipoActividadFormPage() {
  const { id, isNew, invalid } = useRouteId();
  const query = useTipoActividad(id);
  const user = useCurrentUser();
  const title = isNew ? t.tituloNuevo : t.tituloEditar;
  return (
    <>
      <PageHeader title={title} backTo={paths.tiposActividad} />
      {invalid ? (
        <Alert severity="error">{es.http.error(404)}</Alert>
      ) : isNew ? (
        <QueryState query={user}>
          {(u) => <TipoActividadEditor initial={tipoActividadDefaults(u.empresa?.id ?? 0)} label={title} />}
        </QueryState>
      ) : (
        <QueryState query={query}>
          {(tipo) => <TipoActividadEditor initial={toForm(tipo)} label={title} />}
        </QueryState>
      )}
    </>
  );
}

function TipoActividadEditor({ initial, label }: { initial: TipoActividadForm; label: string }) {
  const navigate = useNavigate();
  const save = useSaveTipoActividad();
  const { control, handleSubmit, formState, getValues, setFocus } = useForm<TipoActividadForm>({
    resolver: zodResolver(tipoActividadFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);

  const [submit, saving] = useSingleFlight(async (values: TipoActividadForm) => {
    try {
      await save.mutateAsync(values);
      flash.success(values.id ? t.actualizado : t.creado);
      allowNavigation();
      navigate(withListState(paths.tiposActividad));
    } catch (error) {
      flash.danger(failureMessage(t.errorGuardar, error));
    }
  });

  // seed 1 §5: any failure flashes and stays; a code that is not 6 characters also gets its dialog.
  const onInvalid = async () => {
    flash.danger(es.common.camposRequeridos);
    if (problemaCodigoActividad(getValues('codigo')) === 'longitud') {
      await alertDialog({ title: t.alertaCodigoTitulo, message: t.alertaCodigo });
      setFocus('codigo');
    }
  };

  return (
    <FormCard label={label} saving={saving} onSubmit={handleSubmit(submit, onInvalid)}>
      <FormGrid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField
            control={control}
            name="codigo"
            label={t.campo.codigo}
            required
            helperText={t.ayuda.codigo}
            slotProps={{
              htmlInput: {
                maxLength: CODIGO_ACTIVIDAD_LONGITUD,
                inputMode: 'numeric',
                autoComplete: 'off',
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <FormTextField
            control={control}
            name="descripcion"
            label={t.campo.descripcion}
            required
            helperText={t.ayuda.descripcion}
          />
        </Grid>
      </FormGrid>
    </FormCard>
  );
}

export default TipoActividadFormPage;
