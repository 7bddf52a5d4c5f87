import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { formatAmount, fromCentimos } from '@/lib/money';
import * as es from '@/messages/es-cierre-iva';
import { leerMonto } from '../prellenado';

type Props = {
  /** The stored figure in céntimos; null when none. */
  valor: number | null;
  /** What was typed last time when it was not an amount (kept with the month): shown instead of nothing. */
  escrito?: string;
  /** A valid figure, or null when the field is emptied or what is typed is not an amount; and the text. */
  onValor: (valor: number | null, texto: string) => void;
  /** The field's accessible name. */
  label: string;
  /** Shown visibly above the field (a table's column says it otherwise). */
  visibleLabel?: boolean;
  /** What the field says under it when what is typed is an amount (a difference, a rule). */
  helper?: ReactNode;
  /** A refusal of a valid amount (the proration's rule), shown as the field's error. */
  rechazo?: string | null;
  width?: number;
};

const texto = (valor: number | null) => (valor === null ? '' : formatAmount(fromCentimos(valor)));

/**
 * An amount typed or pasted as TRIBU-CR or a spreadsheet writes it ('1.234.567,89', '1,234,567.89'),
 * read by `leerMonto`. What is typed stays in the field even when it is not an amount; the figure it
 * gives is passed up on every change, so the page can keep it at once. A wrong value is said once the
 * field is left, not at every keystroke of a figure half typed.
 */
export function MontoField({
  valor,
  escrito: guardado,
  onValor,
  label,
  visibleLabel,
  helper,
  rechazo,
  width = 190,
}: Props) {
  const [escrito, setEscrito] = useState(() => guardado ?? texto(valor));
  // A text kept from an earlier visit was left already: its message shows at once.
  const [dejado, setDejado] = useState(guardado !== undefined);
  const [previo, setPrevio] = useState(valor);
  // A figure changed from outside (another month, a reload) replaces the text, unless it is what the
  // text already reads as.
  if (valor !== previo) {
    setPrevio(valor);
    if (valor !== leerMonto(escrito)) setEscrito(texto(valor));
  }
  const invalido = escrito.trim() !== '' && leerMonto(escrito) === null;
  const error = (invalido && dejado) || !!rechazo;
  return (
    <TextField
      size="small"
      value={escrito}
      label={visibleLabel ? label : undefined}
      error={error}
      helperText={invalido && dejado ? es.cierreIva.hoja.montoInvalido : (rechazo ?? helper)}
      onChange={(e) => {
        const t = e.target.value;
        setEscrito(t);
        onValor(t.trim() === '' ? null : leerMonto(t), t);
      }}
      onBlur={() => setDejado(true)}
      sx={{ width }}
      slotProps={{
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          'aria-label': visibleLabel ? undefined : label,
          style: { textAlign: 'right' },
        },
        formHelperText: { sx: { mx: 0 } },
      }}
    />
  );
}
