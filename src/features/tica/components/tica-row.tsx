import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { createContext, useContext, type KeyboardEvent } from 'react';
import * as es from '@/messages/es-tica';
import { cambioPendiente, type EstadosFila } from '../rules';
import type { Ref } from '@/lib/contract';
import type { TicaRow } from '../contract';

const t = es.tica;

/** What a row's cells share with the page: the option lists, the chosen states, the update. */
export type TicaRowContextValue = {
  estadosTica: readonly Ref[];
  estadosTicaAforo: readonly Ref[];
  elegidos: Readonly<Record<number, EstadosFila>>;
  elegir: (row: TicaRow, patch: Partial<EstadosFila>) => void;
  actualizar: (row: TicaRow) => void;
  enCurso: ReadonlySet<number>;
};

export const TicaRowContext = createContext<TicaRowContextValue | null>(null);

function useFila(): TicaRowContextValue {
  const ctx = useContext(TicaRowContext);
  if (!ctx) throw new Error('TicaRowContext missing');
  return ctx;
}

export const guardados = (row: TicaRow): EstadosFila => ({
  estadoTica: row.estadoTica.id,
  estadoTicaAforo: row.estadoTicaAforo.id,
});

/** The grid moves between cells with the arrow keys: inside the select they are the select's. */
const quedarse = (e: KeyboardEvent) => {
  if (e.key !== 'Tab') e.stopPropagation();
};

/** The editable Estado / Estado Aforo of a row: the server's lists, the row's value always among them. */
export function EstadoCelda({ row, campo }: { row: TicaRow; campo: keyof EstadosFila }) {
  const { estadosTica, estadosTicaAforo, elegidos, elegir, enCurso } = useFila();
  const actual = campo === 'estadoTica' ? row.estadoTica : row.estadoTicaAforo;
  const lista = campo === 'estadoTica' ? estadosTica : estadosTicaAforo;
  const opciones = lista.some((o) => o.id === actual.id) || !actual.id ? lista : [actual, ...lista];
  const valor = (elegidos[row.id] ?? guardados(row))[campo];
  const dua = `${row.ano}-${row.dua}`;
  return (
    <Select
      size="small"
      fullWidth
      value={opciones.some((o) => o.id === valor) ? valor : ''}
      disabled={enCurso.has(row.id)}
      onChange={(e) => elegir(row, { [campo]: Number(e.target.value) })}
      onKeyDown={quedarse}
      inputProps={{
        'aria-label':
          campo === 'estadoTica' ? t.estadoFila(row.reciboId, dua) : t.aforoFila(row.reciboId, dua),
      }}
      MenuProps={{ slotProps: { paper: { sx: { maxHeight: 360 } } } }}
      // Into the cell's padding: the state names get the room.
      sx={{
        mx: '-6px',
        width: 'calc(100% + 12px)',
        fontSize: '0.8125rem',
        '& .MuiSelect-select': { py: 0.5, pl: 1, pr: '24px !important' },
        '& .MuiSelect-icon': { right: 2 },
      }}
    >
      {opciones.map((o) => (
        <MenuItem key={o.id} value={o.id} sx={{ fontSize: '0.875rem' }}>
          {o.nombre}
        </MenuItem>
      ))}
    </Select>
  );
}

/** 'Actualizar': sends the row with its chosen states; highlighted while they differ from the stored ones. */
export function ActualizarCelda({ row }: { row: TicaRow }) {
  const { elegidos, actualizar, enCurso } = useFila();
  const ocupado = enCurso.has(row.id);
  const cambiado = cambioPendiente(guardados(row), elegidos[row.id]);
  return (
    <Button
      size="small"
      variant={cambiado ? 'contained' : 'outlined'}
      // The spinner over the label while sending: the button keeps its width in the narrow column.
      loading={ocupado}
      loadingIndicator={<CircularProgress size={14} color="inherit" aria-hidden />}
      onClick={() => actualizar(row)}
      onKeyDown={quedarse}
      aria-label={t.actualizarFila(row.reciboId, `${row.ano}-${row.dua}`)}
      // Into the cell's padding, as the selects: at the column's width the button would be cut.
      sx={{ whiteSpace: 'nowrap', minWidth: 0, px: 1, mx: '-6px' }}
    >
      {t.actualizar}
    </Button>
  );
}
