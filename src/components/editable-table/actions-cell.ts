import { alpha, type Theme } from '@mui/material/styles';
import { useLayoutEffect, type RefObject } from 'react';

/** Set on the table's box while the table is wider than it (a narrow screen scrolls it sideways). */
const OVERFLOWS = 'data-overflows';

/**
 * The Acciones column stays in view when a narrow screen scrolls the table sideways: sticky only
 * then, for a sticky cell in every row costs every frame of an edit (F45). A sticky cell needs its
 * own opaque background; the open row's tint is laid over it.
 */
export function actionsCell(selected: boolean) {
  return (theme: Theme) => {
    const tint = alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
    return {
      [`[${OVERFLOWS}] &`]: { position: 'sticky', right: 0, zIndex: 1 },
      backgroundColor: theme.palette.background.paper,
      backgroundImage: selected ? `linear-gradient(${tint}, ${tint})` : 'none',
    };
  };
}

/**
 * Keeps `OVERFLOWS` on the box while the table is wider than it. The flag lives in the DOM, not in
 * React's state: rows need not render again when it changes.
 */
export function useOverflowFlag(
  container: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
) {
  useLayoutEffect(() => {
    const box = container.current;
    const el = table.current;
    if (!box || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      box.toggleAttribute(OVERFLOWS, box.scrollWidth > box.clientWidth + 1),
    );
    observer.observe(box);
    observer.observe(el);
    return () => observer.disconnect();
  }, [container, table]);
}
