import Grid from '@mui/material/Grid';
import { memo } from 'react';
import type { Control } from 'react-hook-form';
import { FormAutocomplete } from '@/components/form/form-autocomplete';
import { FormGrid } from '@/components/form/form-grid';
import { FormSelect, type Option } from '@/components/form/form-select';
import * as es from '@/messages/es-recibos';
import type { ReciboForm, ReciboFormInput } from '@/features/recibos/form-model';
import { GroupHeading } from './group-heading';

const t = es.recibos;
const c = t.campo;

type TramiteProps = {
  control: Control<ReciboFormInput, unknown, ReciboForm>;
  /** An admin or coordinator picks the Encargado. */
  jefe: boolean;
  aduanas: Option<number>[];
  tipos: Option<number>[];
  usuarios: Option<number>[];
  clientes: Option<number>[];
  correlaciones: Option<number>[];
  /** Correlación's hint: loading, the failure, or what it is for. */
  correlacionAyuda: string;
  /** No client chosen yet: Correlación waits for one. */
  sinCliente: boolean;
  onClienteCambiado: () => void;
};

/**
 * 'Trámite': customs office, type, Encargado, client and the receipt it correlates with. Memoised like
 * CargaSection, with props that keep their identity: what redraws the page (the form turning dirty at
 * the first keystroke, a save in flight) does not redraw the fields.
 */
export const TramiteSection = memo(function TramiteSection({
  control,
  jefe,
  aduanas,
  tipos,
  usuarios,
  clientes,
  correlaciones,
  correlacionAyuda,
  sinCliente,
  onClienteCambiado,
}: TramiteProps) {
  return (
    <>
      <GroupHeading titulo={t.seccion.tramite} />
      <FormGrid>
        <Grid size={{ xs: 12, md: jefe ? 4 : 6 }}>
          <FormSelect control={control} name="aduanaId" label={c.aduana} options={aduanas} required />
        </Grid>
        <Grid size={{ xs: 12, md: jefe ? 4 : 6 }}>
          <FormSelect control={control} name="tipoId" label={c.tipo} options={tipos} required />
        </Grid>
        {jefe && (
          <Grid size={{ xs: 12, md: 4 }}>
            <FormSelect
              control={control}
              name="encargadoId"
              label={c.encargado}
              options={usuarios}
              required
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormAutocomplete
            control={control}
            name="clienteId"
            label={c.cliente}
            options={clientes}
            required
            noOptionsText={t.ayuda.sinClientes}
            onValueChange={onClienteCambiado}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect
            control={control}
            name="corelacionId"
            label={c.correlacion}
            options={correlaciones}
            helperText={correlacionAyuda}
            disabled={sinCliente}
          />
        </Grid>
      </FormGrid>
    </>
  );
});
