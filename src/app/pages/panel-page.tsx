import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
import { PendientesHacienda } from '@/features/facturas/seguimiento/pendientes-hacienda';

/**
 * The Panel as the app shows it: seed 2's dashboard with, under its invoice figures, what needs the
 * clerk with Hacienda (issue 25 §2, decision D37). Features do not import each other: the app composes.
 */
export function PanelPage() {
  return <DashboardPage atencion={<PendientesHacienda />} />;
}

export default PanelPage;
