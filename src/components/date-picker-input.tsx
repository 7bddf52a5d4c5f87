import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { esLocale } from '@/lib/dates';
import { localeText, propsComunes, type DateInputProps } from './date-input-types';

/**
 * The whole date picker (field and calendar), loaded by DateInput when its 'Elige fecha' button is
 * first pressed, and open from the start: it takes the place of the field the user just pressed on.
 */
export default function DatePickerInput(props: DateInputProps) {
  const [open, setOpen] = useState(true);
  const { campo, textField } = propsComunes(props);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={esLocale} localeText={localeText}>
      <DatePicker
        {...campo}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        slotProps={{ textField, field: { clearable: true } }}
      />
    </LocalizationProvider>
  );
}
