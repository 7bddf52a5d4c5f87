import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues> = {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
  /** A hint under the box, read out as its description. */
  helperText?: string;
};

/**
 * A checkbox bound to a 0/1 flag (the API's flags are numbers): ticked when the value is 1,
 * and it writes 1 or 0 back.
 */
export function FormCheckbox<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  helperText,
}: Props<T>) {
  const { field } = useController({ name, control });
  const helperId = useId();
  const checked = field.value === 1 || field.value === true;
  const box = (
    <FormControlLabel
      label={label}
      disabled={disabled}
      control={
        <Checkbox
          name={field.name}
          slotProps={{
            input: { ref: field.ref, 'aria-describedby': helperText ? helperId : undefined },
          }}
          checked={checked}
          onBlur={field.onBlur}
          onChange={(e) =>
            field.onChange(typeof field.value === 'boolean' ? e.target.checked : e.target.checked ? 1 : 0)
          }
        />
      }
    />
  );
  if (!helperText) return box;
  return (
    <Box>
      {box}
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {helperText}
      </FormHelperText>
    </Box>
  );
}
