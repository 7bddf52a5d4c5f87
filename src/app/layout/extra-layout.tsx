import { Outlet } from 'react-router-dom';
import { useDemo } from '@/components/demo';
import './extra-layout.css';

/** The bare layout of the login screen: no navigation, and no MUI (the first load stays light). */
export function ExtraLayout() {
  const demo = useDemo();
  return (
    <main className="extra-layout">
      {demo && <demo.Banner />}
      <Outlet />
    </main>
  );
}
