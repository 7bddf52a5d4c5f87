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
import { FormSelect } from '@/components/form/form-select';
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
import { useSaveServicioCabys, useServicioCabys } from '../api';
import { CODIGO_CABYS_LONGITUD, ESTADOS_CABYS, problemaCodigoCabys } from '../rules';
import { servicioCabysDefaults, servicioCabysFormSchema, toForm, type ServicioCabysForm } from '../schemas';

const t = es.cabys;
const estadoOptions = ESTADOS_CABYS.map((value) => ({ value, label: t.estados[value] }));

/** add-servicio-cabys and add-servicio-cabys/{id}. A new service belongs to the user's company. */
export function ServicioCabysFormPage() {
  const { id, isNew, invalid } = useRouteId();
  const query = useServicioCabys(id);
  const user = useCurrentUser();
  const title = isNew ? t.tituloNuevo : t.tituloEditar;
  return (
    <>
      <PageHeader title={title} backTo={paths.serviciosCabys} />
      {invalid ? (
        <Alert severity="error">{es.http.error(404)}</Alert>
      ) : isNew ? (
        <QueryState query={user}>
          {(u) => <ServicioCabysEditor initial={servicioCabysDefaults(u.empresa?.id ?? 0)} label={title} />}
        </QueryState>
      ) : (
        <QueryState query={query}>
          {(servicio) => <ServicioCabysEditor initial={toForm(servicio)} label={title} />}
        </QueryState>
      )}
    </>
  );
}

function ServicioCabysEditor({ initial, label }: { initial: ServicioCabysForm; label: string }) {
  const navigate = useNavigate();
  const save = useSaveServicioCabys();
  const { control, handleSubmit, formState, getValues, setFocus } = useForm<ServicioCabysForm>({
    resolver: zodResolver(servicioCabysFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);

  const [submit, saving] = useSingleFlight(async (values: ServicioCabysForm) => {
    try {
      await save.mutateAsync(values);
      flash.success(values.id ? t.actualizado : t.creado);
      allowNavigation();
      navigate(withListState(paths.serviciosCabys));
    } catch (error) {
      flash.danger(failureMessage(t.errorGuardar, error));
    }
  });

  // seed 1 §5: an incomplete form flashes; a code of the wrong length also gets its dialog.
  const onInvalid = async () => {
    flash.danger(es.common.camposRequeridos);
    if (problemaCodigoCabys(getValues('codigoCabys')) === 'longitud') {
      await alertDialog({ title: t.dialogoCodigoTitulo, message: t.dialogoCodigo });
      setFocus('codigoCabys');
    }
  };

  return (
    <FormCard label={label} saving={saving} onSubmit={handleSubmit(submit, onInvalid)}>
      <FormGrid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            control={control}
            name="codigoCabys"
            label={t.campo.codigo}
            required
            helperText={t.ayuda.codigo}
            slotProps={{
              htmlInput: {
                maxLength: CODIGO_CABYS_LONGITUD,
                inputMode: 'numeric',
                autoComplete: 'off',
                style: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' },
              },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect
            control={control}
            name="status"
            label={t.campo.estado}
            required
            options={estadoOptions}
          />
        </Grid>
        <Grid size={12}>
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

export default ServicioCabysFormPage;
