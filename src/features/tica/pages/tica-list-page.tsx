import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { dateColumn, textColumn, ACCIONES_COLUMNA } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { campo, defineListFilter } from '@/components/list-filter/list-filter';
import { ListFilterBar } from '@/components/list-filter/list-filter-bar';
import { useListFilter } from '@/components/list-filter/use-list-filter';
import { PageHeader } from '@/components/page-header';
import { failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-tica';
import { exportarTicas, ticaKeys, useSaveTica, useTicaOptions, useTicas } from '../api';
import {
  ActualizarCelda,
  EstadoCelda,
  TicaRowContext,
  guardados,
  type TicaRowContextValue,
} from '../components/tica-row';
import { PAGE_SIZE_TICA, filasParaPaginas, ticaQueryParams, type EstadosFila } from '../rules';
import type { Ref } from '@/lib/contract';
import type { TicaRow } from '../contract';

const t = es.tica;
const NINGUNO: readonly Ref[] = [];

/** Eight filters kept in the URL; the spec validates none of them, we check only real dates. */
const ticaFiltro = defineListFilter({
  fechasWidth: 200,
  fields: {
    recibo: campo.digitos({ url: 'recibo', label: t.recibo, sx: { width: 120 } }),
    aduanaId: campo.opcion({ url: 'aduana', label: t.aduana, sx: { width: 220 }, opciones: 'aduanas' }),
    dua: campo.digitos({ url: 'dua', label: t.dua, sx: { width: 120 } }),
    estadoTica: campo.opcion({
      url: 'estado',
      label: t.estadoTica,
      sx: { width: 170 },
      opciones: 'estadosTica',
    }),
    estadoAforo: campo.opcion({
      url: 'aforo',
      label: t.estadoAforo,
      sx: { width: 220 },
      opciones: 'estadosTicaAforo',
    }),
    responsable: campo.texto({
      url: 'responsable',
      label: t.responsable,
      sx: { width: 220 },
      maxLength: 100,
    }),
  },
  params: ticaQueryParams,
});

/**
 * 'TICA' (tica-filtros, admin or coordinator): eight filters kept in the URL, server paging by
 * 25, each row's Estado and Estado Aforo editable and saved with its Actualizar, Excel export.
 */
export function TicaListPage() {
  const list = useListFilter(ticaFiltro, useTicas, {
    listKey: ticaKeys.lists(),
    pageSize: PAGE_SIZE_TICA,
    exportar: { run: exportarTicas, exportado: t.exportado, error: t.exportarError },
  });
  const { query } = list;
  const opciones = useTicaOptions();
  const actualizarTica = useSaveTica();

  // The states chosen in a row's selects until its Actualizar succeeds.
  const [elegidos, setElegidos] = useState<Record<number, EstadosFila>>({});
  const [enCurso, setEnCurso] = useState<ReadonlySet<number>>(new Set());
  const estadosTica = opciones.data?.estadosTica ?? NINGUNO;
  const estadosTicaAforo = opciones.data?.estadosTicaAforo ?? NINGUNO;

  const elegir = useCallback((row: TicaRow, patch: Partial<EstadosFila>) => {
    setElegidos((prev) => ({ ...prev, [row.id]: { ...(prev[row.id] ?? guardados(row)), ...patch } }));
  }, []);

  const { mutateAsync } = actualizarTica;
  const actualizar = useCallback(
    async (row: TicaRow) => {
      const elegido = elegidos[row.id] ?? guardados(row);
      const ref = (items: readonly Ref[], id: number, actual: Ref) =>
        items.find((i) => i.id === id) ?? actual;
      setEnCurso((prev) => new Set(prev).add(row.id));
      try {
        const answer = await mutateAsync({
          ...row,
          estadoTica: ref(estadosTica, elegido.estadoTica, row.estadoTica),
          estadoTicaAforo: ref(estadosTicaAforo, elegido.estadoTicaAforo, row.estadoTicaAforo),
        });
        setElegidos(({ [row.id]: _, ...rest }) => rest);
        flash.success(t.actualizado(answer.estadoTica.nombre, answer.estadoTicaAforo.nombre));
      } catch (error) {
        flash.danger(failureMessage(t.actualizarError(row.reciboId), error), UNTIL_CLOSED);
      } finally {
        setEnCurso((prev) => {
          const next = new Set(prev);
          next.delete(row.id);
          return next;
        });
      }
    },
    [elegidos, estadosTica, estadosTicaAforo, mutateAsync],
  );

  const fila = useMemo<TicaRowContextValue>(
    () => ({
      estadosTica,
      estadosTicaAforo,
      elegidos,
      elegir,
      actualizar: (r) => void actualizar(r),
      enCurso,
    }),
    [estadosTica, estadosTicaAforo, elegidos, elegir, actualizar, enCurso],
  );

  // Sized to fit 1366 px with the sidebar (decision T7): long texts are cut and show whole on hover.
  const columns = useMemo<GridColDef<TicaRow>[]>(
    () => [
      { field: 'reciboId', headerName: t.col.recibo, width: 72 },
      // The office's name as the server sends it, cut short only on screen (T7).
      textColumn<TicaRow>({
        field: 'aduana',
        headerName: t.col.aduana,
        width: 128,
        valueGetter: (_, row) => row.aduana.nombre,
      }),
      { field: 'ano', headerName: t.col.ano, width: 62 },
      { field: 'dua', headerName: t.col.dua, width: 74 },
      textColumn<TicaRow>({
        field: 'regimenAduanero',
        headerName: t.col.regimen,
        flex: 1,
        minWidth: 100,
        valueGetter: (_, row) => row.regimenAduanero.nombre,
      }),
      dateColumn<TicaRow>({ field: 'fecha', headerName: t.col.fecha, width: 102 }),
      {
        field: 'estadoTica',
        headerName: t.col.estado,
        width: 132,
        sortable: false,
        renderCell: ({ row }) => <EstadoCelda row={row} campo="estadoTica" />,
      },
      textColumn<TicaRow>({ field: 'responsable', headerName: t.col.responsable, flex: 1, minWidth: 100 }),
      {
        field: 'estadoTicaAforo',
        headerName: t.col.estadoAforo,
        width: 132,
        sortable: false,
        renderCell: ({ row }) => <EstadoCelda row={row} campo="estadoTicaAforo" />,
      },
      {
        field: 'acciones',
        headerName: t.col.acciones,
        width: 106,
        ...ACCIONES_COLUMNA,
        renderCell: ({ row }) => <ActualizarCelda row={row} />,
      },
    ],
    [],
  );

  const data = query.data;
  return (
    <>
      <PageHeader
        title={t.titulo}
        actions={
          <Button
            component={RouterLink}
            to={paths.uploadTica}
            variant="contained"
            startIcon={<UploadFileIcon />}
          >
            {t.subirArchivo}
          </Button>
        }
      />
      <ListFilterBar list={list} opciones={opciones.data} />
      <TicaRowContext.Provider value={fila}>
        <DataTable
          label={t.titulo}
          rows={data?.ticas ?? []}
          columns={columns}
          query={query}
          rowHeight={44}
          paging={list.paging(data ? filasParaPaginas(data.total, data.pagesTotal) : 0)}
        />
      </TicaRowContext.Provider>
    </>
  );
}

export default TicaListPage;
