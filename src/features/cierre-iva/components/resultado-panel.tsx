import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import * as es from '@/messages/es-cierre-iva';
import { colones } from '../colones';
import { formulaResultado, tipoResultado } from '../textos-hoja';
import type { Proporcion, Resultado } from '../worksheet';
import { ProrrataPanel } from './prorrata-panel';

const t = es.cierreIva.hoja.resultado;

type Props = {
  mes: string;
  resultado: Resultado;
  proporcion: Proporcion | null;
  onProporcion: (next: Proporcion | null) => void;
};

/** IVA devengado minus the credit: 'A pagar' or 'Saldo a favor', and the proration when it applies. */
export function ResultadoPanel({ mes, resultado: r, proporcion, onProporcion }: Props) {
  const filas: Array<[string, number, boolean]> = [
    [t.devengado, r.devengado, false],
    [t.soportado, r.soportado, false],
    [t.credito, r.credito, false],
    [tipoResultado(r), Math.abs(r.neto), true],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Table size="small" aria-label={t.titulo} sx={{ maxWidth: 520 }}>
          <TableBody>
            {filas.map(([nombre, monto, fuerte]) => (
              <TableRow key={nombre}>
                <TableCell component="th" scope="row" sx={fuerte ? { fontWeight: 700 } : undefined}>
                  {nombre}
                </TableCell>
                <TableCell align="right" sx={fuerte ? { fontWeight: 700 } : undefined}>
                  {colones(monto)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography variant="body2">{formulaResultado(r)}</Typography>
        {r.prorrata.estado !== 'noAplica' && (
          <ProrrataPanel mes={mes} resultado={r} proporcion={proporcion} onProporcion={onProporcion} />
        )}
      </Stack>
    </Paper>
  );
}
