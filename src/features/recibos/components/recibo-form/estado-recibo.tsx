import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { daysBetween, formatDate, parseApiDate } from '@/lib/dates';
import * as es from '@/messages/es-recibos';
import type { ReciboData } from '@/features/recibos/contract';
import { JustificacionTica } from '../justificacion-tica';

const t = es.recibos;

type Props = { recibo: NonNullable<ReciboData['recibo']>; estados: ReciboData['estados'] };

/** A saved receipt's state, date, age and encargado over its form, with its TICA justification. */
export function EstadoRecibo({ recibo, estados }: Props) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Chip
          label={recibo.estado}
          color={recibo.estado === 'FINALIZADO' ? 'success' : 'warning'}
          variant="outlined"
          aria-label={`${t.estado}: ${recibo.estado}`}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {`${t.col.fecha}: ${formatDate(recibo.fecha)} · ${t.col.antiguedad}: ${t.dias(
            Math.max(0, daysBetween(parseApiDate(recibo.fecha))),
          )} · ${t.col.encargado}: ${recibo.encargado.nombre}`}
        </Typography>
        <JustificacionTica reciboId={recibo.id} value={recibo.ticaEstado} estados={estados} />
      </Stack>
    </Paper>
  );
}
