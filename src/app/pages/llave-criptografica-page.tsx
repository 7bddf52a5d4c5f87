import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/query-state';
import { LlaveCriptograficaDialog } from '@/features/empresas/components/llave-criptografica-dialog';
import { paths } from '@/lib/paths';

// The Panel (screens.dashboard) is what the dialog opens over (R10).
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
