import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';

/** An unknown path shows 'Not found!' inside the default layout, with a way back to the Panel. */
export function NotFoundPage() {
  return (
    <Paper variant="outlined" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {es.app.notFound}
      </Typography>
      <Button component={RouterLink} to={paths.dashboard} variant="contained" sx={{ mt: 3 }}>
        {es.app.irAlPanel}
      </Button>
    </Paper>
  );
}

export default NotFoundPage;
