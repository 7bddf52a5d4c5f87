import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigation } from 'react-router-dom';
import { useCurrentUser } from '@/auth/api';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-shell';
import { SIDEBAR_WIDTH } from '@/components/theme';

type Props = { title: string; showToggle: boolean; onToggleSidebar: () => void };

/** Page title, the signed-in user's name and avatar, and the user dropdown with its overlay. */
export function Navbar({ title, showToggle, onToggleSidebar }: Props) {
  const { data: user } = useCurrentUser();
  const navigation = useNavigation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        width: showToggle ? '100%' : `calc(100% - ${SIDEBAR_WIDTH})`,
        ml: showToggle ? 0 : SIDEBAR_WIDTH,
      }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {showToggle && (
          <IconButton edge="start" aria-label={es.app.abrirMenu} onClick={onToggleSidebar}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 600, fontSize: 18 }}>
          {title}
        </Typography>
        <Button
          color="inherit"
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-label={user?.nombre ? es.app.menuDe(user.nombre) : es.app.menuUsuario}
          endIcon={<ExpandMoreIcon />}
          sx={{ fontWeight: 500 }}
        >
          <Box
            component="span"
            sx={{ display: { xs: 'none', sm: 'inline' }, mr: 1.25 }}
            data-testid="navbar-user-name"
          >
            {user?.nombre ?? ''}
          </Box>
          <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main' }} alt="">
            <PersonIcon fontSize="small" />
          </Avatar>
        </Button>
        <Menu
          id="user-menu"
          anchorEl={anchor}
          open={!!anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            backdrop: {
              invisible: false,
              sx: { backgroundColor: 'rgba(15, 23, 42, 0.18)' },
              // @ts-expect-error data attributes pass through to the DOM
              'data-testid': 'user-menu-overlay',
            },
            paper: { sx: { minWidth: 220, mt: 0.5 } },
          }}
        >
          <MenuItem component={RouterLink} to={paths.miCuenta} onClick={close}>
            <ListItemIcon>
              <AccountCircleIcon fontSize="small" />
            </ListItemIcon>
            {es.navbar.miCuenta}
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.llaveCriptografica} onClick={close}>
            <ListItemIcon>
              <KeyIcon fontSize="small" />
            </ListItemIcon>
            {es.navbar.llave}
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.editEmpresa} onClick={close}>
            <ListItemIcon>
              <MailIcon fontSize="small" />
            </ListItemIcon>
            {es.navbar.correosEmpresa}
          </MenuItem>
          <Divider />
          {/* Logout goes to /extra-layout/login, which ends the session on opening. */}
          <MenuItem component={RouterLink} to={paths.login} onClick={close}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {es.navbar.salir}
          </MenuItem>
        </Menu>
      </Toolbar>
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label={es.app.cargando}
          sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
        />
      )}
    </AppBar>
  );
}
