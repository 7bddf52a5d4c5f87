import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createContext, useContext, type ReactNode } from 'react';
import { es } from '@/messages/es';

/** What the in-browser mock backend offers the app (main.tsx passes it when mocks are on). */
export type DemoControls = {
  reset: () => Promise<void>;
  users: ReadonlyArray<{ usuario: string; clave: string; rol: string }>;
};

const DemoContext = createContext<DemoControls | null>(null);

export function DemoProvider({ value, children }: { value: DemoControls | null; children: ReactNode }) {
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

/** Null outside demo mode. */
export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}

/** The demo users, under the login card in demo mode. */
export function DemoUsers() {
  const demo = useDemo();
  if (!demo) return null;
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
          {demo.users.map((u) => (
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
