import Grid, { type GridProps } from '@mui/material/Grid';

/**
 * A form's grid of fields. Every field keeps a line for its message under it (see steady-message.ts),
 * and that line is most of the room between two rows, so rows sit closer than columns.
 */
export function FormGrid(props: Omit<GridProps, 'container'>) {
  return <Grid container columnSpacing={2.5} rowSpacing={1} {...props} />;
}
