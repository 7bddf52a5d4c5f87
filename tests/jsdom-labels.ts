/**
 * jsdom finds a `<label for>`'s control by walking the whole document, and an input's labels by asking
 * every node of the document for its control: naming one field costs the page's size times its
 * labels, and Testing Library names every field of its role at each `getByRole(…, { name })`. On a
 * form that was a third of the test's CPU. The label's `for` is looked up in the document's id map
 * instead, which gives the same element (the first with that id in tree order); labels outside a
 * document, and labels without `for`, keep jsdom's own walk.
 */
export function fastLabelControl() {
  const label = document.createElement('label');
  const implKey = Object.getOwnPropertySymbols(label).find((s) => s.description === 'impl');
  if (!implKey) return;
  const proto = Object.getPrototypeOf((label as unknown as Record<symbol, object>)[implKey]) as object;
  const own = Object.getOwnPropertyDescriptor(proto, 'control');
  if (!own?.get) return;
  const walk = own.get;
  type Impl = {
    localName: string;
    type?: string;
    hasAttributeNS(ns: null, name: string): boolean;
    getAttributeNS(ns: null, name: string): string | null;
    getRootNode(options: object): { nodeType: number; getElementById(id: string): Impl | null };
  };
  // HTML's labelable elements (the app defines no form-associated custom elements).
  const labelable = (el: Impl) =>
    ['button', 'meter', 'output', 'progress', 'select', 'textarea'].includes(el.localName) ||
    (el.localName === 'input' && el.type !== 'hidden');
  Object.defineProperty(proto, 'control', {
    configurable: true,
    get(this: Impl) {
      const id = this.hasAttributeNS(null, 'for') ? this.getAttributeNS(null, 'for') : null;
      if (!id) return walk.call(this);
      const root = this.getRootNode({});
      if (root.nodeType !== Node.DOCUMENT_NODE) return walk.call(this);
      const el = root.getElementById(id);
      return el && labelable(el) ? el : null;
    },
  });
}
