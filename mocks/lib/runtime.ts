/** What differs between the browser demo and the tests: latency, persistence and the clock. */
export const runtime = {
  /** Extra delay per request in ms ([min, max]); none in tests. */
  latency: null as null | readonly [number, number],
  /** Called after every request that changed data (the browser persists). */
  onMutation: () => {},
  /** The mock server's clock (Hacienda's simulated delays read it; tests move it). */
  now: () => new Date(),
};
