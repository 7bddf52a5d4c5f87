import type { Db } from '../db/store';
import type { TarifaRow } from '../db/types';
import type { Random } from './prng';

/** Customs-brokerage services (servicioCorreduriaAduanera) with the tariffs' usual wording and ranges. */
const SERVICIOS: ReadonlyArray<{
  nombre: string;
  detalles: readonly string[];
  /** Colones range; dollars are about a 500th of it. */
  colones: readonly [number, number];
}> = [
  {
    nombre: 'Desalmacenaje',
    detalles: [
      'Desalmacenaje contenedor 20 pies',
      'Desalmacenaje contenedor 40 pies',
      'Desalmacenaje carga suelta',
      'Desalmacenaje carga aérea',
    ],
    colones: [45_000, 95_000],
  },
  {
    nombre: 'Trámite de DUA',
    detalles: [
      'Trámite de DUA de importación',
      'Trámite de DUA de exportación',
      'Trámite de DUA de tránsito',
    ],
    colones: [35_000, 60_000],
  },
  {
    nombre: 'Aforo físico',
    detalles: ['Aforo físico en almacén fiscal', 'Acompañamiento de aforo físico', 'Aforo físico en predio'],
    colones: [20_000, 40_000],
  },
  {
    nombre: 'Permisos MAG/Ministerio de Salud',
    detalles: [
      'Permiso fitosanitario MAG',
      'Permiso sanitario Ministerio de Salud',
      'Nota técnica Ministerio de Salud',
    ],
    colones: [25_000, 55_000],
  },
  {
    nombre: 'Transporte local',
    detalles: [
      'Transporte GAM contenedor 20 pies',
      'Transporte GAM contenedor 40 pies',
      'Transporte Limón – San José',
      'Transporte Caldera – GAM',
    ],
    colones: [60_000, 185_000],
  },
  {
    nombre: 'Bodegaje',
    detalles: ['Bodegaje por día (tarima)', 'Bodegaje mensual', 'Almacenaje en frío por día'],
    colones: [8_000, 25_000],
  },
  {
    nombre: 'Nacionalización',
    detalles: ['Nacionalización de mercancías', 'Nacionalización de vehículo', 'DUA venta local zona franca'],
    colones: [40_000, 90_000],
  },
  {
    nombre: 'Asesoría aduanera',
    detalles: [
      'Asesoría aduanera por hora',
      'Clasificación arancelaria',
      'Revisión de documentos de importación',
    ],
    colones: [30_000, 50_000],
  },
];

const OBSERVACIONES = [
  '',
  '',
  'Más IVA',
  'Incluye timbres y honorarios',
  'Tarifa vigente 2026',
  'No incluye impuestos de importación',
  'Precio negociado con gerencia',
];

const COLONES = 1;
const DOLARES = 2;

function shuffle<T>(items: T[], rnd: Random): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

export function seedServiciosCorreduria(db: Db): void {
  db.serviciosCorreduria.seed(SERVICIOS.map((s, i) => ({ id: i + 1, nombre: s.nombre })));
}

/** About half the active clients have 2 to 5 tariffs, in colones or dollars (international ones in dollars). */
export function seedTarifas(db: Db, rnd: Random): void {
  const rows: TarifaRow[] = [];
  for (const cliente of db.clientes.all()) {
    if (cliente.estado !== 'ACTIVO' || !rnd.chance(0.55)) continue;
    const moneda = cliente.esInternacional
      ? DOLARES
      : rnd.weighted([
          [COLONES, 0.65],
          [DOLARES, 0.35],
        ] as const);
    const servicios = shuffle([...SERVICIOS.keys()], rnd)
      .slice(0, rnd.int(2, 5))
      .sort((a, b) => a - b);
    for (const i of servicios) {
      const s = SERVICIOS[i]!;
      const colones = rnd.int(s.colones[0], s.colones[1]);
      const monto =
        moneda === COLONES ? Math.round(colones / 500) * 500 : Math.round((colones / 500) * 2) / 2;
      rows.push({
        id: rows.length + 1,
        clienteId: cliente.id,
        nombre: rnd.pick(s.detalles),
        monto,
        tipoCambioId: moneda,
        observacion: rnd.pick(OBSERVACIONES),
        servicioId: i + 1,
      });
    }
  }
  db.tarifas.seed(rows);
}
