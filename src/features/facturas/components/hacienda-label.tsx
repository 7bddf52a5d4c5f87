import Box from '@mui/material/Box';

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

/**
 * Listado Facturas' Hacienda state, drawn as MUI's small coloured Chip draws it (same colours,
 * radius, type and padding; two lines when it must) but as one span: the Chip's code, built for
 * pressing and deleting, is not worth its weight on the list's first load (D34).
 */
export function HaciendaLabel({ texto }: { texto: string }) {
  const color = colorHacienda(texto);
  return (
    <Box
      component="span"
      sx={{
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
        bgcolor: color ? `${color}.main` : 'action.selected',
        color: color ? `${color}.contrastText` : 'text.primary',
      }}
    >
      {texto}
    </Box>
  );
}
