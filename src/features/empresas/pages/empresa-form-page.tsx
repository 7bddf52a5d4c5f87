import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useRoles } from '@/auth/session';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { FormSelect, type Option } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
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
import { EmpresaHacienda } from '../components/empresa-form/empresa-hacienda';
import { EmpresaSection } from '../components/empresa-form/empresa-section';
import { HaciendaSection } from '../components/empresa-form/hacienda-section';
import { useTerritorio } from '../components/empresa-form/use-territorio';
import {
  CANTIDAD_MAX,
  CANTIDAD_MIN,
  DIRECCION_MAX,
  ESTADOS,
  MEDIDAS,
  TELEFONO_MAX,
  TIPOS,
  mensajeErrores,
  validarEmpresa,
} from '../rules';
import { empresaDefaults, empresaFormSchema, toForm, toPayload, type EmpresaForm } from '../form-model';
import type { Listas } from '../contract';

const t = es.empresas;
const FLASH_MIENTRAS_GUARDA = 120_000;

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const UBICACION = ['provincia', 'canton'] as const;

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

const opciones = <V extends string>(values: readonly V[], labels: Record<string, string>): Option<V>[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));

type EditorProps = { initial: EmpresaForm; listas: Listas; title: string; llaveVence?: string | null };

function EmpresaEditor({ initial, listas: inicial, title, llaveVence }: EditorProps) {
  // When the account's signing key expires (D39); nothing when the backend does not say.
  const vence = formatDate(llaveVence);
  const save = useSaveEmpresa();
  const { control, handleSubmit, formState, getFieldState, getValues, setValue, trigger } = useForm<EmpresaForm>({
    resolver: zodResolver(empresaFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);
  const { listas, cargando, elegir, provincias, cantones, distritos } = useTerritorio({
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

  const [provincia, canton] = useWatch({ control, name: UBICACION });
  const c = t.campo;

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
        <EmpresaSection title={t.seccion.cuenta}>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField control={control} name="nombre" label={c.nombre} required />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormTextField control={control} name="iniciales" label={c.iniciales} required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              control={control}
              name="tipo"
              label={c.tipo}
              required
              options={opciones(TIPOS, t.tipos)}
              onValueChange={() => {
                // Read without formState: its proxy would subscribe the whole page to every
                // blur and message of every field from the first change of Tipo on.
                const cedula = getFieldState('cedula');
                if (cedula.isTouched || cedula.invalid) void trigger('cedula');
              }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="cedula"
              label={c.cedula}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormSelect
              control={control}
              name="estado"
              label={c.estado}
              required
              options={opciones(ESTADOS, t.estados)}
            />
          </Grid>
          <Grid size={12}>
            <EmpresaHacienda control={control} empresaId={initial.id} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <FormTextField
              control={control}
              name="telefono"
              label={c.telefono}
              required
              type="tel"
              slotProps={{ htmlInput: { maxLength: TELEFONO_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <FormTextField control={control} name="correo1" label={c.correo1} required type="email" />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="correo2"
              label={c.correo2}
              type="email"
              helperText={t.ayuda.correo2}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="recepcionCorreos"
              label={c.recepcionCorreos}
              required
              type="email"
            />
          </Grid>
        </EmpresaSection>

        <EmpresaSection title={t.seccion.ubicacion}>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="provincia"
              label={c.provincia}
              required
              options={provincias}
              onValueChange={() => void elegir('provincia')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="canton"
              label={c.canton}
              required
              options={cantones}
              disabled={!provincia || cargando === 'cantones'}
              helperText={provincia ? undefined : t.ayuda.canton}
              onValueChange={() => void elegir('canton')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="distrito"
              label={c.distrito}
              required
              options={distritos}
              disabled={!canton || cargando !== null}
              helperText={canton ? undefined : t.ayuda.distrito}
              onValueChange={() => void elegir('distrito')}
            />
          </Grid>
          <Grid size={12}>
            <FormTextField
              control={control}
              name="direccion"
              label={c.direccion}
              required
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: DIRECCION_MAX } }}
            />
          </Grid>
        </EmpresaSection>

        <HaciendaSection control={control} guardada={!!initial.id} vence={vence} />

        <EmpresaSection title={t.seccion.facturacion}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="cantidad"
              label={c.cantidad}
              required
              type="number"
              slotProps={{ htmlInput: { min: CANTIDAD_MIN, max: CANTIDAD_MAX, step: 1 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelect
              control={control}
              name="tipoMedida"
              label={c.tipoMedida}
              required
              options={opciones(MEDIDAS, t.medidas)}
            />
          </Grid>
        </EmpresaSection>
      </FormCard>
    </>
  );
}

export default EmpresaFormPage;
