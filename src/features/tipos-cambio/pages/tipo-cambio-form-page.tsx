import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import { useForm, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { flash } from '@/components/notices/notices-store';
import { FormCard } from '@/components/form/form-card';
import { FormGrid } from '@/components/form/form-grid';
import { FormCheckbox } from '@/components/form/form-checkbox';
import { FormTextField } from '@/components/form/form-text-field';
import { useSave } from '@/components/form/use-save';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useRouteId } from '@/components/use-route-id';
import { useUnsavedChanges } from '@/components/use-unsaved-changes';
import { DEFAULT_SIMBOL } from '@/lib/money';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-tipos-cambio';
import { useSaveTipoCambio, useTipoCambio } from '../api';
import { registroActivo } from '@/features/registro-hacienda/api';
import type { TipoCambioRegistro } from '@/features/registro-hacienda/contract';
import { monedaHacienda } from '@/features/registro-hacienda/rules';
import { SIMBOL_MAX } from '../rules';
import { TraerDeHacienda } from '../components/traer-de-hacienda';
import { tipoCambioDefaults, tipoCambioFormSchema, toForm, type TipoCambioForm } from '../form-model';

const t = es.tiposCambio;

/** add-tipo-cambio and add-tipo-cambio/{id}. */
export function TipoCambioFormPage() {
  const { id, isNew, invalid } = useRouteId();
  const query = useTipoCambio(id);
  if (invalid) return <Alert severity="error">{es.http.error(404)}</Alert>;
  if (isNew) return <TipoCambioEditor initial={tipoCambioDefaults} title={t.tituloNuevo} />;
  return (
    <QueryState query={query}>
      {(tc) => <TipoCambioEditor initial={toForm(tc)} title={t.tituloEditar(tc.nombre)} />}
    </QueryState>
  );
}

function TipoCambioEditor({ initial, title }: { initial: TipoCambioForm; title: string }) {
  const save = useSaveTipoCambio();
  const { control, handleSubmit, formState, setValue } = useForm<TipoCambioForm>({
    resolver: zodResolver(tipoCambioFormSchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { allowNavigation } = useUnsavedChanges(formState.isDirty);

  const [submit, saving] = useSave({
    save: async (values: TipoCambioForm) => {
      await save.mutateAsync(values);
      return values.id ? t.actualizado : t.creado;
    },
    returnTo: paths.tiposCambio,
    error: t.errorGuardar,
    allowNavigation,
  });

  // The rates are colones per unit of the currency.
  const amountProps = {
    type: 'number',
    required: true,
    slotProps: {
      htmlInput: { min: 0, step: '0.01' },
      input: { startAdornment: <InputAdornment position="start">{DEFAULT_SIMBOL}</InputAdornment> },
    },
  } as const;
  // The system rate cannot be unticked (API.md: exactly one); ticking another one moves it.
  const esDelSistema = initial.id > 0 && initial.esDefault === 1;

  return (
    <>
      <PageHeader title={title} backTo={paths.tiposCambio} />
      <FormCard
        label={title}
        saving={saving}
        onSubmit={handleSubmit(submit, () => flash.danger(es.common.camposRequeridos))}
      >
        <FormGrid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="nombre"
              label={t.campo.nombre}
              required
              slotProps={{ htmlInput: { minLength: 2 } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField
              control={control}
              name="simbol"
              label={t.campo.simbol}
              required
              slotProps={{ htmlInput: { maxLength: SIMBOL_MAX } }}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="venta" label={t.campo.venta} {...amountProps} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormTextField control={control} name="compra" label={t.campo.compra} {...amountProps} />
          </Grid>
          <DeHacienda control={control} setValue={setValue} />
          <Grid size={12}>
            <FormTextField
              control={control}
              name="descripcion"
              label={t.campo.descripcion}
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={12}>
            <FormCheckbox
              control={control}
              name="esDefault"
              label={t.campo.esDefault}
              disabled={esDelSistema}
              helperText={esDelSistema ? t.ayuda.esDefaultActual : t.ayuda.esDefault}
            />
          </Grid>
        </FormGrid>
      </FormCard>
    </>
  );
}

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const MONEDA = ['nombre', 'simbol'] as const;

/**
 * Hacienda's rates for the currency being typed, when the registry knows it. It watches the name and
 * symbol itself, so typing them redraws this line, not the form's fields.
 */
function DeHacienda({
  control,
  setValue,
}: {
  control: Control<TipoCambioForm>;
  setValue: UseFormSetValue<TipoCambioForm>;
}) {
  const [nombre, simbol] = useWatch({ control, name: MONEDA });
  const moneda = registroActivo() ? monedaHacienda({ nombre, simbol }) : null;
  if (!moneda) return null;

  // Hacienda's figures go in as if typed: the form is dirty and checked, and only Guardar saves them.
  const ponerDeHacienda = (r: TipoCambioRegistro) => {
    const opciones = { shouldDirty: true, shouldTouch: true, shouldValidate: true } as const;
    setValue('venta', String(r.venta), opciones);
    setValue('compra', String(r.compra), opciones);
  };
  return (
    <Grid size={12} sx={{ mb: 2 }}>
      <TraerDeHacienda moneda={moneda} onTraido={ponerDeHacienda} />
    </Grid>
  );
}

export default TipoCambioFormPage;
