import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-shell';

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">{es.app.copyright(new Date().getFullYear())}</Typography>
      <Typography variant="body2">{es.app.version}</Typography>
    </Box>
  );
}
