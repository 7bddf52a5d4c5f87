/**
 * A worker has no localStorage, and msw's cookie store asks for one when msw is imported (it says so:
 * a browser-like environment must have it). The demo's handlers set no cookies, so an empty store in
 * memory does; the demo's own data is kept by the page (D74). Imported before msw.
 */
class MemoryStorage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (typeof globalThis.localStorage === 'undefined')
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });

export {};
