import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { isValid } from 'date-fns';
import { es as esLocale } from 'date-fns/locale/es';
import { useState } from 'react';
import { localeText, type DateInputProps } from './date-input-types';

/**
 * The whole date picker (field and calendar), loaded by DateInput when its 'Elige fecha' button is
 * first pressed, and open from the start: it takes the place of the field the user just pressed on.
 */
export default function DatePickerInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  required,
  disabled,
  error,
  helperText,
  minDate,
  maxDate,
  fullWidth = true,
  inputRef,
  sx,
}: DateInputProps) {
  const [open, setOpen] = useState(true);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={esLocale} localeText={localeText}>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next ?? null)}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        format="dd/MM/yyyy"
        disabled={disabled}
        minDate={minDate && isValid(minDate) ? minDate : undefined}
        maxDate={maxDate && isValid(maxDate) ? maxDate : undefined}
        inputRef={inputRef}
        sx={sx}
        slotProps={{
          textField: { name, required, error, helperText, fullWidth, size: 'small', onBlur },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
