import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import { isValid } from 'date-fns';
import { es as esLocale } from 'date-fns/locale/es';

/** The pickers' Spanish texts (the theme does not carry them: they would weigh on the first load). */
const localeText = { ...esES.components.MuiLocalizationProvider.defaultProps.localeText, day: 'Día' };

export type DateInputProps = {
  label: string;
  value: Date | null;
  /** An incomplete or impossible date arrives as an invalid Date; `null` when cleared. */
  onChange: (value: Date | null) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: React.ReactNode;
  minDate?: Date | null;
  maxDate?: Date | null;
  fullWidth?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  sx?: SxProps<Theme>;
};

/**
 * The app's date picker (dd/MM/yyyy, Spanish calendar). It carries its own LocalizationProvider so
 * the pickers load only with the screens that use them, never with the app's first load.
 */
export function DateInput({
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
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={esLocale} localeText={localeText}>
      <DatePicker
        label={label}
        value={value}
        onChange={(next) => onChange(next ?? null)}
        format="dd/MM/yyyy"
        disabled={disabled}
        minDate={minDate && isValid(minDate) ? minDate : undefined}
        maxDate={maxDate && isValid(maxDate) ? maxDate : undefined}
        inputRef={inputRef}
        sx={sx}
        slotProps={{
          textField: {
            name,
            required,
            error,
            helperText,
            fullWidth,
            size: 'small',
            onBlur,
          },
          field: { clearable: true },
        }}
      />
    </LocalizationProvider>
  );
}
