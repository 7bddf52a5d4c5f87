import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import CalculateIcon from '@mui/icons-material/Calculate';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { DEFAULT_LAYOUT } from '@/lib/paths';
import {
  GUARD_ROLES,
  screens,
  type MenuGroup,
  type MenuSection,
  type Role,
  type Screen,
  type ScreenKey,
} from '@/lib/screens';
import * as es from '@/messages/es-shell';

export type MenuItem = {
  key: string;
  title: string;
  icon?: ComponentType<SvgIconProps>;
  /** Empty: the entry shows to everyone, as the spec's menu rule says. */
  roles: readonly Role[];
  path?: string;
  /** A group title line, not a link. */
  groupTitle?: boolean;
  children?: readonly MenuItem[];
};

const ICONS: Partial<Record<ScreenKey | MenuGroup, ComponentType<SvgIconProps>>> = {
  dashboard: DashboardIcon,
  facturas: ReceiptLongIcon,
  confirmacionRechazo: FactCheckIcon,
  recepcion: MoveToInboxIcon,
  facturaFiltros: TrendingUpIcon,
  cierreIva: CalculateIcon,
  empresas: AccountBalanceIcon,
  configuracion: SettingsIcon,
  recibos: InventoryIcon,
  recibosFiltros: ManageSearchIcon,
  ticaFiltros: LocalShippingIcon,
  resumenes: SummarizeIcon,
};
const SECTIONS: Record<MenuSection, string> = { fe: es.app.menuGrupo, aduanas: es.menu.aduanas };
const GROUPS: Record<MenuGroup, string> = {
  configuracion: es.menu.configuracion,
  resumenes: es.menu.resumenes,
};

/**
 * The sidebar, read from the screen table (src/lib/screens.ts) in its order: the spec's main menu word
 * for word (labels, routes, roles), then the customs screens that menu does not reach, each shown only
 * to the roles its route guard admits (D3). A group shows to the roles all its entries share.
 */
export function buildMenu(): MenuItem[] {
  const items: MenuItem[] = [];
  let section: MenuSection | null = null;
  for (const key of Object.keys(screens) as ScreenKey[]) {
    const screen: Screen = screens[key];
    const place = screen.menu;
    if (!place) continue;
    if (place.section !== section) {
      section = place.section;
      items.push({ key: section, title: SECTIONS[section], roles: [], groupTitle: true });
    }
    const entry: MenuItem = {
      key,
      title: place.label,
      icon: ICONS[key],
      roles: place.roles ?? GUARD_ROLES[screen.guard],
      path: `${DEFAULT_LAYOUT}/${screen.path}`,
    };
    if (!place.group) {
      items.push(entry);
      continue;
    }
    let group = items.find((i) => i.key === place.group);
    if (!group) {
      group = {
        key: place.group,
        title: GROUPS[place.group],
        icon: ICONS[place.group],
        roles: [],
        children: [],
      };
      items.push(group);
    }
    const children = [...(group.children ?? []), { ...entry, icon: undefined }];
    const shared = children.every((c) => c.roles.join() === children[0]!.roles.join());
    Object.assign(group, { children, roles: shared ? children[0]!.roles : [] });
  }
  return items;
}

export const menu: readonly MenuItem[] = buildMenu();

/**
 * The spec's group rule: clicking a closed group opens it and closes every other top-level group;
 * clicking an open group closes it.
 */
export function toggleGroup(open: string | null, key: string): string | null {
  return open === key ? null : key;
}

/** The group holding the current path, so that a deep link opens its group. */
export function groupOfPath(items: readonly MenuItem[], pathname: string): string | null {
  const hit = items.find((i) => i.children?.some((c) => c.path && pathname.startsWith(c.path)));
  return hit?.key ?? null;
}
