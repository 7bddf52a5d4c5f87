import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-shell';

/** Placeholder for a screen a later issue brings. */
export function UnderConstruction() {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
      <ConstructionIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h6" component="h1" sx={{ mt: 1 }}>
        {es.app.enConstruccion}
      </Typography>
      <Typography color="text.secondary">{es.app.enConstruccionDetalle}</Typography>
    </Paper>
  );
}

export default UnderConstruction;
