import { atenderRevisiones } from '@/lib/revision-worker';
import { revisarLlaveP12 } from './p12-reader';

/** The signing key's check in a Web Worker (D38): the file is read here too. */
atenderRevisiones(revisarLlaveP12);
