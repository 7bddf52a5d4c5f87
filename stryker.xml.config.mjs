// @ts-check
import core from './stryker.config.mjs';

/**
 * The second pass of `npm run mutation`: the mock backend's builders of Hacienda documents (factura,
 * MensajeReceptor), against the tests that build them and validate them with the XSDs.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  ...core,
  mutate: ['mocks/files/*-xml.ts'],
  vitest: { configFile: 'vitest.mutation-xml.config.ts' },
  incrementalFile: 'reports/stryker-incremental-xml.json',
  htmlReporter: { fileName: 'reports/mutation/xml.html' },
  jsonReporter: { fileName: 'reports/mutation/xml.json' },
};
