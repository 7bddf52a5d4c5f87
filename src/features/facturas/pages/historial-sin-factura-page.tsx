import { Navigate } from 'react-router-dom';
import { paths } from '@/lib/paths';

/**
 * 'historial-factura' without an invoice: the invoice list (F33). A page of its own, so that the
 * redirect does not first load the history's screen with its grid (D34).
 */
export function HistorialSinFacturaPage() {
  return <Navigate to={paths.facturas} replace />;
}

export default HistorialSinFacturaPage;
