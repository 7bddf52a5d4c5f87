import { catalogApi } from '@/components/catalog/catalog-api';
import { tiposCambioApi } from './contract';
import { toPayload } from './form-model';

/** The exchange rates: list, one row and save (API.md 'Master data'). */
const catalogo = catalogApi('tipos-cambio', tiposCambioApi, toPayload);

export const tiposCambioKeys = catalogo.keys;
export const useTiposCambio = catalogo.useList;
export const useTipoCambio = catalogo.useOne;
export const useSaveTipoCambio = catalogo.useSave;
