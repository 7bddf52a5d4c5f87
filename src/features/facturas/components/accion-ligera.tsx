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
 * grey, the list's 4 px padding), as rules of the list's grid (its one `sx`). Keyboard focus shows
 * the focus tint where the IconButton pulsed its ripple.
 */
export const ACCION_LIGERA_SX = {
  '& .factura-accion': {
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
    '&.factura-accion--error': {
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

type BotonProps = Omit<ComponentProps<'button'>, 'className' | 'type'> & {
  color?: Color;
  children: ReactNode;
};

/**
 * A row action's button: a plain button drawn as MUI's small IconButton (ACCION_LIGERA_SX). The
 * IconButton's own code (ripple, focus tracking, three styled layers) ran for each of a page's fifty
 * actions before its rows could show (issue 41's speed).
 */
export function AccionBoton({ color = 'primary', children, ...props }: BotonProps) {
  return (
    <button
      type="button"
      className={color === 'error' ? 'factura-accion factura-accion--error' : 'factura-accion'}
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
      className="factura-accion"
      aria-disabled={disabled || undefined}
      tabIndex={disabled ? -1 : undefined}
      {...props}
    >
      {children}
    </RouterLink>
  );
}
