import type { SxProps, Theme } from '@mui/material/styles';
import { isValid } from 'date-fns';
import { esES } from '@mui/x-date-pickers/locales';

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

/** The pickers' Spanish texts (the theme does not carry them: they would weigh on the first load). */
export const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  day: 'Día',
};

const valida = (d: Date | null | undefined) => (d && isValid(d) ? d : undefined);

/**
 * What the field alone (DateInput) and the whole picker (DatePickerInput) are given alike: the value,
 * its format and limits, and the text field's props. One place, so the two cannot drift apart.
 */
export function propsComunes({
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
  return {
    campo: {
      label,
      value,
      onChange: (next: Date | null) => onChange(next ?? null),
      format: 'dd/MM/yyyy',
      disabled,
      minDate: valida(minDate),
      maxDate: valida(maxDate),
      inputRef,
      sx,
    },
    textField: { name, required, error, helperText, fullWidth, size: 'small' as const, onBlur },
  };
}
