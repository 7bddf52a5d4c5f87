/**
 * Every user-visible text of the specification (its DECISIONS.md, 'Texts'). Texts follow the seeds word
 * for word, with the plain-typo corrections that it lists. Texts with values are functions.
 * Features read their texts from here, never inline.
 *
 * One way to get a text: a namespace import, `es.<part>.<text>`. The catalogue is split by feature
 * (decision D34) so that a screen's first load carries its own texts only: the app imports its
 * feature's module (es-clientes.ts, es-facturas.ts, …; each carries the shell's texts too), the shell
 * es-shell.ts, the shared components es-componentes.ts. This module is all of them at once, for the
 * tests and the mock backend; ESLint keeps it out of src/.
 */
export * from './es-shell';
export * from './es-archivos';
export * from './es-llave';
export * from './es-recepcion';
export * from './es-seguimiento';
export * from './es-componentes';
export * from './es-exoneracion';
export * from './es-clientes';
export * from './es-empresas';
export * from './es-cabys';
export * from './es-tipos-actividad';
export * from './es-tipos-cambio';
export * from './es-recibos';
export * from './es-facturas';
export * from './es-factura-form';
export * from './es-revision-hacienda';
export * from './es-historial-factura';
export * from './es-resumen-ingresos';
export * from './es-confirmacion';
export * from './es-tica';
export * from './es-panel';
export * from './es-resumenes';
export * from './es-guia';
export * from './es-cierre-iva';
