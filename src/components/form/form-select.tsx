import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { helperLine, useSteadyMessage } from './steady-message';

export type Option<V extends string | number = string | number> = { value: V; label: string };

type Props<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'select'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  options: ReadonlyArray<Option>;
  /** Extra work after the value changes (dependent lists). */
  onValueChange?: (value: string | number) => void;
};

/** A select bound to react-hook-form. Numeric option values stay numbers. Message line as FormTextField. */
export function FormSelect<T extends FieldValues>({
  name,
  control,
  options,
  onValueChange,
  helperText,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const message = useSteadyMessage(fieldState.error?.message);
  const value = field.value === null || field.value === undefined ? '' : field.value;
  return (
    <TextField
      {...rest}
      select
      name={field.name}
      value={options.some((o) => o.value === value) ? value : ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(e) => {
        const raw = e.target.value;
        const option = options.find((o) => String(o.value) === String(raw));
        const next = option ? option.value : raw;
        field.onChange(next);
        onValueChange?.(next);
      }}
      error={!!message}
      helperText={helperLine(message, helperText)}
      fullWidth={rest.fullWidth ?? true}
    >
      {options.map((o) => (
        <MenuItem key={String(o.value)} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
