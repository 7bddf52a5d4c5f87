import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { actionsCell } from './actions-cell';
import type { EditableColumn } from './editable-column';

type ColumnHeader = Pick<EditableColumn<unknown>, 'id' | 'header' | 'width' | 'minWidth' | 'align'>;
type HeadProps = { columns: readonly ColumnHeader[]; actionsHeader: string; rowIndex?: number };

/** What the header shows of a column (its cells' renderers are new functions at every render). */
const sameHeader = (a: ColumnHeader, b: ColumnHeader) =>
  a.id === b.id &&
  a.header === b.header &&
  a.width === b.width &&
  a.minWidth === b.minWidth &&
  a.align === b.align;

/** The header row; rendered again only when a column's header changes, not at every edit. */
export const Head = memo(
  function Head({ columns, actionsHeader, rowIndex }: HeadProps) {
    return (
      <TableHead>
        <TableRow aria-rowindex={rowIndex}>
          {columns.map((c) => (
            <TableCell
              key={c.id}
              align={c.align}
              sx={{ fontWeight: 600, width: c.width, minWidth: c.minWidth, whiteSpace: 'nowrap' }}
            >
              {c.header}
            </TableCell>
          ))}
          <TableCell
            align="center"
            sx={[actionsCell(false), { fontWeight: 600, width: '1%', whiteSpace: 'nowrap' }]}
          >
            {actionsHeader}
          </TableCell>
        </TableRow>
      </TableHead>
    );
  },
  (prev, next) =>
    prev.actionsHeader === next.actionsHeader &&
    prev.rowIndex === next.rowIndex &&
    prev.columns.length === next.columns.length &&
    prev.columns.every((c, i) => sameHeader(c, next.columns[i]!)),
);
