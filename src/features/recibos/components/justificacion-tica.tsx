import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { failureMessage } from '@/lib/errors';
import * as es from '@/messages/es-recibos';
import { useSaveJustificacion } from '../api';

const t = es.recibos;

type Props = { reciboId: number; value: string; estados: ReadonlyArray<{ id: number; estado: string }> };

/** The TICA justification state of an existing receipt: changing it saves at once (its own call). */
export function JustificacionTica({ reciboId, value, estados }: Props) {
  const cambiar = useSaveJustificacion(reciboId);
  return (
    <TextField
      select
      label={t.campo.ticaEstado}
      value={estados.some((e) => e.estado === value) ? value : ''}
      disabled={cambiar.isPending}
      onChange={async (e) => {
        const estado = e.target.value;
        if (estado === value || cambiar.isPending) return;
        try {
          await cambiar.mutateAsync(estado);
          flash.success(t.justificacionCambiada(reciboId, estado));
        } catch (error) {
          flash.danger(failureMessage(t.justificacionError(reciboId), error), UNTIL_CLOSED);
        }
      }}
      sx={{ minWidth: 260 }}
    >
      {estados.map((e) => (
        <MenuItem key={e.id} value={e.estado}>
          {e.estado}
        </MenuItem>
      ))}
    </TextField>
  );
}
