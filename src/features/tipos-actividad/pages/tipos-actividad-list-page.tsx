import { CatalogListPage } from '@/components/catalog/catalog-list-page';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-tipos-actividad';
import { useTiposActividad } from '../api';
import type { TipoActividad } from '../contract';

const t = es.actividades;
const code = { field: 'codigo', width: 120, value: (r: TipoActividad) => r.codigo } as const;
const editPath = (r: TipoActividad) => paths.tipoActividadEditar(r.id);

/** 'Listado de Tipos de Actividad Economica': in code order, substring filter on the description (M5). */
export function TiposActividadListPage() {
  return (
    <CatalogListPage
      texts={t}
      newPath={paths.tipoActividadNuevo}
      query={useTiposActividad()}
      code={code}
      editPath={editPath}
    />
  );
}

export default TiposActividadListPage;
