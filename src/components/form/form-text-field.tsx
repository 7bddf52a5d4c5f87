import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { helperLine, useSteadyMessage } from './steady-message';

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onChange'> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Keeps numbers as numbers in the form state. */
  numeric?: boolean;
};

/**
 * A MUI text field bound to react-hook-form; the validation message shows beneath it, on a line
 * the field always keeps (see steady-message.ts).
 */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  numeric,
  helperText,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const message = useSteadyMessage(fieldState.error?.message);
  const value = field.value === null || field.value === undefined ? '' : field.value;
  return (
    <TextField
      {...rest}
      name={field.name}
      value={value}
      inputRef={field.ref}
      onBlur={(e) => {
        field.onBlur();
        rest.onBlur?.(e);
      }}
      onChange={(e) => {
        const raw = e.target.value;
        field.onChange(numeric ? (raw === '' ? '' : Number(raw)) : raw);
      }}
      error={!!message || rest.error}
      helperText={helperLine(message, helperText)}
      fullWidth={rest.fullWidth ?? true}
    />
  );
}
