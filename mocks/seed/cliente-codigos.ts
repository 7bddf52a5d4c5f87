import type { Db } from '../db/store';
import type { ClienteCodigoRow } from '../db/types';
import { actividadPorCodigo } from './actividades';
import type { Random } from './prng';

/** The codes customs brokers' clients often carry besides their trade codes. */
const ADUANEROS = ['630901', '630903', '630904', '741407'] as const;

/** The trade codes that fit each seeded client (first match of its name wins). */
const POR_GIRO: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/Logístico|Freight/, ['630901', '630903', '602001', '621001']],
  [/Repuestos|Autopartes/, ['503004', '515002', '523807']],
  [/Ferretería/, ['514308', '523402']],
  [/Farmacéutic/, ['242301', '513604', '513601']],
  [/Textiles/, ['513101', '172101', '523208']],
  [/Café, oficina/, ['741402']],
  [/Café/, ['512214', '154904', '960106']],
  [/Agroindustrial|Agrícola/, ['514903', '515002', '519014']],
  [/Electrónic|Electronics/, ['519016', '523406', '321001']],
  [/Muebles/, ['361001', '513906', '523304']],
  [/Alimentos|Distribuidora Tropical/, ['512201', '512211', '512237']],
  [/Médic/, ['331102', '513604']],
  [/Plásticos/, ['252001', '241301']],
  [/Vinos y Licores/, ['512210', '512217', '522007']],
  [/Química/, ['514701', '241101']],
  [/Papelera/, ['210101', '210201']],
  [/Cosméticos/, ['519003', '523102']],
  [/Supermercados/, ['521101', '512201']],
  [/Constructora/, ['515001', '269501']],
  [/Ópticas/, ['523920', '332001']],
  [/Juguetes/, ['523910', '369401']],
  [/Shenzhen/, ['321001', '519016']],
  [/Andina/, ['519015', '960106']],
];
const GENERALES = ['519015', '523901', '741402', '513906'] as const;

/** Every client gets 1 to 3 Hacienda activity codes: its trade codes, sometimes a customs one. */
export function seedClienteCodigos(db: Db, rnd: Random): void {
  const rows: ClienteCodigoRow[] = [];
  for (const cliente of db.clientes.all()) {
    const giro = POR_GIRO.find(([re]) => re.test(cliente.nombre))?.[1] ?? [rnd.pick(GENERALES)];
    const count = rnd.int(1, Math.min(3, giro.length));
    const codigos = giro.slice(0, count);
    if (codigos.length < 3 && rnd.chance(0.3)) codigos.push(rnd.pick(ADUANEROS));
    for (const codigo of new Set(codigos)) {
      if (!actividadPorCodigo(codigo)) throw new Error(`seed: código de actividad ${codigo} no existe`);
      rows.push({ id: rows.length + 1, clienteId: cliente.id, codigoActividadDgt: codigo });
    }
  }
  db.clienteCodigos.seed(rows);
}
