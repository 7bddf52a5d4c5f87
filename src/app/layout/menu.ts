import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { Role } from '@/auth/roles';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';

export type MenuItem = {
  key: string;
  title: string;
  icon?: ComponentType<SvgIconProps>;
  /** Empty = everyone (seed 1 §6). */
  roles: readonly Role[];
  path?: string;
  /** A group title line, not a link. */
  groupTitle?: boolean;
  children?: readonly MenuItem[];
};

/**
 * The sidebar: seed 1 'Main menu' word for word (labels, routes, roles), then — decision D3 in
 * docs/decisions.md — the customs screens the seed's menu does not reach, each shown only to the
 * roles its route guard admits.
 */
export const menu: readonly MenuItem[] = [
  { key: 'fe', title: es.app.menuGrupo, roles: [], groupTitle: true },
  { key: 'panel', title: es.menu.panel, icon: DashboardIcon, roles: [], path: paths.dashboard },
  { key: 'facturacion', title: es.menu.facturacion, icon: ReceiptLongIcon, roles: [], path: paths.facturas },
  {
    key: 'confirmacion',
    title: es.menu.confirmacionGastos,
    icon: FactCheckIcon,
    roles: [],
    path: paths.confirmacionRechazo,
  },
  {
    key: 'ingresos',
    title: es.menu.resumenIngresos,
    icon: TrendingUpIcon,
    roles: [],
    path: paths.facturaFiltros,
  },
  {
    key: 'cuentas',
    title: es.menu.registroCuentas,
    icon: AccountBalanceIcon,
    roles: ['SUPER_ADMIN'],
    path: paths.empresas,
  },
  {
    key: 'configuracion',
    title: es.menu.configuracion,
    icon: SettingsIcon,
    roles: [],
    children: [
      { key: 'clientes', title: es.menu.registroClientes, roles: [], path: paths.clientes },
      { key: 'cabys', title: es.menu.serviciosCabys, roles: [], path: paths.serviciosCabys },
      { key: 'actividades', title: es.menu.tiposActividad, roles: [], path: paths.tiposActividad },
      { key: 'tipo-cambio', title: es.menu.tipoCambio, roles: [], path: paths.tiposCambio },
    ],
  },
  { key: 'aduanas', title: es.menu.aduanas, roles: [], groupTitle: true },
  { key: 'recibos', title: es.menu.recibos, icon: InventoryIcon, roles: [], path: paths.recibos },
  {
    key: 'consultas',
    title: es.menu.consultasRecibos,
    icon: ManageSearchIcon,
    roles: ['ADMIN', 'COORDINADOR'],
    path: paths.recibosFiltros,
  },
  {
    key: 'tica',
    title: es.menu.tica,
    icon: LocalShippingIcon,
    roles: ['ADMIN', 'COORDINADOR'],
    path: paths.ticaFiltros,
  },
  {
    key: 'resumenes',
    title: es.menu.resumenes,
    icon: SummarizeIcon,
    roles: ['ADMIN'],
    children: [
      {
        key: 'resumen-clientes',
        title: es.menu.resumenClientes,
        roles: ['ADMIN'],
        path: paths.resumenClientes,
      },
      {
        key: 'resumen-encargado',
        title: es.menu.resumenEncargado,
        roles: ['ADMIN'],
        path: paths.resumenEncargado,
      },
      { key: 'resumen-tica', title: es.menu.resumenTica, roles: ['ADMIN'], path: paths.resumenTica },
    ],
  },
];

/**
 * The group rule (seed 1 §4): clicking a closed group opens it and closes every other top-level
 * group; clicking an open group closes it.
 */
export function toggleGroup(open: string | null, key: string): string | null {
  return open === key ? null : key;
}

/** The group holding the current path, so that a deep link opens its group. */
export function groupOfPath(items: readonly MenuItem[], pathname: string): string | null {
  const hit = items.find((i) => i.children?.some((c) => c.path && pathname.startsWith(c.path)));
  return hit?.key ?? null;
}
