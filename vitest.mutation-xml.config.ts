import { configMutacion } from './vitest.mutation.config.ts';

/** The xml pass (stryker.xml.config.mjs): the tests that build the mock's documents and validate them. */
export default configMutacion(['tests/unit/factura-xml.test.ts', 'tests/unit/documentos-hacienda.test.ts']);
