import { parseISO } from 'date-fns';
import type { Db } from '../db/store';
import { seedServiciosCabys } from './cabys';
import { seedCatalogos } from './catalogos';
import { seedCierreIva } from './cierre-iva';
import { seedClienteCodigos } from './cliente-codigos';
import { seedClientes } from './clientes';
import { seedConfirmaciones } from './confirmaciones';
import { seedCatalogosFactura } from './facturas';
import { seedEmpresas } from './empresas';
import { createRandom } from './prng';
import { seedRecibos } from './recibos';
import { seedTica } from './tica';
import { seedTiposActividad } from './tipos-actividad';
import { seedServiciosCorreduria, seedTarifas } from './tarifas';
import { seedUsuarios } from './usuarios';

/**
 * Seeds every table, deterministically from `db.meta`. Each area draws from its own PRNG stream
 * (`createRandom(SEED + n)`), so adding an area never changes another area's data.
 */
export const SEED = 20261122;

export function seedDatabase(db: Db): void {
  const today = parseISO(db.meta.seedDate);
  seedCatalogos(db, today);
  seedUsuarios(db);
  seedEmpresas(db, createRandom(SEED + 20));
  seedClientes(db, createRandom(SEED + 1));
  seedServiciosCabys(db, createRandom(SEED + 30));
  seedTiposActividad(db);
  seedClienteCodigos(db, createRandom(SEED + 10));
  seedServiciosCorreduria(db);
  seedTarifas(db, createRandom(SEED + 11));
  seedConfirmaciones(db, today, createRandom(SEED + 60));
  seedCatalogosFactura(db);
  seedRecibos(db, today, createRandom(SEED + 40), createRandom(SEED + 41), createRandom(SEED + 42));
  seedTica(db, createRandom(SEED + 50));
  // Last: the demo month's IVA cases come after every other record (ids and numbers after theirs).
  seedCierreIva(db, createRandom(SEED + 70));
}
