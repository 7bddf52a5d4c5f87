import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { MuiTheme } from '@/components/mui-theme';
import * as es from '@/messages/es-shell';

/**
 * Nothing crashes to a blank page: a render error or a failed route chunk lands here. Inside the shell
 * (the layout's routes) the menu and navbar stay; 'Volver al Panel' leaves the broken screen.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorMessage(error);
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        role="alert"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button color="inherit" component={RouterLink} to={paths.dashboard}>
              {es.app.volverAlPanel}
            </Button>
            <Button color="inherit" onClick={() => window.location.reload()}>
              {es.app.recargar}
            </Button>
          </Box>
        }
      >
        <AlertTitle>{es.app.errorInesperado}</AlertTitle>
        {detail}
      </Alert>
    </Box>
  );
}

/** Themed: the root route's error renders outside the default layout (see MuiTheme). */
export default function ThemedRouteError() {
  return (
    <MuiTheme>
      <RouteError />
    </MuiTheme>
  );
}
