/** The Panel's shapes are the contract's (src/features/dashboard/contract.ts). */
export type { EncargadoPendientes, Estadistica, ReciboSinActualizar } from './contract';
