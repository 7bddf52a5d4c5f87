import type { Db } from '../db/store';
import type { EmpresaRow } from '../db/types';
import { PROVINCIAS } from '../lib/territorial';
import type { createRandom } from './prng';

/** Six billing accounts with valid identification numbers and real territorial codes. */
export const EMPRESAS: EmpresaRow[] = [
  {
    id: 1,
    nombre: 'Aduanas y Logística del Pacífico S.A.',
    iniciales: 'ALP',
    correo1: 'facturacion@aduanaspacifico.co.cr',
    correo2: 'contabilidad@aduanaspacifico.co.cr',
    telefono: '2290-4455',
    direccion: 'La Uruca, de la Plaza de Deportes 200 m norte, edificio Pacífico, segundo piso',
    usuario: 'cpj-3-101-704425@prod.comprobanteselectronicos.go.cr',
    clave: 'Hacienda#2026',
    pin: '4821',
    keyPath: '310170442.p12',
    logoPath: 'logo-alp.png',
    estado: 'ACTIVO',
    cedula: '3101704425',
    tipo: '02',
    provincia: '1',
    canton: '01',
    distrito: '07',
    cantidad: 100,
    recepcionCorreos: 'recepcion@aduanaspacifico.co.cr',
    tipoMedida: 'Sp',
  },
  {
    id: 2,
    nombre: 'Corporación Aduanera Centroamericana S.A.',
    iniciales: 'CAC',
    correo1: 'fe@coracen.cr',
    correo2: '',
    telefono: '2443-1870',
    direccion: 'Alajuela centro, calle 2, avenidas 3 y 5',
    usuario: 'cpj-3-101-558201@prod.comprobanteselectronicos.go.cr',
    clave: 'Coracen.2026',
    pin: '7730',
    keyPath: '3101558201.p12',
    logoPath: '',
    estado: 'ACTIVO',
    cedula: '3101558201',
    tipo: '02',
    provincia: '2',
    canton: '01',
    distrito: '01',
    cantidad: 60,
    recepcionCorreos: 'recepcion@coracen.cr',
    tipoMedida: 'Sp',
  },
  {
    id: 3,
    nombre: 'Agencia de Aduanas Caribe Sur S.R.L.',
    iniciales: 'ACS',
    correo1: 'facturas@caribesur.cr',
    correo2: 'gerencia@caribesur.cr',
    telefono: '2758-3321',
    direccion: 'Limón centro, frente al Mercado Municipal',
    usuario: 'cpj-3-102-731904@prod.comprobanteselectronicos.go.cr',
    clave: 'CaribeSur!26',
    pin: '1190',
    keyPath: '3102731904.p12',
    logoPath: '',
    estado: 'ACTIVO',
    cedula: '3102731904',
    tipo: '02',
    provincia: '7',
    canton: '01',
    distrito: '01',
    cantidad: 40,
    recepcionCorreos: 'recepcion@caribesur.cr',
    tipoMedida: 'Sp',
  },
  {
    id: 4,
    nombre: 'Carlos Andrés Quesada Chaves',
    iniciales: 'CQC',
    correo1: 'cquesada.agente@gmail.com',
    correo2: '',
    telefono: '8834-1290',
    direccion: 'Heredia, San Francisco, residencial Los Lagos, casa 14B',
    usuario: 'cpf-01-1234-0567@prod.comprobanteselectronicos.go.cr',
    clave: 'Quesada2026',
    pin: '5566',
    keyPath: '112340567.p12',
    logoPath: '',
    estado: 'ACTIVO',
    cedula: '112340567',
    tipo: '01',
    provincia: '4',
    canton: '01',
    distrito: '03',
    cantidad: 15,
    recepcionCorreos: 'cquesada.recepcion@gmail.com',
    tipoMedida: 'Sp',
  },
  {
    id: 5,
    nombre: 'Transportes y Aduanas Guanacaste Ltda.',
    iniciales: 'TAG',
    correo1: 'admin@tagcr.com',
    correo2: '',
    telefono: '2666-0912',
    direccion: 'Liberia, barrio Los Ángeles, 100 m sur del parque',
    usuario: 'cpj-3-102-445566@prod.comprobanteselectronicos.go.cr',
    clave: 'Liberia2024',
    pin: '8080',
    keyPath: '3102445566.p12',
    logoPath: '',
    estado: 'INACTIVO',
    cedula: '3102445566',
    tipo: '02',
    provincia: '5',
    canton: '01',
    distrito: '01',
    cantidad: 20,
    recepcionCorreos: 'recepcion@tagcr.com',
    tipoMedida: 'Unid',
  },
  {
    id: 6,
    nombre: 'Servicios Logísticos Alajuela S.A.',
    iniciales: 'SLA',
    correo1: 'facturacion@slalajuela.cr',
    correo2: 'tesoreria@slalajuela.cr',
    telefono: '2430-7788',
    direccion: 'Río Segundo de Alajuela, 300 m oeste del Aeropuerto Juan Santamaría, bodega 22',
    usuario: 'cpj-3-101-662310@prod.comprobanteselectronicos.go.cr',
    clave: 'Coyol#2026',
    pin: '3344',
    keyPath: '3101662310.p12',
    logoPath: '',
    estado: 'ACTIVO',
    cedula: '3101662310',
    tipo: '02',
    provincia: '2',
    canton: '01',
    distrito: '09',
    cantidad: 80,
    recepcionCorreos: 'recepcion@slalajuela.cr',
    tipoMedida: 'Unid',
  },
];

const RAZONES = [
  'Agencia Aduanal',
  'Logística',
  'Transportes',
  'Servicios Aduaneros',
  'Comercializadora',
  'Almacenes Fiscales',
  'Carga Internacional',
  'Consolidadora',
];
const LUGARES = [
  'Central',
  'del Valle',
  'Tica',
  'del Norte',
  'Pacífico Sur',
  'Caribe',
  'Occidental',
  'Santa Ana',
  'Coyol',
  'Peñas Blancas',
  'Moín',
  'Caldera',
];
const SOCIEDADES = [
  ['S.A.', '3101'],
  ['S.R.L.', '3102'],
  ['Ltda.', '3102'],
] as const;

type Random = ReturnType<typeof createRandom>;

/** Extra accounts for `?mockScale=10|100` (a bigger office to measure paging and speed). */
function extraEmpresa(random: Random, id: number): EmpresaRow {
  const [sociedad, prefijo] = random.pick(SOCIEDADES);
  const nombre = `${random.pick(RAZONES)} ${random.pick(LUGARES)} ${id} ${sociedad}`;
  const cedula = `${prefijo}${String(500000 + id)}`;
  const provincia = random.pick(PROVINCIAS);
  const canton = random.pick(provincia.cantones);
  const distrito = random.pick(canton.distritos);
  const dominio = `cuenta${id}.cr`;
  return {
    id,
    nombre,
    iniciales: nombre
      .split(' ')
      .filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w))
      .map((w) => w[0])
      .join('')
      .slice(0, 4),
    correo1: `facturacion@${dominio}`,
    correo2: random.chance(0.5) ? `contabilidad@${dominio}` : '',
    telefono: `${random.pick(['2', '4', '8'])}${random.digits(3, false)}-${random.digits(4, false)}`,
    direccion: `${distrito.nombre}, ${canton.nombre}, ${random.int(25, 600)} m ${random.pick(['norte', 'sur', 'este', 'oeste'])} de la iglesia`,
    usuario: `cpj-${prefijo.slice(0, 1)}-${prefijo.slice(1)}-${cedula.slice(4)}@prod.comprobanteselectronicos.go.cr`,
    clave: `Clave#${random.digits(4)}`,
    pin: random.digits(4),
    keyPath: `${cedula}.p12`,
    logoPath: '',
    estado: random.chance(0.85) ? 'ACTIVO' : 'INACTIVO',
    cedula,
    tipo: '02',
    provincia: provincia.codigo,
    canton: canton.codigo,
    distrito: distrito.codigo,
    cantidad: random.int(1, 100),
    recepcionCorreos: `recepcion@${dominio}`,
    tipoMedida: random.chance(0.7) ? 'Sp' : 'Unid',
  };
}

/** The six accounts; at scale n, 6 × (n − 1) more from the area's own PRNG stream. */
export function seedEmpresas(db: Db, random: Random): void {
  const extra = Array.from({ length: EMPRESAS.length * (db.meta.scale - 1) }, (_, i) =>
    extraEmpresa(random, EMPRESAS.length + i + 1),
  );
  db.empresas.seed([...EMPRESAS.map((e) => ({ ...e })), ...extra]);
}
