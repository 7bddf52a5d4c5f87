import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginPath } from '@/lib/paths';
import { passesGuard, type GuardKind } from './roles';
import { useSession } from './session';

/**
 * A route guard, as the spec has it: passes when the stored token exists, has not expired and carries
 * the role the route needs; otherwise goes to /extra-layout/login?redirectTo=<the requested URL>.
 */
export function Guard({ kind }: { kind: GuardKind }) {
  const session = useSession();
  const location = useLocation();
  if (!passesGuard(kind, session?.roles ?? null)) {
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
