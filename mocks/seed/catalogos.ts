import { format, subDays } from 'date-fns';
import type { Db } from '../db/store';

/** Costa Rica's customs offices (Servicio Nacional de Aduanas). */
export const ADUANAS = [
  ['001', 'Aduana Central'],
  ['002', 'Aduana Santamaría'],
  ['003', 'Aduana de Limón'],
  ['004', 'Aduana de Paso Canoas'],
  ['005', 'Aduana de Caldera'],
  ['006', 'Aduana de Peñas Blancas'],
  ['007', 'Aduana La Anexión'],
  ['008', 'Aduana de Los Chiles'],
  ['009', 'Aduana de Sixaola'],
] as const;

/** Customs procedure types (tipos de trámite). */
export const TIPOS_TRAMITE = [
  'Importación Definitiva',
  'Exportación Definitiva',
  'Tránsito Aduanero',
  'Importación Temporal',
  'Reexportación',
  'Depósito Fiscal',
  'Courier',
  'DUA Venta Local Zona Franca',
  'Nacionalización',
] as const;

export function seedCatalogos(db: Db, today: Date): void {
  db.aduanas.seed(ADUANAS.map(([codigo, nombre], i) => ({ id: i + 1, codigo, nombre })));
  db.tiposTramite.seed(TIPOS_TRAMITE.map((nombre, i) => ({ id: i + 1, nombre })));
  const stamp = (daysAgo: number, time: string) => `${format(subDays(today, daysAgo), 'yyyy-MM-dd')}T${time}`;
  db.tiposCambio.seed([
    {
      id: 1,
      nombre: 'Colones',
      descripcion: 'Colón costarricense (moneda del sistema)',
      venta: 1,
      compra: 1,
      simbol: '¢',
      esDefault: 1,
      fechaUltimoCambio: stamp(120, '08:00:00'),
    },
    {
      id: 2,
      nombre: 'Dólares',
      descripcion: 'Dólar estadounidense, tipo de cambio de referencia del BCCR',
      venta: 512.85,
      compra: 506.12,
      simbol: '$',
      esDefault: 0,
      fechaUltimoCambio: stamp(0, '07:45:00'),
    },
    {
      id: 3,
      nombre: 'Euros',
      descripcion: 'Euro, tipo de cambio de referencia del BCCR',
      venta: 597.4,
      compra: 580.15,
      simbol: '€',
      esDefault: 0,
      fechaUltimoCambio: stamp(1, '07:50:00'),
    },
  ]);
}
