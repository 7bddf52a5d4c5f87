import { Outlet } from 'react-router-dom';
import { useDemo } from '@/components/demo';
import { usePageFlashes } from '@/components/notices/use-page-flashes';
import './extra-layout.css';

/** The bare layout of the login screen: no navigation, and no MUI (the first load stays light). */
export function ExtraLayout() {
  const demo = useDemo();
  usePageFlashes();
  return (
    <main className="extra-layout">
      {demo && <demo.Banner />}
      <Outlet />
    </main>
  );
}
