import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { FormGrid } from '@/components/form/form-grid';
import { FormTextField } from '@/components/form/form-text-field';
import { useSingleFlight } from '@/components/form/use-single-flight';
import { PageHeader } from '@/components/page-header';
import { PageSpinner, QueryState } from '@/components/query-state';
import { LoadError } from '@/components/load-error';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-empresas';
import { useEmpresa, useSaveCorreos } from '../api';
import { ClaveField } from '../components/clave-field';
import { correosFormSchema, toCorreosForm, type CorreosForm } from '../form-model';

const t = es.editEmpresa;
const FLASH_MIENTRAS_GUARDA = 120_000;

/** editEmpresa: the signed-in user's company e-mails and Hacienda credentials (D27). */
export function EditEmpresaPage() {
  const user = useCurrentUser();
  const empresaId = user.data?.empresa?.id ?? 0;
  const query = useEmpresa(empresaId);
  const title = query.data ? t.tituloEmpresa(query.data.empresa.nombre) : t.titulo;

  let content;
  if (user.isPending) content = <PageSpinner />;
  else if (user.isError) content = <LoadError error={user.error} onRetry={() => void user.refetch()} />;
  else if (!empresaId) content = <Alert severity="warning">{t.sinEmpresa}</Alert>;
  else
    content = (
      <QueryState query={query}>
        {(data) => <CorreosEditor key={data.empresa.id} initial={toCorreosForm(data.empresa)} />}
      </QueryState>
    );

  return (
    <>
      <PageHeader title={title} backTo={paths.dashboard} />
      {content}
    </>
  );
}

function CorreosEditor({ initial }: { initial: CorreosForm }) {
  const navigate = useNavigate();
  const update = useSaveCorreos();
  const { control, handleSubmit, formState } = useForm<CorreosForm>({
    resolver: zodResolver(correosFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);

  const [submit, saving] = useSingleFlight(async (values: CorreosForm) => {
    const progreso = flash.info(t.modificando, FLASH_MIENTRAS_GUARDA);
    try {
      await update.mutateAsync(values);
      flash.dismiss(progreso);
      flash.success(t.actualizados);
      allowNavigation();
      navigate(paths.dashboard);
    } catch (error) {
      flash.dismiss(progreso);
      flash.danger(t.error(errorMessage(error)));
    }
  });

  return (
    <Box sx={{ maxWidth: 960 }}>
      <FormCard
        label={t.card}
        saving={saving}
        spinnerWhileSaving
        onSubmit={handleSubmit(submit, () => flash.danger(es.common.camposRequeridos))}
        actions={
          <Button component={RouterLink} to={paths.dashboard}>
            {es.common.cancelar}
          </Button>
        }
      >
        <FormGrid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="correo1" label={t.correo1} required type="email" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="recepcionCorreos"
              label={t.recepcionCorreos}
              required
              type="email"
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="usuario"
              label={t.usuario}
              required
              autoComplete="off"
              helperText={es.empresas.ayuda.usuario}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <ClaveField
              control={control}
              name="clave"
              label={t.clave}
              helperText={es.empresas.ayuda.claveGuardada}
            />
          </Grid>
        </FormGrid>
      </FormCard>
    </Box>
  );
}

export default EditEmpresaPage;
