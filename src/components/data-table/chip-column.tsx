import Chip, { type ChipProps } from '@mui/material/Chip';
import type { GridValidRowModel } from '@mui/x-data-grid';
import type { TableColumn } from './columns';

// Apart from columns.tsx: MUI's Chip comes only with the lists that show one (decision D34).

/** A short state value (ACTIVO, INACTIVO, …) shown as a small coloured chip; sorts and filters by the value. */
export function chipColumn<R extends GridValidRowModel>(
  def: TableColumn<R> & { color: (value: string) => ChipProps['color'] },
): TableColumn<R> {
  const { color, ...rest } = def;
  return {
    width: 120,
    ...rest,
    renderCell: ({ value }) =>
      value === null || value === undefined || value === '' ? null : (
        <Chip size="small" label={String(value)} color={color(String(value))} sx={{ fontWeight: 600 }} />
      ),
  };
}
