import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DialogHost } from '@/components/dialogs/dialog-host';
import { FlashArea } from '@/components/notices/flash-area';
import { DemoProvider, type DemoControls } from '@/components/demo';

/**
 * Everything every screen needs: data cache, flashes and dialogs. The MUI theme is not here: it comes
 * with the first view that uses MUI (see MuiTheme), so the login route loads without MUI.
 */
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
      <DemoProvider value={demo}>
        {children}
        <FlashArea />
        <DialogHost />
      </DemoProvider>
    </QueryClientProvider>
  );
}
