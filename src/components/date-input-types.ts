import type { SxProps, Theme } from '@mui/material/styles';
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
