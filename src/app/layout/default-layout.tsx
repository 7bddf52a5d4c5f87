import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { MuiTheme } from '@/components/mui-theme';
import { CardArea } from '@/components/notices/card-area';
import { flash } from '@/components/notices/notices-store';
import * as es from '@/messages/es-shell';
import { SIDEBAR_WIDTH, theme } from '@/components/theme';
import { DemoBanner } from './demo-banner';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { Sidebar } from './sidebar';

export type LayoutVariant = 'default' | 'boxed';

function usePageTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { title?: string } | undefined;
    if (handle?.title) return handle.title;
  }
  return es.app.nombre;
}

/** Navbar, sidebar (collapsing at ≤ 991 px behind a toggle), content and footer. */
export function DefaultLayout({ variant = 'default' }: { variant?: LayoutVariant }) {
  return (
    <MuiTheme baseline>
      <LayoutFrame variant={variant} />
    </MuiTheme>
  );
}

function LayoutFrame({ variant }: { variant: LayoutVariant }) {
  const desktop = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const title = usePageTitle();
  const { pathname } = useLocation();
  // A message that was to stay until closed belongs to its page: going to another one, or leaving
  // the layout (signing out), closes it.
  useEffect(() => flash.closeStaying, [pathname]);

  useEffect(() => {
    document.title = `${title} · ${es.app.nombre}`;
  }, [title]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Navbar title={title} showToggle={!desktop} onToggleSidebar={() => setMobileOpen((o) => !o)} />
      <Drawer
        variant={desktop ? 'permanent' : 'temporary'}
        open={desktop || mobileOpen}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: desktop ? SIDEBAR_WIDTH : 0,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box', border: 0 },
        }}
      >
        <Sidebar onNavigate={desktop ? undefined : () => setMobileOpen(false)} />
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <DemoBanner />
        <Box sx={{ p: { xs: 1.5, md: 3 }, flexGrow: 1 }}>
          {variant === 'boxed' ? (
            <Container maxWidth="lg" disableGutters>
              <Outlet />
            </Container>
          ) : (
            <Outlet />
          )}
        </Box>
        <Footer />
      </Box>
      <CardArea />
    </Box>
  );
}

export default DefaultLayout;
