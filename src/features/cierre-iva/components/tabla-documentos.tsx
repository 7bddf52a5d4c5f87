import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TableColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useClientPaging } from '@/components/data-table/use-client-paging';
import { FILAS_POR_PAGINA } from '../rules';

/**
 * One of the worksheet's lists of documents (the credit at risk, the lists apart): held whole in the
 * browser, shown FILAS_POR_PAGINA rows a page as plain rows.
 */
export function TablaDocumentos<R extends GridValidRowModel>({
  label,
  filas,
  columnas,
}: {
  label: string;
  filas: readonly R[];
  columnas: readonly TableColumn<R>[];
}) {
  const pagina = useClientPaging(filas, FILAS_POR_PAGINA);
  return <DataTable plain label={label} rows={pagina.rows} columns={columnas} paging={pagina.paging} />;
}
