/** What jsdom lacks and MUI (DataGrid, useMediaQuery, transitions) asks for. */
let viewportWidth = 1280;

/** Sets the width that `matchMedia` answers (desktop 1280 by default; ≤ 991 collapses the sidebar). */
export function setViewportWidth(width: number) {
  viewportWidth = width;
}

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

export function installBrowserStubs() {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView ??= function () {};
  // jsdom has no canvas (its getContext only reports 'not implemented'): no 2d context, so the shared
  // charts show their data table instead of drawing.
  HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
  URL.createObjectURL ??= () => 'blob:stub';
  URL.revokeObjectURL ??= () => {};
}
