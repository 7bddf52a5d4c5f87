import { useCurrentUser } from '@/auth/api';
import { zodResolver } from '@hookform/resolvers/zod';
import { CatalogFormPage, type CatalogFormConfig } from '@/components/catalog/catalog-form-page';
import { useRouteId } from '@/components/use-route-id';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-tipos-actividad';
import { useSaveTipoActividad, useTipoActividad } from '../api';
import { CODIGO_ACTIVIDAD_LONGITUD, problemaCodigoActividad } from '../rules';
import {
  tipoActividadDefaults,
  tipoActividadFormSchema,
  toForm,
  type TipoActividadForm,
} from '../form-model';
import type { TipoActividad } from '../contract';

const t = es.actividades;

const config: CatalogFormConfig<TipoActividadForm, TipoActividad> = {
  titleNew: t.tituloNuevo,
  titleEdit: t.tituloEditar,
  listPath: paths.tiposActividad,
  resolver: zodResolver(tipoActividadFormSchema),
  defaults: tipoActividadDefaults,
  toForm,
  texts: { creado: t.creado, actualizado: t.actualizado, errorGuardar: t.errorGuardar },
  // The spec gives a code that is not 6 characters a dialog besides the field's message.
  code: {
    field: 'codigo',
    label: t.campo.codigo,
    help: t.ayuda.codigo,
    length: CODIGO_ACTIVIDAD_LONGITUD,
    size: { xs: 12, md: 4 },
    wrongLength: (v) => problemaCodigoActividad(v) === 'longitud',
    dialog: { title: t.alertaCodigoTitulo, message: t.alertaCodigo },
  },
  descripcion: { label: t.campo.descripcion, help: t.ayuda.descripcion, size: { xs: 12, md: 8 } },
};

/** add-tipo-actividad-economica and add-tipo-actividad-economica/{id}. */
export function TipoActividadFormPage() {
  const { id } = useRouteId();
  return (
    <CatalogFormPage
      config={config}
      query={useTipoActividad(id)}
      save={useSaveTipoActividad()}
      usuario={useCurrentUser()}
    />
  );
}

export default TipoActividadFormPage;
