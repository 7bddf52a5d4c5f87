/** What differs between the browser demo and the tests: latency and persistence. */
export const runtime = {
  /** Extra delay per request in ms ([min, max]); none in tests. */
  latency: null as null | readonly [number, number],
  /** Called after every request that changed data (the browser persists). */
  onMutation: () => {},
};
