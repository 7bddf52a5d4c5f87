/** API.md 'Invoices': the constants and shapes are the contract's (src/features/facturas/contract.ts). */
export * from './contract';
