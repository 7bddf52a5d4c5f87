import { configMutacion } from './vitest.mutation.config.ts';

/**
 * The xml pass (stryker.xml.config.mjs): the tests that compare the mock's documents element by
 * element, each case on a small store of its own (no seed). The XSD tests (factura-xml,
 * documentos-hacienda) stay in the normal suite only: they seed the whole mock database when they load
 * and documentos-hacienda writes its 320 invoices in a `describe` body, so every mutant they reach is
 * static and reruns them from scratch (about a minute a mutant on the loaded machine), and they kill
 * none of the mutants these leave (docs/testing.md).
 */
export default configMutacion([
  'tests/unit/factura-xml-contenido.test.ts',
  'tests/unit/mensaje-receptor-xml-contenido.test.ts',
]);
