import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { includesFolded } from '@/lib/text';
import type { Option } from './form-select';
import { helperLine, useSteadyMessage } from './steady-message';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: ReadonlyArray<Option<number>>;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  noOptionsText?: string;
  /** Extra work after the user picks another value (dependent lists). */
  onValueChange?: (value: number) => void;
};

/**
 * A searchable select over a long list (clients): type to filter, accent- and case-insensitive.
 * Bound to a numeric id; 0 means nothing chosen. Message line as FormTextField.
 */
export function FormAutocomplete<T extends FieldValues>({
  name,
  control,
  label,
  options,
  required,
  disabled,
  helperText,
  noOptionsText,
  onValueChange,
}: Props<T>) {
  const { field, fieldState } = useController({ name, control });
  const message = useSteadyMessage(fieldState.error?.message);
  const selected = useMemo(
    () => options.find((o) => o.value === field.value) ?? null,
    [options, field.value],
  );
  return (
    <Autocomplete
      options={options as Option<number>[]}
      value={selected}
      disabled={disabled}
      onChange={(_, option) => {
        const next = option?.value ?? 0;
        field.onChange(next);
        if (next !== field.value) onValueChange?.(next);
      }}
      onBlur={field.onBlur}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      filterOptions={(all, state) => {
        return all.filter((o) => includesFolded(o.label, state.inputValue));
      }}
      noOptionsText={noOptionsText}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          error={!!message}
          helperText={helperLine(message, helperText)}
        />
      )}
    />
  );
}
