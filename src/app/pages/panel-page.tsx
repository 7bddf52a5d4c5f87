import { useCurrentUser } from '@/auth/api';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { LlaveNotice } from '@/features/empresas/components/llave-notice';
import { useEmpresa } from '@/features/empresas/api';
import { PendientesHacienda } from '@/features/facturas/seguimiento/pendientes-hacienda';

/** The user's account's signing key, from 30 days before it expires (D39); nothing if it cannot be read. */
function LlaveDeLaCuenta() {
  const id = useCurrentUser().data?.empresa?.id ?? 0;
  const cuenta = useEmpresa(id);
  return <LlaveNotice empresa={cuenta.data?.empresa} />;
}

/**
 * The Panel as the app shows it: the spec's dashboard with, under its invoice figures, what needs the
 * clerk with Hacienda (D37) and the key's expiry (D39). Features do not import each other: the app
 * composes.
 */
export function PanelPage() {
  return (
    <DashboardPage
      atencion={
        <PendientesHacienda>
          <LlaveDeLaCuenta />
        </PendientesHacienda>
      }
    />
  );
}

export default PanelPage;
