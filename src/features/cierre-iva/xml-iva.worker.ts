import { atenderRevisiones } from '@/lib/revision-worker';
import { leerPeticion, type PeticionLector } from './lectura-peticion';

/** The month's documents read off the page (lector-xml.ts): a batch of XML texts, or dropped files. */
atenderRevisiones((p: PeticionLector) => leerPeticion(p));
