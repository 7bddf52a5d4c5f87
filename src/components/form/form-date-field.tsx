import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';

type Props<T extends FieldValues> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A date picker bound to react-hook-form (value `Date | null`); the message shows beneath it (V9). */
export function FormDateField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={(field.value as Date | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
