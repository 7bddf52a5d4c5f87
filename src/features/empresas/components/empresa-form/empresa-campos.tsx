import Grid from '@mui/material/Grid';
import { memo } from 'react';
import { useWatch, type Control, type UseFormGetFieldState, type UseFormTrigger } from 'react-hook-form';
import { FormSelect, type Option } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-empresas';
import type { EmpresaForm } from '@/features/empresas/form-model';
import {
  CANTIDAD_MAX,
  CANTIDAD_MIN,
  DIRECCION_MAX,
  ESTADOS,
  MEDIDAS,
  TELEFONO_MAX,
  TIPOS,
} from '@/features/empresas/rules';
import { EmpresaHacienda } from './empresa-hacienda';
import { EmpresaSection } from './empresa-section';
import type { Territorio } from './use-territorio';

/*
 * The account form's sections, each memoised with props that keep their identity: what redraws the
 * page (the form turning dirty at the first keystroke, a save in flight) does not redraw the fields,
 * and each field follows its own state.
 */

const t = es.empresas;
const c = t.campo;

const opciones = <V extends string>(values: readonly V[], labels: Record<string, string>): Option<V>[] =>
  values.map((value) => ({ value, label: labels[value] ?? value }));
const TIPO_OPCIONES = opciones(TIPOS, t.tipos);
const ESTADO_OPCIONES = opciones(ESTADOS, t.estados);
const MEDIDA_OPCIONES = opciones(MEDIDAS, t.medidas);

/** A constant: useWatch re-subscribes whenever the identity of `name` changes. */
const UBICACION = ['provincia', 'canton'] as const;

/** 'Datos de la cuenta'. */
export const CuentaCampos = memo(function CuentaCampos({
  control,
  getFieldState,
  trigger,
  empresaId,
}: {
  control: Control<EmpresaForm>;
  getFieldState: UseFormGetFieldState<EmpresaForm>;
  trigger: UseFormTrigger<EmpresaForm>;
  empresaId: number;
}) {
  return (
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
          options={TIPO_OPCIONES}
          onValueChange={() => {
            // Read without formState: its proxy would subscribe the whole page to every blur and
            // message of every field from the first change of Tipo on.
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
        <FormSelect control={control} name="estado" label={c.estado} required options={ESTADO_OPCIONES} />
      </Grid>
      <Grid size={12}>
        <EmpresaHacienda control={control} empresaId={empresaId} />
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
  );
});

/** 'Ubicación': each choice clears what depends on it and asks for the next list (useTerritorio). */
export const UbicacionCampos = memo(function UbicacionCampos({
  control,
  territorio: { provincias, cantones, distritos, cargando, elegir },
}: {
  control: Control<EmpresaForm>;
  territorio: Territorio;
}) {
  const [provincia, canton] = useWatch({ control, name: UBICACION });
  return (
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
  );
});

/** 'Facturación'. */
export const FacturacionCampos = memo(function FacturacionCampos({
  control,
}: {
  control: Control<EmpresaForm>;
}) {
  return (
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
          options={MEDIDA_OPCIONES}
        />
      </Grid>
    </EmpresaSection>
  );
});
