import type { Db } from '../db/store';
import type { ReciboRecord, TicaRecord } from '../db/types';
import type { Random } from './prng';

/**
 * The TICA side of the seeded receipts (decision T2): every receipt with a DUA has its TICA record —
 * the receipt's number, customs office, DUA year and number, a regime that follows the procedure type,
 * the DUA date, a state and an inspection (aforo) state that agree with where the receipt stands, and
 * the receipt's handler as responsable.
 */

/** Customs regimes of the Ley General de Aduanas (Título VIII) and the express-delivery modality. */
export const REGIMENES = [
  'Importación definitiva',
  'Importación temporal',
  'Exportación definitiva',
  'Tránsito aduanero',
  'Depósito fiscal',
  'Zona franca',
  'Perfeccionamiento activo',
  'Reexportación',
  'Entrega rápida',
] as const;

/** A DUA's life in TICA: accepted (paid), assigned to a customs officer, under review, released, closed. */
export const ESTADOS_TICA = ['ACEPTADO', 'ASIGNADO', 'EN REVISION', 'LEVANTE', 'CANCELADO'] as const;

/** The inspection: selectivity pending, green (no review), documentary review, physical, done. */
export const ESTADOS_AFORO = ['PENDIENTE', 'VERDE', 'DOCUMENTAL', 'FISICO', 'REALIZADO'] as const;

const id = <T extends readonly string[]>(list: T, nombre: T[number]) => list.indexOf(nombre) + 1;
const regimen = (nombre: (typeof REGIMENES)[number]) => id(REGIMENES, nombre);
const estado = (nombre: (typeof ESTADOS_TICA)[number]) => id(ESTADOS_TICA, nombre);
const aforo = (nombre: (typeof ESTADOS_AFORO)[number]) => id(ESTADOS_AFORO, nombre);

/** The receipt's procedure type (catalogos.ts TIPOS_TRAMITE, by id) → its customs regime. */
const REGIMEN_DE_TIPO: Record<number, number> = {
  1: regimen('Importación definitiva'),
  2: regimen('Exportación definitiva'),
  3: regimen('Tránsito aduanero'),
  4: regimen('Importación temporal'),
  5: regimen('Reexportación'),
  6: regimen('Depósito fiscal'),
  7: regimen('Entrega rápida'),
  8: regimen('Zona franca'),
  9: regimen('Importación definitiva'),
};

/** 'AAA-YYYY-NNNNNN' (the receipts' DUA) → its year and number. */
export function partesDua(dua: string): { ano: number; numero: string } | null {
  const match = /^\d{3}-(\d{4})-(\d+)$/.exec(dua.trim());
  return match ? { ano: Number(match[1]), numero: match[2]! } : null;
}

/** State and aforo that agree with the receipt: closed work is released, open work is on its way. */
function estados(rnd: Random, r: ReciboRecord, seedDay: string): [number, number] {
  const liberado = () => aforo(rnd.chance(r.aforoFisico ? 0.2 : 0.65) ? 'VERDE' : 'REALIZADO');
  const revision = () => aforo(r.aforoFisico || rnd.chance(0.35) ? 'FISICO' : 'DOCUMENTAL');
  if (r.estado === 'FINALIZADO') {
    const dias = (Date.parse(seedDay) - Date.parse(r.fechaDua ?? r.fecha.slice(0, 10))) / 86_400_000;
    return [estado(dias > 45 || rnd.chance(0.4) ? 'CANCELADO' : 'LEVANTE'), liberado()];
  }
  switch (r.ticaEstado) {
    case 'EN PROCESO DE AFORO':
      return [estado(rnd.chance(0.5) ? 'EN REVISION' : 'ASIGNADO'), revision()];
    case 'DUA ANTICIPADO':
      return [estado('ACEPTADO'), aforo('PENDIENTE')];
    case 'FACTURAR INMEDIATO':
      return [estado('LEVANTE'), liberado()];
    default: {
      const e = rnd.weighted<(typeof ESTADOS_TICA)[number]>([
        ['ACEPTADO', 30],
        ['ASIGNADO', 20],
        ['EN REVISION', 15],
        ['LEVANTE', 35],
      ]);
      const a = e === 'ACEPTADO' ? aforo('PENDIENTE') : e === 'LEVANTE' ? liberado() : revision();
      return [estado(e), a];
    }
  }
}

export function seedTica(db: Db, rnd: Random): void {
  db.regimenes.seed(REGIMENES.map((nombre, i) => ({ id: i + 1, nombre })));
  db.estadosTica.seed(ESTADOS_TICA.map((nombre, i) => ({ id: i + 1, nombre })));
  db.estadosAforo.seed(ESTADOS_AFORO.map((nombre, i) => ({ id: i + 1, nombre })));

  const ticas: TicaRecord[] = [];
  for (const r of db.recibos.all().sort((a, b) => a.id - b.id)) {
    const partes = partesDua(r.dua);
    if (!partes || !r.fechaDua) continue;
    let regimenId = REGIMEN_DE_TIPO[r.tipoId] ?? regimen('Importación definitiva');
    // Some temporary imports come in to be processed and re-exported (maquila); an exonerated
    // client is usually a free-zone company, whose imports enter under the zona franca regime.
    if (regimenId === regimen('Importación temporal') && rnd.chance(0.35)) {
      regimenId = regimen('Perfeccionamiento activo');
    } else if (regimenId === regimen('Importación definitiva') && db.clientes.get(r.clienteId)?.esExonerado) {
      regimenId = regimen('Zona franca');
    }
    const [estadoTicaId, estadoAforoId] = estados(rnd, r, db.meta.seedDate);
    ticas.push({
      id: ticas.length + 1,
      reciboId: r.recibo,
      aduanaId: r.aduanaId,
      ano: partes.ano,
      dua: partes.numero,
      regimenId,
      fecha: r.fechaDua,
      estadoTicaId,
      responsable: db.usuarios.get(r.encargadoId)?.nombre ?? '',
      estadoAforoId,
    });
  }
  db.ticas.seed(ticas);
}
