import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { addMonths, formatMonth } from '@/lib/dates';
import * as es from '@/messages/es-cierre-iva';

const t = es.cierreIvaCarga;

/** How many months back the picker offers: two years covers a late return and its correction. */
export const MESES_ELEGIBLES = 24;

/** The month to close: the current one and the 23 before it, newest first. */
export function MesPicker({
  mes,
  actual,
  onChange,
}: {
  mes: string;
  actual: string;
  onChange: (m: string) => void;
}) {
  const meses = useMemo(() => {
    const lista = Array.from({ length: MESES_ELEGIBLES }, (_, i) => addMonths(actual, -i));
    return lista.includes(mes) ? lista : [mes, ...lista];
  }, [mes, actual]);
  return (
    <TextField
      select
      size="small"
      label={t.mes}
      value={mes}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220 }}
    >
      {meses.map((m) => (
        <MenuItem key={m} value={m}>
          {formatMonth(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}
