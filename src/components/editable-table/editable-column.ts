import type { ReactNode } from 'react';

export type EditableColumn<T> = {
  id: string;
  header: string;
  /** The cell in view mode. */
  render: (row: T) => ReactNode;
  /** The cell of the open row; view mode when absent (a read-only column). */
  renderEdit?: (draft: T, change: (patch: Partial<T>) => void) => ReactNode;
  width?: number | string;
  minWidth?: number;
  align?: 'left' | 'right' | 'center';
};

/** The Acciones cell of a row (see RowActions). */
export type RenderActions<T> = (row: T, mode: { open: boolean; isNew: boolean }) => ReactNode;
