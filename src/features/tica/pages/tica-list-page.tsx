import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { z } from 'zod';
import { dateColumn, textColumn } from '@/components/data-table/columns';
import { DataTable } from '@/components/data-table/data-table';
import { useUrlState } from '@/components/data-table/use-url-state';
import { useFiltrar } from '@/components/data-table/use-filtrar';
import { DateRangeFields, useDateRange } from '@/components/date-range';
import { TodosSelect } from '@/components/todos-select';
import { FilterActions, FilterBar } from '@/components/filter-bar';
import { flash } from '@/components/flash/flash-store';
import { PageHeader } from '@/components/page-header';
import { parseQueryDate } from '@/lib/dates';
import { failureMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { es } from '@/messages/es';
import { exportarTicas, ticaKeys, useActualizarTica, useTicaOpciones, useTicas } from '../api';
import {
  ActualizarCelda,
  EstadoCelda,
  TicaFilaContext,
  guardados,
  type TicaFilaContexto,
} from '../components/tica-fila';
import { PAGE_SIZE_TICA, filasParaPaginas, soloDigitos, type EstadosFila, type TicaFiltros } from '../rules';
import type { Ref, TicaRow } from '../schemas';

const t = es.tica;
const NINGUNO: readonly Ref[] = [];

const digitos = z.string().transform(soloDigitos).catch('');
const id = z.coerce.number().int().min(0).catch(0);
const urlSchema = z.object({
  fechaInicio: z.string().catch(''),
  fechaFinal: z.string().catch(''),
  recibo: digitos,
  aduana: id,
  dua: digitos,
  estado: id,
  aforo: id,
  responsable: z.string().catch(''),
  pagina: z.coerce.number().int().min(1).catch(1),
});
type UrlState = z.infer<typeof urlSchema>;

const sinFecha = (value: string) => (parseQueryDate(value) ? value : '');

function filtrosDe(url: UrlState): TicaFiltros {
  return {
    fechaInicio: sinFecha(url.fechaInicio),
    fechaFinal: sinFecha(url.fechaFinal),
    recibo: url.recibo,
    aduanaId: url.aduana,
    dua: url.dua,
    estadoTica: url.estado,
    estadoAforo: url.aforo,
    responsable: url.responsable.trim(),
  };
}

/**
 * 'TICA' (tica-filtros, admin or coordinator): eight filters kept in the URL (B4), server paging by
 * 25, each row's Estado and Estado Aforo editable and saved with its Actualizar, Excel export.
 */
export function TicaListPage() {
  const [url, setUrl] = useUrlState(urlSchema);
  const filtros = filtrosDe(url);
  const query = useTicas(filtros, url.pagina - 1);
  const opciones = useTicaOpciones();
  const actualizarTica = useActualizarTica();

  const filtrar = useFiltrar(ticaKeys.lists(), query.refetch);
  const aplicar = (f: TicaFiltros) => {
    setUrl({
      fechaInicio: f.fechaInicio,
      fechaFinal: f.fechaFinal,
      recibo: f.recibo,
      aduana: f.aduanaId || undefined,
      dua: f.dua,
      estado: f.estadoTica || undefined,
      aforo: f.estadoAforo || undefined,
      responsable: f.responsable.trim(),
      pagina: undefined,
    });
    filtrar();
  };

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
        flash.danger(failureMessage(t.actualizarError(row.reciboId), error));
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

  const fila = useMemo<TicaFilaContexto>(
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
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) => <ActualizarCelda row={row} />,
      },
    ],
    [],
  );

  // Here, not in the filter bar: applying new filters remounts the bar while the file downloads.
  const [exportando, setExportando] = useState(false);
  const exportar = async (f: TicaFiltros) => {
    if (exportando) return;
    aplicar(f);
    setExportando(true);
    try {
      flash.success(t.exportado(await exportarTicas(f)));
    } catch (error) {
      flash.danger(failureMessage(t.exportarError, error));
    } finally {
      setExportando(false);
    }
  };

  const data = query.data;
  const filterKey = JSON.stringify(filtros);
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
      <FiltrosTica
        key={filterKey}
        inicial={filtros}
        aduanas={opciones.data?.aduanas ?? NINGUNO}
        estadosTica={estadosTica}
        estadosTicaAforo={estadosTicaAforo}
        exportando={exportando}
        onFiltrar={aplicar}
        onExportar={(f) => void exportar(f)}
      />
      <TicaFilaContext.Provider value={fila}>
        <DataTable
          label={t.titulo}
          rows={data?.ticas ?? []}
          columns={columns}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          rowHeight={44}
          paging={{
            page: url.pagina - 1,
            pageSize: PAGE_SIZE_TICA,
            rowCount: data ? filasParaPaginas(data.total, data.pagesTotal) : 0,
            onPageChange: (p) => setUrl({ pagina: p > 0 ? p + 1 : undefined }),
          }}
        />
      </TicaFilaContext.Provider>
    </>
  );
}

type FiltrosProps = {
  inicial: TicaFiltros;
  aduanas: readonly Ref[];
  estadosTica: readonly Ref[];
  estadosTicaAforo: readonly Ref[];
  exportando: boolean;
  onFiltrar: (f: TicaFiltros) => void;
  onExportar: (f: TicaFiltros) => void;
};

/** The filter bar keeps a draft; Filtrar (and Exportar Excel) apply it to the URL. Not validated (seed 2 §5) beyond real dates. */
function FiltrosTica({
  inicial,
  aduanas,
  estadosTica,
  estadosTicaAforo,
  exportando,
  onFiltrar,
  onExportar,
}: FiltrosProps) {
  const rango = useDateRange(inicial.fechaInicio, inicial.fechaFinal);
  const [recibo, setRecibo] = useState(inicial.recibo);
  const [aduanaId, setAduanaId] = useState(inicial.aduanaId);
  const [dua, setDua] = useState(inicial.dua);
  const [estadoTica, setEstadoTica] = useState(inicial.estadoTica);
  const [estadoAforo, setEstadoAforo] = useState(inicial.estadoAforo);
  const [responsable, setResponsable] = useState(inicial.responsable);

  /** The typed filters, or null (with the reason flashed) when a date is unusable. */
  const draft = (): TicaFiltros | null => {
    const fechas = rango.read();
    if (!fechas) return null;
    return {
      ...fechas,
      recibo,
      aduanaId,
      dua,
      estadoTica,
      estadoAforo,
      responsable: responsable.trim(),
    };
  };
  const filtrar = () => {
    const f = draft();
    if (f) onFiltrar(f);
  };
  const exportar = () => {
    const f = draft();
    if (f) onExportar(f);
  };

  const select = (
    label: string,
    value: number,
    onChange: (v: number) => void,
    items: readonly Ref[],
    width: number,
  ) => <TodosSelect label={label} value={value} onChange={onChange} items={items} sx={{ width }} />;

  const numerico = (label: string, value: string, onChange: (v: string) => void, width: number) => (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(soloDigitos(e.target.value))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') filtrar();
      }}
      sx={{ width }}
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 12 } }}
    />
  );

  return (
    <FilterBar>
      <DateRangeFields range={rango} width={190} />
      {numerico(t.recibo, recibo, setRecibo, 120)}
      {select(t.aduana, aduanaId, setAduanaId, aduanas, 220)}
      {numerico(t.dua, dua, setDua, 120)}
      {select(t.estadoTica, estadoTica, setEstadoTica, estadosTica, 170)}
      {select(t.estadoAforo, estadoAforo, setEstadoAforo, estadosTicaAforo, 220)}
      <TextField
        label={t.responsable}
        value={responsable}
        onChange={(e) => setResponsable(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') filtrar();
        }}
        sx={{ width: 220 }}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FilterActions onFiltrar={filtrar} onExportar={exportar} exportando={exportando} />
    </FilterBar>
  );
}

export default TicaListPage;
