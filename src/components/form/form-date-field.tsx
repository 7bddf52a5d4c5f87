import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../date-input';
import { helperLine, useSteadyMessage } from './steady-message';

type Props<T extends FieldValues> = Omit<
  DateInputProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** A date picker bound to react-hook-form (value `Date | null`); message line as FormTextField. */
export function FormDateField<T extends FieldValues>({ name, control, helperText, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const message = useSteadyMessage(fieldState.error?.message);
  return (
    <DateInput
      {...rest}
      name={field.name}
      value={(field.value as Date | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={!!message}
      helperText={helperLine(message, helperText)}
    />
  );
}
