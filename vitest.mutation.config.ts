import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * The tests Stryker runs in the src pass (stryker.config.mjs, npm run mutation): the unit tests of
 * the pure core, in node, without tests/setup.ts. The integration tests render pages and take seconds
 * each, far too slow to run once per mutant; the core's tests need neither the mock server and
 * database the setup starts (seeding it runs most of money.ts and rules.ts) nor a DOM (a test that
 * does says so with `@vitest-environment jsdom`). The list is here, not in Stryker's `testFiles`:
 * with `testFiles`, Stryker switches a "static" mutant (one in a module's top-level code) on only
 * after the module has loaded, so it never acts and survives.
 */
export const testsDelNucleo = [
  'tests/unit/money.test.ts',
  'tests/unit/identificacion.test.ts',
  'tests/unit/exoneracion.test.ts',
  'tests/unit/drafts.test.ts',
  'tests/unit/safe-file.test.ts',
  'tests/unit/archivos-hostiles.test.ts',
  'tests/unit/revision-hacienda.test.ts',
  'tests/unit/facturas-payload.test.ts',
  'tests/unit/label-in-name.test.ts',
  'tests/unit/hacienda-xml.test.ts',
  'tests/unit/revisar-csv.test.ts',
  'tests/unit/revisar-comprobante.test.ts',
  'tests/unit/*-rules.test.ts',
  // Cierre de IVA's worksheet: the rate codes, reading a document's XML, the documents from the lists,
  // the figures, the pre-fill's comparison, and a supplier file's check.
  'tests/unit/cierre-iva-tarifas.test.ts',
  'tests/unit/cierre-iva-xml.test.ts',
  'tests/unit/cierre-iva-entradas.test.ts',
  'tests/unit/cierre-iva-worksheet.test.ts',
  'tests/unit/cierre-iva-archivo.test.ts',
];

export const configMutacion = (include: string[]) =>
  defineConfig((env) => {
    const base = viteConfig(env);
    return {
      ...base,
      test: {
        ...base.test,
        include,
        // One project in node: not the suite's happy-dom and jsdom groups.
        projects: undefined,
        setupFiles: [],
        environment: 'node',
        // Each test file imports the code afresh, so that a static mutant is evaluated switched on.
        isolate: true,
        // Stryker runs vitest in worker threads, which refuse the V8 flags the suite's forks take.
        execArgv: [],
      },
    };
  });

export default configMutacion(testsDelNucleo);
