import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { RowKey } from './row-editor';

/** How far beyond the view, above and below, rows are rendered (px): the next row Tab reaches is there. */
const OVERSCAN = 600;

/**
 * Rows kept rendered on each side of the one that takes the focus: Tab then always finds the next
 * row's buttons in the page, even when it is pressed faster than the range follows the scrolling.
 */
const FOCUS_AHEAD = 10;

/** What the body renders: a row of `rows` by its index, or a gap of unrendered rows (its height). */
export type WindowItem = { row: number } | { gap: number; height: number };

type Range = { first: number; last: number; keep: RowKey | null };

/**
 * The rows within `margin` px of the view, from the body's place on screen and the rows' heights
 * (measured, else `estimate`).
 */
function rangeAround(
  body: HTMLElement,
  keys: readonly RowKey[],
  height: (key: RowKey) => number,
  margin: number,
) {
  const top = body.getBoundingClientRect().top;
  const from = -top - margin;
  const to = -top + window.innerHeight + margin;
  let first = keys.length;
  let last = -1;
  let y = 0;
  for (let i = 0; i < keys.length && y < to; i++) {
    const h = height(keys[i]!);
    if (y + h > from) {
      first = Math.min(first, i);
      last = i;
    }
    y += h;
  }
  return { first, last };
}

/**
 * A long table renders only the rows near the view (F46): the browser then lays out, paints and
 * layerizes those rows, not a hundred, at each edit. Rows outside are gaps of their height (measured
 * once rendered, else `estimate`), so the page scrolls as if every row were there. The rows `pinned`
 * (the open row) and the one holding the focus stay rendered wherever they are. The range follows
 * scrolling (any scroller) and resizing, and changes only when the rendered rows no longer cover half
 * the overscan. Not enabled: every row, no gap.
 */
export function useRowWindow({
  enabled,
  keys,
  body,
  estimate,
  pinned,
}: {
  enabled: boolean;
  keys: readonly RowKey[];
  body: RefObject<HTMLTableSectionElement | null>;
  estimate: number;
  pinned: RowKey | null;
}) {
  const [heights, setHeights] = useState<ReadonlyMap<RowKey, number>>(() => new Map());
  const [range, setRange] = useState<Range>(() => ({
    first: 0,
    last: Math.ceil((window.innerHeight + OVERSCAN) / estimate),
    keep: null,
  }));
  const latest = useRef({ keys, heights, range, estimate });
  useLayoutEffect(() => {
    latest.current = { keys, heights, range, estimate };
  });
  /** The key of each rendered body row, for the measures and the focus. */
  const rowKeys = useRef(new WeakMap<Element, RowKey>());
  const observed = useRef(new Set<Element>());

  // The range: at once when the table or its rows change, then after each scroll or resize.
  useLayoutEffect(() => {
    const el = body.current;
    if (!enabled || !el) return;
    let frame = 0;
    // Between a press and its release the rows stay as they are: rendering rows above the pressed
    // button would move it from under the pointer, and the release would land elsewhere (the click
    // lost). What the range had to do is done once the click has been handled.
    let pulsado = false;
    let pendiente = false;
    const update = () => {
      frame = 0;
      if (pulsado) {
        pendiente = true;
        return;
      }
      const { keys, heights, range, estimate } = latest.current;
      const height = (k: RowKey) => heights.get(k) ?? estimate;
      const need = rangeAround(el, keys, height, OVERSCAN / 2);
      const focused = document.activeElement?.closest('tr');
      const keep = focused && el.contains(focused) ? (rowKeys.current.get(focused) ?? null) : null;
      if (range.first <= need.first && range.last >= need.last && range.keep === keep) return;
      const next = rangeAround(el, keys, height, OVERSCAN);
      setRange({ ...next, keep });
    };
    update();
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    // The scroll that follows a Tab is seen a frame later, and on a busy machine several Tabs can come
    // before that frame: past the last rendered row, the focus would leave the table. So the rows
    // around the focused one are rendered before the next key is handled.
    const focused = (e: FocusEvent) => {
      // A press's focus: its row is on screen, and the release must find the button where it was.
      if (pulsado) return;
      const tr = e.target instanceof Element ? e.target.closest('tr') : null;
      const index = Number(tr?.getAttribute('aria-rowindex')) - 2;
      const { keys, range } = latest.current;
      const key = keys[index];
      if (!tr || !el.contains(tr) || key === undefined) return;
      const first = Math.max(0, index - FOCUS_AHEAD);
      const last = Math.min(keys.length - 1, index + FOCUS_AHEAD);
      if (range.first <= first && range.last >= last && range.keep === key) return;
      // After the task that moved the focus (it may be React's own commit, where no render can be
      // forced), before the next key: the rows around the view, as scrolling would give them, and
      // the focused row's neighbours — never more, however many rows the keyboard has walked.
      queueMicrotask(() => {
        const { keys, heights, estimate } = latest.current;
        const view = rangeAround(el, keys, (k) => heights.get(k) ?? estimate, OVERSCAN);
        // Apart from the view (the scroll that brings the focused row into it is still to come):
        // its neighbours alone, and the view's rows follow the scroll.
        const apart = first > view.last + 1 || last < view.first - 1;
        flushSync(() =>
          setRange(
            apart
              ? { first, last, keep: key }
              : { first: Math.min(view.first, first), last: Math.max(view.last, last), keep: key },
          ),
        );
      });
    };
    const presion = () => {
      pulsado = true;
    };
    const suelta = () => {
      if (!pulsado) return;
      // After the click that follows the release, in the same task as it.
      setTimeout(() => {
        pulsado = false;
        if (pendiente) {
          pendiente = false;
          later();
        }
      });
    };
    el.addEventListener('focusin', focused);
    el.addEventListener('pointerdown', presion, true);
    document.addEventListener('pointerup', suelta, true);
    document.addEventListener('pointercancel', suelta, true);
    document.addEventListener('scroll', later, { capture: true, passive: true });
    window.addEventListener('resize', later);
    return () => {
      el.removeEventListener('focusin', focused);
      el.removeEventListener('pointerdown', presion, true);
      document.removeEventListener('pointerup', suelta, true);
      document.removeEventListener('pointercancel', suelta, true);
      document.removeEventListener('scroll', later, { capture: true });
      window.removeEventListener('resize', later);
      cancelAnimationFrame(frame);
    };
  }, [enabled, body, keys.length]);

  // The rendered rows' heights, as the browser lays them out (a ResizeObserver reads them after the
  // layout, at no cost to the commit).
  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (!enabled || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver((entries) => {
      let next: Map<RowKey, number> | null = null;
      for (const e of entries) {
        const key = rowKeys.current.get(e.target);
        const h = e.borderBoxSize[0]?.blockSize ?? e.target.getBoundingClientRect().height;
        if (key === undefined || h <= 0) continue;
        const before = (next ?? latest.current.heights).get(key);
        if (before !== undefined && Math.abs(before - h) < 0.5) continue;
        next ??= new Map(latest.current.heights);
        next.set(key, h);
      }
      if (next) setHeights(next);
    });
    observer.current = ro;
    const seen = observed.current;
    return () => {
      ro.disconnect();
      seen.clear();
      observer.current = null;
    };
  }, [enabled]);
  useEffect(() => {
    const el = body.current;
    const ro = observer.current;
    if (!enabled || !el || !ro) return;
    for (const tr of observed.current) {
      if (tr.isConnected) continue;
      ro.unobserve(tr);
      observed.current.delete(tr);
    }
    for (const tr of el.rows) {
      const key = keys[Number(tr.getAttribute('aria-rowindex')) - 2];
      if (key === undefined) continue;
      rowKeys.current.set(tr, key);
      if (observed.current.has(tr)) continue;
      observed.current.add(tr);
      ro.observe(tr);
    }
  });

  /** Renders row `index` now, wherever it is (e.g. to focus one of its buttons). */
  const reveal = (index: number) => {
    const key = keys[index];
    if (enabled && key !== undefined) flushSync(() => setRange((r) => ({ ...r, keep: key })));
  };
  if (!enabled) return { items: keys.map((_, row): WindowItem => ({ row })), reveal };
  const shown = new Set<number>();
  for (let i = Math.max(0, range.first); i <= Math.min(range.last, keys.length - 1); i++) shown.add(i);
  for (const k of [pinned, range.keep]) {
    const i = k === null ? -1 : keys.indexOf(k);
    if (i >= 0) shown.add(i);
  }
  const items: WindowItem[] = [];
  let gap = 0;
  let gapFrom = 0;
  keys.forEach((k, i) => {
    if (shown.has(i)) {
      if (gap > 0) items.push({ gap: gapFrom, height: gap });
      items.push({ row: i });
      gap = 0;
      gapFrom = i + 1;
    } else gap += heights.get(k) ?? estimate;
  });
  if (gap > 0) items.push({ gap: gapFrom, height: gap });
  return { items, reveal };
}
