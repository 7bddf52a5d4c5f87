import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { FlashArea } from '@/components/flash/flash-area';
import { DemoProvider, type DemoControls } from '@/components/demo';
import { theme } from './theme';

/** Everything every screen needs: data cache, theme with Spanish locales, flashes and dialogs. */
export function AppProvider({
  queryClient,
  demo,
  children,
}: {
  queryClient: QueryClient;
  demo: DemoControls | null;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <DemoProvider value={demo}>
          {children}
          <FlashArea />
          <DialogHost />
        </DemoProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
