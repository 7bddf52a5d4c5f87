import { alpha, type Theme } from '@mui/material/styles';
import type { ComponentProps, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

type Color = 'primary' | 'error';

const hover = (color: Color) => (theme: Theme) =>
  alpha(theme.palette[color].main, theme.palette.action.hoverOpacity);
const foco = (color: Color) => (theme: Theme) =>
  alpha(theme.palette[color].main, theme.palette.action.focusOpacity);

/**
 * A row action's looks: MUI's small IconButton (its ButtonBase reset, round hover, colours, disabled
 * grey, a 4 px padding), as rules of the table's one `sx` (Listado Facturas' grid, Recepción de
 * comprobantes' table). Keyboard focus shows the focus tint where the IconButton pulsed its ripple.
 */
export const ACCION_LIGERA_SX = {
  '& .accion-ligera': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    bgcolor: 'transparent',
    outline: 0,
    border: 0,
    m: 0,
    p: 0.5,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    textAlign: 'center',
    flex: '0 0 auto',
    fontSize: (theme: Theme) => theme.typography.pxToRem(18),
    borderRadius: '50%',
    color: 'primary.main',
    transition: (theme: Theme) =>
      theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&::-moz-focus-inner': { borderStyle: 'none' },
    '&:hover': { bgcolor: hover('primary'), '@media (hover: none)': { bgcolor: 'transparent' } },
    '&:focus-visible': { bgcolor: foco('primary') },
    '&.accion-ligera--error': {
      color: 'error.main',
      '&:hover': { bgcolor: hover('error'), '@media (hover: none)': { bgcolor: 'transparent' } },
      '&:focus-visible': { bgcolor: foco('error') },
    },
    '&:disabled, &[aria-disabled="true"]': {
      pointerEvents: 'none',
      cursor: 'default',
      bgcolor: 'transparent',
      color: 'action.disabled',
    },
  },
} as const;

/**
 * MUI's SvgIcon with fontSize="small", as a rule of the table's `sx`, for a plain `<svg
 * className="accion-ligera-icono">` inside an AccionBoton (a styled SvgIcon per row weighed as the
 * IconButton did).
 */
export const ICONO_LIGERO_SX = {
  '& .accion-ligera-icono': {
    userSelect: 'none',
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    fontSize: (theme: Theme) => theme.typography.pxToRem(20),
    transition: (theme: Theme) =>
      theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
  },
} as const;

type BotonProps = Omit<ComponentProps<'button'>, 'className' | 'type'> & {
  color?: Color;
  children: ReactNode;
};

/**
 * A row action's button: a plain button drawn as MUI's small IconButton (ACCION_LIGERA_SX). The
 * IconButton's own code (ripple, focus tracking, three styled layers) ran for each of a list's fifty
 * actions, or Recepción's hundred 'Ver', before the rows could show.
 */
export function AccionBoton({ color = 'primary', children, ...props }: BotonProps) {
  return (
    <button
      type="button"
      className={color === 'error' ? 'accion-ligera accion-ligera--error' : 'accion-ligera'}
      {...props}
    >
      {children}
    </button>
  );
}

/** A row action that goes to another screen: a real link drawn as AccionBoton; disabled as MUI's. */
export function AccionEnlace({
  to,
  disabled,
  children,
  ...props
}: {
  to: string;
  disabled: boolean;
  children: ReactNode;
  'aria-label': string;
}) {
  return (
    <RouterLink
      to={to}
      className="accion-ligera"
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      {...props}
    >
      {children}
    </RouterLink>
  );
}
