import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { alertDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/notices/notices-store';
import { FormTextField } from '@/components/form/form-text-field';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';
import { useSaveCuenta } from '../api';
import { miCuentaSchema, type MiCuentaForm } from '../form-model';

const t = es.miCuenta;
const empty: MiCuentaForm = { nombre: '', clave: '', claveNueva: '', reingresarClave: '' };

export function MiCuentaPage() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader title={t.titulo} backTo={paths.dashboard} />
      <QueryState query={user}>{(u) => <MiCuentaCard nombre={u.nombre} />}</QueryState>
    </>
  );
}

function MiCuentaCard({ nombre }: { nombre: string }) {
  const update = useSaveCuenta();
  const { control, handleSubmit, reset, formState } = useForm<MiCuentaForm>({
    resolver: zodResolver(miCuentaSchema),
    defaultValues: { ...empty, nombre },
    mode: 'onTouched',
  });
  useUnsavedChanges(formState.isDirty);

  useEffect(() => {
    reset({ ...empty, nombre });
  }, [nombre, reset]);

  const onValid = async (values: MiCuentaForm) => {
    if (update.isPending) return;
    try {
      const result = await update.mutateAsync(values);
      if (result.status === 'OK') {
        flash.success(result.description);
        reset({ ...empty, nombre: values.nombre.trim() });
      } else {
        flash.danger(result.description);
      }
    } catch (error) {
      flash.danger(errorMessage(error));
    }
  };

  const onInvalid = (errors: FieldErrors<MiCuentaForm>) => {
    const missing = Object.values(errors).some((e) => e?.message === es.common.requerido);
    void alertDialog(
      missing
        ? { title: t.camposTitulo, message: t.camposMensaje }
        : { title: t.verificacionTitulo, message: t.verificacionMensaje },
    );
  };

  return (
    <Card sx={{ maxWidth: 640 }}>
      <CardHeader title={t.card} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Stack
          component="form"
          spacing={1}
          noValidate
          onSubmit={handleSubmit(onValid, onInvalid)}
          aria-label={t.card}
        >
          <FormTextField control={control} name="nombre" label={t.nombre} required autoComplete="name" />
          <FormTextField
            control={control}
            name="clave"
            label={t.claveActual}
            type="password"
            required
            autoComplete="current-password"
          />
          <FormTextField
            control={control}
            name="claveNueva"
            label={t.claveNueva}
            type="password"
            required
            autoComplete="new-password"
          />
          <FormTextField
            control={control}
            name="reingresarClave"
            label={t.reingresarClave}
            type="password"
            required
            autoComplete="new-password"
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={paths.dashboard}>
              {t.regresar}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={update.isPending}
              startIcon={
                update.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
              }
            >
              {t.guardarCambios}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default MiCuentaPage;
