import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What the in-browser mock backend offers the app (main.tsx passes it when mocks are on). */
export type DemoControls = {
  reset: () => Promise<void>;
  users: ReadonlyArray<{ usuario: string; clave: string; rol: string }>;
  /**
   * The demo's views on the login screen (the banner above, the users table below the card), loaded
   * with the mock backend before the first render: arriving after the form, they moved Ingresar from
   * under a press (decision D32).
   */
  Banner: ComponentType;
  Usuarios: ComponentType<{ users: DemoControls['users'] }>;
};

const DemoContext = createContext<DemoControls | null>(null);

export function DemoProvider({ value, children }: { value: DemoControls | null; children: ReactNode }) {
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

/** Null outside demo mode. */
export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}
