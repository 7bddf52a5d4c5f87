/** What differs between the browser demo and the tests: latency, persistence and the clock. */
export const runtime = {
  /** Extra delay per request in ms ([min, max]); none in tests. */
  latency: null as null | readonly [number, number],
  /** Called after every request that changed data (the browser persists). */
  onMutation: () => {},
  /**
   * The mock server's clock: every handler reads it (Hacienda's simulated delays, tokens, dates);
   * tests move it, and in the browser it is the page's (mocks/worker/backend.ts).
   */
  now: () => new Date(),
};
