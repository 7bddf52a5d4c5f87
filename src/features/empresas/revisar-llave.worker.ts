import { atenderRevisiones } from '@/lib/revision-en-worker';
import { revisarLlaveP12 } from './leer-p12';

/** The signing key's check in a Web Worker (D38): the file is read here too. */
atenderRevisiones(revisarLlaveP12);
