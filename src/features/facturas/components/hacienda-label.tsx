const colorHacienda = (label: string) => {
  switch (label) {
    case 'Aceptado':
      return 'success';
    case 'Rechazado':
      return 'error';
    case 'Pendiente Respuesta':
      return 'warning';
    case 'Enviando':
      return 'info';
    default:
      return null;
  }
};

const COLORES = ['success', 'error', 'warning', 'info'] as const;

/**
 * The label's looks, as rules of the list's grid (its one `sx`): a style per label would be worked out
 * again for every row on every render of the list.
 */
export const HACIENDA_LABEL_SX = {
  '& .hacienda-label': {
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    verticalAlign: 'middle',
    borderRadius: '16px',
    px: 0.75,
    py: 0.25,
    fontSize: '0.75rem',
    fontWeight: 600,
    lineHeight: 1.2,
    textAlign: 'center',
    whiteSpace: 'normal',
    bgcolor: 'action.selected',
    color: 'text.primary',
  },
  ...Object.fromEntries(
    COLORES.map((c) => [`& .hacienda-label--${c}`, { bgcolor: `${c}.main`, color: `${c}.contrastText` }]),
  ),
} as const;

/**
 * Listado Facturas' Hacienda state, drawn as MUI's small coloured Chip draws it (same colours,
 * radius, type and padding; two lines when it must) but as one span: the Chip's code, built for
 * pressing and deleting, is not worth its weight on the list's first load (D34). Its looks are
 * HACIENDA_LABEL_SX, in the grid's styles.
 */
export function HaciendaLabel({ texto }: { texto: string }) {
  const color = colorHacienda(texto);
  return (
    <span className={color ? `hacienda-label hacienda-label--${color}` : 'hacienda-label'}>{texto}</span>
  );
}
