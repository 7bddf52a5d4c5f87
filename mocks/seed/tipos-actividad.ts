import type { Db } from '../db/store';
import type { TipoActividadRow } from '../db/types';

/**
 * Real Hacienda economic-activity codes and names (pre-2025 list, as compiled in odoocr/l10n_cr; see
 * mocks/data/SOURCES.md). Codes are 6-character strings. Only the rows used here are copied.
 */
export const ACTIVIDADES_HACIENDA: Record<string, string> = {
  '630904': 'AGENTE ADUANERO FISICO O JURIDICO',
  '630901': 'AGENCIAS ADUANALES, ALMACENES FISCALES Y ESTACIONAMIENTOS TRANSITORIOS',
  '630903': 'AGENCIA DE TRANSPORTE (NAVIERA)',
  '741407': 'ASESOR ADUANERO',
  '630101': 'SERVICIO DE CONSOLIDACION DE CARGA Y DESCARGA',
  '630201': 'SERVICIOS DE ALMACENAJE',
  '621001': 'SERVICIO DE TRANSPORTE DE CARGA POR VIA AEREA',
  '741402': 'ASESORAMIENTO EMPRESARIAL Y EN MATERIA DE GESTION (HANDLING)',
  '611001': 'SERVICIO DE TRANSPORTE DE CARGA Y/O CABOTAJE DE PASAJEROS POR VIA ACUATICA',
  '602304': 'SERVICIO DE MUDANZA INTERNACIONAL',
};

/** The activities each account is registered for with Hacienda (account 1 is the demo users'). */
const POR_CUENTA: Record<number, readonly string[]> = {
  1: ['630904', '630901', '630903', '741407', '630101', '630201', '621001', '741402'],
  2: ['630904', '630901', '630101'],
  3: ['630904', '630903', '611001'],
  4: ['630904', '741407'],
  5: ['630904', '630201', '602304'],
  6: ['630904', '630101', '630201', '741402'],
};

export function seedTiposActividad(db: Db): void {
  const rows: TipoActividadRow[] = [];
  for (const empresa of db.empresas.all()) {
    for (const codigo of POR_CUENTA[empresa.id] ?? ['630904']) {
      rows.push({
        id: rows.length + 1,
        empresaId: empresa.id,
        codigo,
        descripcion: ACTIVIDADES_HACIENDA[codigo]!,
      });
    }
  }
  db.tiposActividad.seed(rows);
}
