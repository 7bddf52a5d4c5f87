import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/query-state';
import { LlaveCriptograficaDialog } from '@/features/empresas/components/llave-criptografica-dialog';
import { paths } from '@/lib/paths';

// The key-file dialog opens over the Panel (screens.dashboard), and closing it goes there.
const Dashboard = lazy(() => import('./panel-page'));

/** cargarLlaveCriptografica: the dashboard with the key-file dialog over it; closing goes to the dashboard. */
export function LlaveCriptograficaPage() {
  const navigate = useNavigate();
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <Dashboard />
      </Suspense>
      <LlaveCriptograficaDialog open onClose={() => navigate(paths.dashboard)} />
    </>
  );
}

export default LlaveCriptograficaPage;
