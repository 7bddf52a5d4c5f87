import type { GridColDef } from '@mui/x-data-grid';
import { CatalogListPage } from '@/components/catalog/catalog-list-page';
import { chipColumn } from '@/components/data-table/chip-column';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-cabys';
import { useServiciosCabys } from '../api';
import type { ServicioCabys } from '../contract';

const t = es.cabys;
const code = { field: 'codigoCabys', width: 160, value: (r: ServicioCabys) => r.codigoCabys } as const;
const estado: readonly GridColDef<ServicioCabys>[] = [
  chipColumn<ServicioCabys>({
    field: 'status',
    headerName: t.col.estado,
    color: (v) => (v === 'ACTIVO' ? 'success' : 'default'),
  }),
];
const editPath = (r: ServicioCabys) => paths.servicioCabysEditar(r.id);

/** 'Listado Servicios Cabys': the account's services in code order, filtered here by description (M5). */
export function ServiciosCabysListPage() {
  return (
    <CatalogListPage
      texts={t}
      newPath={paths.servicioCabysNuevo}
      query={useServiciosCabys()}
      code={code}
      extraColumns={estado}
      editPath={editPath}
    />
  );
}

export default ServiciosCabysListPage;
