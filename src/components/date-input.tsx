import IconButton from '@mui/material/IconButton';
import InputAdornment, { type InputAdornmentProps } from '@mui/material/InputAdornment';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateField } from '@mui/x-date-pickers/DateField';
import { CalendarIcon } from '@mui/x-date-pickers/icons';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid } from 'date-fns';
import { lazy, Suspense, useState } from 'react';
import { esLocale } from '@/lib/dates';
import { localeText, propsComunes, type DateInputProps } from './date-input-types';

export type { DateInputProps } from './date-input-types';

/** The calendar and the picker around it: weight no screen needs until it is opened (D34). */
const DatePickerInput = lazy(() => import('./date-picker-input'));

type Abrir = { abrir?: () => void; etiqueta?: string; disabled?: boolean };

/**
 * The field's end adornment with the picker's own 'Elige fecha' button after the clear button, as
 * the DatePicker draws them (the field alone draws no open button).
 */
function Adorno({ abrir, etiqueta, disabled, children, ...props }: InputAdornmentProps & Abrir) {
  return (
    <InputAdornment {...props}>
      {children}
      {props.position === 'end' && (
        <IconButton
          aria-label={etiqueta}
          data-mui-picker-open-button="true"
          edge="end"
          disabled={disabled}
          onClick={abrir}
        >
          <CalendarIcon />
        </IconButton>
      )}
    </InputAdornment>
  );
}

/**
 * The app's date field (dd/MM/yyyy, Spanish calendar). It paints as the picker's field alone — the
 * same group of sections, value and checks — and loads the calendar when 'Elige fecha' is first
 * pressed, then stays the whole DatePicker. It carries its own LocalizationProvider so the pickers
 * load only with the screens that use them, never with the app's first load.
 */
export function DateInput(props: DateInputProps) {
  const [picker, setPicker] = useState(false);
  const field = <DateFieldInput {...props} abrir={() => setPicker(true)} />;
  if (!picker) return field;
  return (
    <Suspense fallback={field}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}

function DateFieldInput({ abrir, ...props }: DateInputProps & { abrir: () => void }) {
  const { value, disabled } = props;
  const { campo, textField } = propsComunes(props);
  const elegida = value && isValid(value) ? format(value, 'PP', { locale: esLocale }) : null;
  const adorno: Abrir = { abrir, etiqueta: localeText.openDatePickerDialogue?.(elegida), disabled };
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={esLocale} localeText={localeText}>
      <DateField
        {...campo}
        clearable
        slots={{ inputAdornment: Adorno }}
        slotProps={{
          textField,
          inputAdornment: adorno as InputAdornmentProps,
          clearButton: { edge: false },
        }}
      />
    </LocalizationProvider>
  );
}
