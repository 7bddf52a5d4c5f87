import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ReceiptIcon from '@mui/icons-material/Receipt';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { matchesAnyRole, NO_ROLES } from '@/auth/roles';
import { useRoles } from '@/auth/session';
import * as es from '@/messages/es-shell';
import { groupOfPath, menu, toggleGroup, type MenuItem } from './menu';

const linkSx = {
  borderRadius: 1,
  mx: 1,
  my: 0.25,
  color: 'rgba(255,255,255,0.82)',
  '& .MuiListItemIcon-root': { color: 'rgba(255,255,255,0.65)', minWidth: 36 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.08)' },
  // The theme's focus tint is dark on dark: a keyboard user needs a visible ring here.
  '&.Mui-focusVisible': { outline: '2px solid #fff', outlineOffset: -2 },
  '&.active': {
    bgcolor: 'rgba(255,255,255,0.16)',
    color: '#fff',
    '& .MuiListItemIcon-root': { color: '#fff' },
  },
} as const;

/** The spec's main menu, filtered by role; one top-level group open at a time. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const roles = useRoles() ?? NO_ROLES;
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOfPath(menu, pathname));
  const visible = menu.filter((item) => matchesAnyRole(roles, item.roles));

  // Every entry is a list item (<li>) around its link or button: a list holds only items.
  const link = (item: MenuItem, nested = false) => (
    <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={NavLink}
        to={item.path ?? '#'}
        onClick={onNavigate}
        sx={{ ...linkSx, pl: nested ? 6.5 : 2 }}
      >
        {item.icon && (
          <ListItemIcon>
            <item.icon fontSize="small" />
          </ListItemIcon>
        )}
        <ListItemText
          primary={item.title}
          slotProps={{ primary: { sx: { fontSize: nested ? 13.5 : 14.5 } } }}
        />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Box
      component="nav"
      aria-label="Menú principal"
      sx={{ height: '100%', bgcolor: '#17324d', color: '#fff' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, height: 64 }}>
        <ReceiptIcon />
        <Typography sx={{ fontWeight: 700, letterSpacing: 0.3 }}>{es.app.nombre}</Typography>
      </Box>
      <List dense disablePadding>
        {visible.map((item) => {
          if (item.groupTitle) {
            return (
              <ListSubheader
                key={item.key}
                disableSticky
                sx={{
                  bgcolor: 'transparent',
                  color: 'rgba(255,255,255,0.5)',
                  textTransform: 'uppercase',
                  fontSize: 11.5,
                  letterSpacing: 0.8,
                  lineHeight: '32px',
                  mt: 1,
                  px: 3,
                }}
              >
                {item.title}
              </ListSubheader>
            );
          }
          if (!item.children) return link(item);
          const open = openGroup === item.key;
          const panelId = `menu-group-${item.key}`;
          return (
            <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                onClick={() => setOpenGroup((current) => toggleGroup(current, item.key))}
                aria-expanded={open}
                aria-controls={panelId}
                sx={{ ...linkSx, pl: 2 }}
              >
                {item.icon && (
                  <ListItemIcon>
                    <item.icon fontSize="small" />
                  </ListItemIcon>
                )}
                <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontSize: 14.5 } } }} />
                {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              <Collapse in={open} timeout="auto" unmountOnExit id={panelId}>
                <List dense disablePadding>
                  {item.children.map((child) => link(child, true))}
                </List>
              </Collapse>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
