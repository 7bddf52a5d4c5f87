import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { DemoBanner } from './demo-banner';

/** The bare layout of the login screen: no navigation. */
export function ExtraLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #17324d 0%, #1d5c8f 52%, #e8eef4 52.1%)',
      }}
    >
      <DemoBanner />
      <Outlet />
    </Box>
  );
}
