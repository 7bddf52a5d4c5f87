import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * An on/off switch with its label, drawn as MUI's small Switch in a FormControlLabel draws it (track,
 * thumb, colours, sizes, a halo on hover and on keyboard focus), on a native checkbox with the role
 * "switch": the same role, name, state and keys (Space), at a fraction of the weight MUI's Switch,
 * SwitchBase and FormControlLabel put on Listado Facturas' first load (D34).
 */
export function OnOffSwitch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
}) {
  return (
    <Box
      component="label"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        verticalAlign: 'middle',
        cursor: 'pointer',
        ml: '-11px',
        mr: 2,
        WebkitTapHighlightColor: 'transparent',
        '& .interruptor-caja': {
          position: 'relative',
          display: 'inline-flex',
          flexShrink: 0,
          width: 40,
          height: 24,
          p: '7px',
          boxSizing: 'border-box',
        },
        '& input': {
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          m: 0,
          p: 0,
          opacity: 0,
          cursor: 'inherit',
          zIndex: 1,
        },
        '& .interruptor-riel': {
          width: '100%',
          height: '100%',
          borderRadius: '7px',
          bgcolor: theme.palette.common.black,
          opacity: 0.38,
          transition: theme.transitions.create(['opacity', 'background-color'], {
            duration: theme.transitions.duration.shortest,
          }),
        },
        '& .interruptor-boton': {
          position: 'absolute',
          top: 4,
          left: 4,
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: theme.palette.common.white,
          boxShadow: theme.shadows[1],
          transition: theme.transitions.create(['transform', 'box-shadow'], {
            duration: theme.transitions.duration.shortest,
          }),
        },
        '& input:checked ~ .interruptor-riel': { bgcolor: 'primary.main', opacity: 0.5 },
        '& input:checked ~ .interruptor-boton': { transform: 'translateX(16px)', bgcolor: 'primary.main' },
        '&:hover .interruptor-boton, & input:focus-visible ~ .interruptor-boton': {
          boxShadow: `${theme.shadows[1]}, 0 0 0 5px ${alpha(theme.palette.action.active, 0.12)}`,
        },
        '&:hover input:checked ~ .interruptor-boton, & input:checked:focus-visible ~ .interruptor-boton': {
          boxShadow: `${theme.shadows[1]}, 0 0 0 5px ${alpha(theme.palette.primary.main, 0.2)}`,
        },
      })}
    >
      <span className="interruptor-caja">
        <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span className="interruptor-riel" />
        <span className="interruptor-boton" />
      </span>
      {label}
    </Box>
  );
}
