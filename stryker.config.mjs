// @ts-check
/**
 * Mutation testing of the pure core whose mistakes reach Hacienda or lose data (docs/testing.md).
 * `npm run mutation` runs this config and then stryker.xml.config.mjs (the mock backend's Hacienda
 * document builders); not part of CI nor of `npm test`.
 *
 * Each pass runs only the unit tests written for its files (the `include` of its vitest config). The XML tests seed a whole
 * mock database at load time, which runs most of money.ts and rules.ts outside any test: with them in
 * this pass those mutants are "static" and each one reruns every test from a fresh environment.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'src/lib/money.ts',
    'src/lib/identificacion.ts',
    'src/lib/exoneracion.ts',
    'src/lib/exoneracion-contract.ts',
    'src/lib/drafts.ts',
    'src/lib/safe-file.ts',
    'src/lib/xml-seguro.ts',
    'src/features/facturas/rules.ts',
    'src/features/facturas/validacion-factura.ts',
    'src/features/facturas/calculo-factura.ts',
    'src/features/facturas/revision/revision.ts',
    'src/features/confirmacion/revisar-comprobante.ts',
    'src/features/tica/revisar-csv.ts',
    // Cierre de IVA's pure core: every figure of the IVA return's worksheet comes out of these.
    'src/features/cierre-iva/tarifas-iva.ts',
    'src/features/cierre-iva/xml-iva.ts',
    'src/features/cierre-iva/rules.ts',
    'src/features/cierre-iva/entradas.ts',
    'src/features/cierre-iva/worksheet.ts',
    'src/features/cierre-iva/prellenado.ts',
    'src/features/cierre-iva/archivo-del-mes.ts',
    'mocks/lib/hacienda-xml.ts',
  ],
  // To commit after a complete run (reports/ is otherwise ignored): a rerun after a small change
  // then tests only the mutants that change touched, for whoever runs it next.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  // Two cores shared by several people: one test process at a time.
  concurrency: 1,
  // Generous: on a loaded machine a plain run can take seconds, and a run cut short counts as a
  // kill ("timed out"). Endless loops in the mutated code are stopped by Stryker's hit limit anyway.
  timeoutMS: 30000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/core.html' },
  jsonReporter: { fileName: 'reports/mutation/core.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // Builds and browser-test output have no business in the sandbox (node_modules is linked).
  ignorePatterns: [
    'dist',
    'dist-*',
    'test-results',
    'playwright-report',
    'bench/results',
    'coverage',
    'reports',
  ],
};

export default config;
