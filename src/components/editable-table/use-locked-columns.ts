import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Does a cell of the row no longer fit its column (a nowrap amount grew wider)? */
const rowOverflows = (row: HTMLTableRowElement) =>
  [...row.cells].some((cell) => cell.scrollWidth > cell.clientWidth + 1);

/** The `<colgroup>` that holds a table's locked widths; not React's (see useLockedColumns). */
const LOCKED = 'data-locked-widths';

/**
 * Locks the table to its columns' current widths: a `<colgroup>` with the header cells' widths and a
 * fixed layout. Nothing is locked where there is no layout (a hidden table, the tests' DOM).
 */
function lockWidths(table: HTMLTableElement) {
  // A table's rows start with its header's; happy-dom's <thead> has no `rows` of its own.
  const cells = table.tHead ? table.rows[0]?.cells : undefined;
  const widths = cells ? [...cells].map((c) => Math.floor(c.getBoundingClientRect().width)) : [];
  if (widths.length === 0 || widths.some((w) => w <= 0)) return;
  const colgroup = document.createElement('colgroup');
  colgroup.setAttribute(LOCKED, '');
  for (const w of widths) colgroup.appendChild(document.createElement('col')).style.width = `${w}px`;
  table.insertBefore(colgroup, table.firstChild);
  table.style.tableLayout = 'fixed';
}

function unlockWidths(table: HTMLTableElement) {
  table.querySelector(`:scope > colgroup[${LOCKED}]`)?.remove();
  table.style.tableLayout = '';
}

const isLocked = (table: HTMLTableElement) => table.querySelector(`:scope > colgroup[${LOCKED}]`) !== null;

/**
 * `lockColumnWidths` (see Props): the table lays itself out automatically until it has rows and none
 * is open; its columns' widths are then kept (lockWidths). They are measured again when the
 * container's width changes, or when a row that changed no longer fits them (checked once the change
 * is painted, when reading the layout costs little, and only in the rows that changed). The lock
 * lives in the DOM, not in React's state: it changes nothing React renders.
 */
export function useLockedColumns(
  enabled: boolean,
  container: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  rows: readonly unknown[],
  closed: boolean,
) {
  const measurable = enabled && closed && rows.length > 0;
  const latest = useRef(measurable);

  useLayoutEffect(() => {
    latest.current = measurable;
    const el = table.current;
    if (el && measurable && !isLocked(el)) lockWidths(el);
  }, [measurable, table]);

  useLayoutEffect(() => {
    const box = container.current;
    const el = table.current;
    if (!enabled || !box || !el) return;
    const relock = () => {
      unlockWidths(el);
      if (latest.current) lockWidths(el);
    };

    const changed = new Set<HTMLTableRowElement>();
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      frame = 0;
      const rows = [...changed];
      changed.clear();
      if (isLocked(el) && rows.some((tr) => tr.isConnected && rowOverflows(tr))) relock();
    };
    const mutations = new MutationObserver((records) => {
      for (const r of records) {
        const node = r.target instanceof Element ? r.target : r.target.parentElement;
        const tr = node?.closest('tr');
        if (tr) changed.add(tr);
        for (const added of r.addedNodes) if (added instanceof HTMLTableRowElement) changed.add(added);
      }
      if (changed.size > 0 && frame === 0)
        frame = requestAnimationFrame(() => {
          timer = setTimeout(check, 0);
        });
    });
    mutations.observe(el, { subtree: true, childList: true, characterData: true });

    let width = box.clientWidth;
    const resize =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (box.clientWidth === width) return;
            width = box.clientWidth;
            relock();
          });
    resize?.observe(box);
    return () => {
      mutations.disconnect();
      resize?.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      unlockWidths(el);
    };
  }, [enabled, container, table]);
}
