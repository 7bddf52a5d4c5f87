import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormTextField } from '@/components/form/form-text-field';
import * as es from '@/messages/es-empresas';

type Props<T extends FieldValues> = Omit<ComponentProps<typeof FormTextField<T>>, 'type' | 'slotProps'>;

/** The Hacienda password: hidden by default, with a button to show it while checking it. */
export function ClaveField<T extends FieldValues>(props: Props<T>) {
  const [visible, setVisible] = useState(false);
  const toggle = visible ? es.empresas.ocultarClave : es.empresas.mostrarClave;
  return (
    <FormTextField<T>
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={toggle} title={toggle} onClick={() => setVisible((v) => !v)} edge="end">
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
