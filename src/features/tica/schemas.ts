import type { Ref } from '@/lib/contract';

/** API.md 'TICA': the shapes are the contract's (src/features/tica/contract.ts). */
export type { ActualizarRespuesta, TicaPage, TicaRow, UploadRespuesta } from './contract';
export type { Ref };
