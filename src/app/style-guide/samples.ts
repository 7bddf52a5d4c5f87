/**
 * The style guide's sample data (D19): small, fixed and local. Nothing here reaches the API or the
 * demo store; the screens' own data comes from the backend.
 */

export type FacturaEjemplo = {
  id: number;
  cliente: string;
  fecha: string;
  estado: 'Aceptado' | 'Pendiente' | 'Rechazado';
  total: number;
  simbol: string;
};

export const FACTURAS: readonly FacturaEjemplo[] = [
  {
    id: 1041,
    cliente: 'Importadora Los Robles S.A.',
    fecha: '2026-03-02T09:15:00',
    estado: 'Aceptado',
    total: 169500,
    simbol: '¢',
  },
  {
    id: 1042,
    cliente: 'Café de Altura Tarrazú Ltda.',
    fecha: '2026-03-04T14:40:00',
    estado: 'Pendiente',
    total: 1250.75,
    simbol: '$',
  },
  {
    id: 1043,
    cliente: 'Agroexportadora del Norte S.A.',
    fecha: '2026-03-05T11:05:00',
    estado: 'Rechazado',
    total: 48210.5,
    simbol: '¢',
  },
  {
    id: 1044,
    cliente: 'Distribuidora Central S.A.',
    fecha: '2026-03-09T08:30:00',
    estado: 'Aceptado',
    total: 2345678.9,
    simbol: '¢',
  },
];

export type LineaEjemplo = { key: number; detalle: string; cantidad: string; precio: string };

export const LINEAS: readonly LineaEjemplo[] = [
  { key: 1, detalle: 'Nacionalización DUA 005-2026-012345', cantidad: '1', precio: '150000' },
  { key: 2, detalle: 'Almacenaje fiscal, contenedor 40 pies', cantidad: '5', precio: '12500.50' },
  { key: 3, detalle: 'Transporte terrestre Limón a San José', cantidad: '2', precio: '85000' },
];

export const CLIENTES: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: 'Importadora Los Robles S.A.' },
  { value: 2, label: 'Café de Altura Tarrazú Ltda.' },
  { value: 3, label: 'Agroexportadora del Norte S.A.' },
  { value: 4, label: 'Distribuidora Central S.A.' },
];

export const MONEDAS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 1, label: 'Colones (¢)' },
  { value: 2, label: 'Dólares ($)' },
];

export type CodigoEjemplo = { id: number; codigo: string; descripcion: string };

export const CODIGOS: readonly CodigoEjemplo[] = [
  { id: 1, codigo: '210', descripcion: 'Nacionalización de mercancías' },
  { id: 2, codigo: '105', descripcion: 'Almacenaje fiscal' },
  { id: 3, codigo: '330', descripcion: 'Transporte terrestre' },
];

export const MESES = ['Ene', 'Feb', 'Mar', 'Abr'] as const;
export const MONTOS_COLONES = [1250000, 980500.5, 1420000, 1100250.75] as const;
export const MONTOS_ANTICIPOS = [250000, 120000, 310000, 90000] as const;
export const ESTADOS_TICA = ['NA', 'EN PROCESO DE AFORO', 'FACTURAR INMEDIATO', 'DUA ANTICIPADO'] as const;
export const RECIBOS_POR_ESTADO = [12, 5, 7, 3] as const;
