import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from 'react-hook-form';

type Props<T extends FieldValues> = Omit<
  OutlinedInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'label'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  rules?: RegisterOptions<T>;
};

/**
 * FormTextField's look without TextField's dependency on Select/Menu/Popover: for the login screen,
 * which is on the first load and must stay light. Everywhere else, use FormTextField.
 */
export function FormOutlinedInput<T extends FieldValues>({
  name,
  control,
  label,
  size,
  rules,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController({ name, control, rules });
  const id = useId();
  const helperId = `${id}-helper`;
  const error = fieldState.error?.message;
  return (
    <FormControl variant="outlined" fullWidth error={!!error} size={size}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...rest}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value)}
        aria-describedby={error ? helperId : undefined}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
