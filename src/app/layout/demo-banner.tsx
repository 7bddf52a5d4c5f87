import ScienceIcon from '@mui/icons-material/Science';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmDialog } from '@/components/dialogs/dialog-store';
import * as es from '@/messages/es-shell';
import { useDemo } from '@/components/demo';
import { MuiTheme } from '@/components/mui-theme';

/** The 'Modo demostración' banner, with the reset action, shown only on the mock backend. */
export function DemoBanner() {
  const demo = useDemo();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  if (!demo) return null;

  const reset = async () => {
    if (
      !(await confirmDialog({
        message: es.demo.confirmarRestablecer,
        confirmText: es.demo.restablecer,
        destructive: true,
      }))
    ) {
      return;
    }
    setBusy(true);
    try {
      await demo.reset();
      await queryClient.resetQueries();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      role="region"
      aria-label={es.demo.banner}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        flexWrap: 'wrap',
        px: 2,
        py: 0.5,
        bgcolor: '#fff4e0',
        borderBottom: 1,
        borderColor: '#f3d9a4',
        color: '#6b4a12',
      }}
    >
      <ScienceIcon fontSize="small" />
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {es.demo.banner}
      </Typography>
      <Typography variant="body2" sx={{ flexGrow: 1 }}>
        {es.demo.detalle}
      </Typography>
      <Button size="small" color="inherit" onClick={() => void reset()} disabled={busy}>
        {es.demo.restablecer}
      </Button>
    </Box>
  );
}

/** For the login layout, which has no MUI theme of its own (loaded only in demo mode). */
export default function ThemedDemoBanner() {
  return (
    <MuiTheme>
      <DemoBanner />
    </MuiTheme>
  );
}
