import Box from '@mui/material/Box';
import Popper from '@mui/material/Popper';
import { alpha, type Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type ReactNode } from 'react';

/** MUI Tooltip's own looks (bottom placement), so the shared one reads the same. */
const TIP_SX = {
  bgcolor: (theme: Theme) => alpha(theme.palette.grey[700], 0.92),
  color: 'common.white',
  borderRadius: 1,
  px: 1,
  py: 0.5,
  mt: '14px',
  maxWidth: 300,
  typography: 'body2',
  fontSize: (theme: Theme) => theme.typography.pxToRem(11),
  fontWeight: 'fontWeightMedium',
  lineHeight: 1.4,
  overflowWrap: 'break-word',
} as const;

const bajo = (target: EventTarget | null, root: HTMLElement) => {
  const el = target instanceof Element ? target.closest<HTMLElement>('[data-tooltip]') : null;
  return el && root.contains(el) ? el : null;
};

const focoVisible = (el: Element) => {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * One tooltip for every element inside marked `data-tooltip="text"`: shown under the element the
 * pointer is over or keyboard focus is on, gone on leaving, blur or Escape, kept while the pointer is
 * on the tooltip itself. A page of rows with five icon actions each would otherwise mount fifty MUI
 * Tooltips, each rendering twice. The elements' accessible names must already hold
 * the text: this adds no description.
 */
export function SharedTooltip({ children }: { children: ReactNode }) {
  const [ancla, setAncla] = useState<HTMLElement | null>(null);
  const [texto, setTexto] = useState('');
  const raiz = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  // Shown on keyboard focus only, as MUI's Tooltip does (a click's focus shows nothing): the last
  // input was a key, or the browser says the focus is visible.
  const teclado = useRef(false);
  useEffect(() => {
    const tecla = () => (teclado.current = true);
    const puntero = () => (teclado.current = false);
    document.addEventListener('keydown', tecla, true);
    document.addEventListener('pointerdown', puntero, true);
    return () => {
      document.removeEventListener('keydown', tecla, true);
      document.removeEventListener('pointerdown', puntero, true);
    };
  }, []);

  const mostrar = (el: HTMLElement | null) => {
    if (!el) return;
    setAncla(el);
    setTexto(el.dataset.tooltip ?? '');
  };
  const salir = (e: MouseEvent | FocusEvent) => {
    const hacia = e.relatedTarget instanceof Node ? e.relatedTarget : null;
    if (hacia && (ancla?.contains(hacia) || tip.current?.contains(hacia))) return;
    setAncla(null);
  };

  // While shown: its text follows the element's (a countdown), and it goes when the element does
  // (the row re-drawn) or on Escape.
  useEffect(() => {
    if (!ancla || !raiz.current) return;
    const observer = new MutationObserver(() => {
      if (!ancla.isConnected) setAncla(null);
      else setTexto(ancla.dataset.tooltip ?? '');
    });
    observer.observe(raiz.current, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-tooltip'],
    });
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && setAncla(null);
    document.addEventListener('keydown', escape);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', escape);
    };
  }, [ancla]);

  return (
    <div
      ref={raiz}
      onMouseOver={(e) => mostrar(bajo(e.target, e.currentTarget))}
      onMouseOut={salir}
      onFocus={(e) => (teclado.current || focoVisible(e.target)) && mostrar(bajo(e.target, e.currentTarget))}
      onBlur={salir}
    >
      {children}
      {ancla && texto && (
        <Popper
          open
          anchorEl={ancla}
          placement="bottom"
          sx={{ zIndex: 'tooltip' }}
          ref={tip}
          onMouseLeave={() => setAncla(null)}
        >
          <Box sx={TIP_SX}>{texto}</Box>
        </Popper>
      )}
    </div>
  );
}
