import { useCurrentUser } from '@/auth/api';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { CatalogFormPage, type CatalogFormConfig } from '@/components/catalog/catalog-form-page';
import { FormSelect } from '@/components/form/form-select';
import { useRouteId } from '@/components/use-route-id';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cabys';
import { registroActivo } from '@/features/registro-hacienda/api';
import { useSaveServicioCabys, useServicioCabys } from '../api';
import { CabysDeHacienda } from '../components/cabys-de-hacienda';
import { CODIGO_CABYS_LONGITUD, ESTADOS_CABYS, problemaCodigoCabys } from '../rules';
import {
  servicioCabysDefaults,
  servicioCabysFormSchema,
  toForm,
  type ServicioCabysForm,
} from '../form-model';
import type { ServicioCabys } from '../contract';

const t = es.cabys;
const estadoOptions = ESTADOS_CABYS.map((value) => ({ value, label: t.estados[value] }));

const config: CatalogFormConfig<ServicioCabysForm, ServicioCabys> = {
  titleNew: t.tituloNuevo,
  titleEdit: t.tituloEditar,
  listPath: paths.serviciosCabys,
  resolver: zodResolver(servicioCabysFormSchema),
  defaults: servicioCabysDefaults,
  toForm,
  texts: { creado: t.creado, actualizado: t.actualizado, errorGuardar: t.errorGuardar },
  // The spec gives a code of the wrong length a dialog ('El codigo debe contener 13 caracteres') besides
  // the field's message (M1).
  code: {
    field: 'codigoCabys',
    label: t.campo.codigo,
    help: t.ayuda.codigo,
    length: CODIGO_CABYS_LONGITUD,
    size: { xs: 12, md: 6 },
    style: { fontVariantNumeric: 'tabular-nums', letterSpacing: '0.04em' },
    wrongLength: (v) => problemaCodigoCabys(v) === 'longitud',
    dialog: { title: t.dialogoCodigoTitulo, message: t.dialogoCodigo },
  },
  extraFields: (control) => (
    <Grid size={{ xs: 12, md: 6 }}>
      <FormSelect control={control} name="status" label={t.campo.estado} required options={estadoOptions} />
    </Grid>
  ),
  descripcion: { label: t.campo.descripcion, help: t.ayuda.descripcion, size: 12 },
  // With the registry turned off the form is the spec's alone.
  after: (form) => (registroActivo() ? <CabysDeHacienda {...form} /> : null),
};

/** add-servicio-cabys and add-servicio-cabys/{id}. A new service belongs to the user's company. */
export function ServicioCabysFormPage() {
  const { id } = useRouteId();
  return (
    <CatalogFormPage
      config={config}
      query={useServicioCabys(id)}
      save={useSaveServicioCabys()}
      usuario={useCurrentUser()}
    />
  );
}

export default ServicioCabysFormPage;
