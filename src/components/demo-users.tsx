import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-shell';
import type { DemoControls } from './demo';
import { MuiTheme } from '@/components/mui-theme';

/** The demo users, under the login card in demo mode (loaded only in demo mode). */
export function DemoUsers({ users }: { users: DemoControls['users'] }) {
  return (
    <Paper
      variant="outlined"
      sx={{ mt: 3, width: '100%', maxWidth: 400, p: 2 }}
      aria-labelledby="demo-users-title"
    >
      <Typography id="demo-users-title" variant="subtitle2" gutterBottom>
        {es.demo.banner} · {es.demo.usuarios}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{es.login.usuario}</TableCell>
            <TableCell>{es.login.clave}</TableCell>
            <TableCell>Rol</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.usuario}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{u.usuario}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{u.clave}</TableCell>
              <TableCell>{u.rol}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** The lazy module's view, themed: it can render outside the default layout (see MuiTheme). */
export default function ThemedDemoUsers(props: Parameters<typeof DemoUsers>[0]) {
  return (
    <MuiTheme>
      <DemoUsers {...props} />
    </MuiTheme>
  );
}
