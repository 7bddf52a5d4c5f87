import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '@/components/query-state';
import { LlaveCriptograficaDialog } from '@/features/empresas/components/llave-criptografica-dialog';
import { paths } from '@/lib/paths';
import { routeTable } from '../routes';

// Whatever the dashboard route shows today is what the dialog opens over (R10).
const Dashboard = lazy(routeTable.find((r) => r.path === 'dashboard')!.load);

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
