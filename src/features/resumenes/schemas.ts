import type { Ref } from '@/lib/contract';

/** The answer's shapes are the contract's (src/features/resumenes/contract.ts). */
export type { Resumen, Tramite } from './contract';
export type { Ref };

/** The option lists a summary's filters offer (without TODOS, which the page prepends). */
export type OpcionesKey = 'tipos' | 'clientes' | 'encargados' | 'regimenAduaneros';
export type ResumenOpciones = Partial<Record<OpcionesKey, Ref[]>>;
