import { catalogApi } from '@/components/catalog/catalog-api';
import { serviciosCabysApi } from './contract';
import { toPayload } from './form-model';

/** The CABYS services: list, one row and save (API.md 'Master data'). */
const catalogo = catalogApi('servicios-cabys', serviciosCabysApi, toPayload);

export const serviciosCabysKeys = catalogo.keys;
export const useServiciosCabys = catalogo.useList;
export const useServicioCabys = catalogo.useOne;
export const useSaveServicioCabys = catalogo.useSave;
