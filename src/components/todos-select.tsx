import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import * as es from '@/messages/es-shell';

type Opcion = { id: number; nombre: string };

const TODOS: Opcion = { id: 0, nombre: es.common.todos };

/**
 * A filter's option list with TODOS first (id 0, as the API takes 'all'). Until the list arrives a
 * chosen id shows blank rather than an out-of-range value.
 */
export function TodosSelect({
  label,
  value,
  onChange,
  items,
  sx,
}: {
  label: string;
  value: number;
  onChange: (id: number) => void;
  items: readonly Opcion[];
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      select
      label={label}
      value={items.length === 0 && value !== 0 ? '' : value}
      onChange={(e) => onChange(Number(e.target.value))}
      sx={sx}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      {[TODOS, ...items].map((i) => (
        <MenuItem key={i.id} value={i.id}>
          {i.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
