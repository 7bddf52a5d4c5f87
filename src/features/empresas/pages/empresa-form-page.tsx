import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useRoles } from '@/auth/session';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { formatDate } from '@/lib/dates';
import { withListState } from '@/lib/list-return';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-empresas';
import { useEmpresa, useEmpresaOptions, useSaveEmpresa } from '../api';
import { CuentaCampos, FacturacionCampos, UbicacionCampos } from '../components/empresa-form/empresa-campos';
import { HaciendaSection } from '../components/empresa-form/hacienda-section';
import { useTerritorio } from '../components/empresa-form/use-territorio';
import { mensajeErrores, validarEmpresa } from '../rules';
import { empresaDefaults, empresaFormSchema, toForm, toPayload, type EmpresaForm } from '../form-model';
import type { Listas } from '../contract';

const t = es.empresas;
const FLASH_MIENTRAS_GUARDA = 120_000;

/** add-empresa and add-empresa/{id}. Only a super admin manages accounts (M19, M27). */
export function EmpresaFormPage() {
  const { id, isNew, invalid } = useRouteId();
  const superAdmin = useRoles()?.isSuperAdmin ?? false;
  const existente = useEmpresa(superAdmin ? id : 0);
  const nueva = useEmpresaOptions(superAdmin && isNew);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  if (!superAdmin) return <Alert severity="warning">{es.http.prohibido}</Alert>;
  if (isNew) {
    return (
      <QueryState query={nueva}>
        {(data) => <EmpresaEditor initial={empresaDefaults} listas={data} title={t.tituloNueva} />}
      </QueryState>
    );
  }
  return (
    <QueryState query={existente}>
      {(data) => (
        <EmpresaEditor
          key={data.empresa.id}
          initial={toForm(data.empresa)}
          llaveVence={data.empresa.llaveVence}
          listas={data}
          title={t.tituloEditar(data.empresa.nombre)}
        />
      )}
    </QueryState>
  );
}

type EditorProps = { initial: EmpresaForm; listas: Listas; title: string; llaveVence?: string | null };

function EmpresaEditor({ initial, listas: inicial, title, llaveVence }: EditorProps) {
  // When the account's signing key expires (D39); nothing when the backend does not say.
  const vence = formatDate(llaveVence);
  const save = useSaveEmpresa();
  const { control, handleSubmit, formState, getFieldState, getValues, setValue, trigger } =
    useForm<EmpresaForm>({
      resolver: zodResolver(empresaFormSchema),
      defaultValues: initial,
      mode: 'onTouched',
    });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);
  const { listas, territorio } = useTerritorio({
    inicial,
    getValues,
    setValue,
  });

  const [submit, saving] = useSave({
    save: async (values: EmpresaForm) => {
      const progreso = flash.info(t.creando, FLASH_MIENTRAS_GUARDA);
      try {
        await save.mutateAsync(toPayload(values, listas));
      } finally {
        flash.dismiss(progreso);
      }
      return values.id ? t.actualizada : t.creada;
    },
    returnTo: paths.empresas,
    error: t.errorGuardar,
    allowNavigation,
  });

  return (
    <>
      <PageHeader title={title} backTo={paths.empresas} />
      <FormCard
        label={title}
        saving={saving}
        spinnerWhileSaving
        onSubmit={handleSubmit(submit, () =>
          flash.danger(mensajeErrores(validarEmpresa(getValues(), { nueva: !getValues().id }))),
        )}
        actions={
          <Button component={RouterLink} to={withListState(paths.empresas)}>
            {es.common.cancelar}
          </Button>
        }
      >
        <CuentaCampos
          control={control}
          getFieldState={getFieldState}
          trigger={trigger}
          empresaId={initial.id}
        />
        <UbicacionCampos control={control} territorio={territorio} />
        <HaciendaSection control={control} guardada={!!initial.id} vence={vence} />
        <FacturacionCampos control={control} />
      </FormCard>
    </>
  );
}

export default EmpresaFormPage;
