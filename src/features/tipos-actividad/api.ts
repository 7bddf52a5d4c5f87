import { catalogApi } from '@/components/catalog/catalog-api';
import { tiposActividadApi } from './contract';
import { toPayload } from './form-model';

/** The economic-activity types: list, one row and save (API.md 'Master data'). */
const catalogo = catalogApi('tipos-actividad-economica', tiposActividadApi, toPayload);

export const tiposActividadKeys = catalogo.keys;
export const useTiposActividad = catalogo.useList;
export const useTipoActividad = catalogo.useOne;
export const useSaveTipoActividad = catalogo.useSave;
