import { createContext, useContext, type ReactNode } from 'react';

/** What the in-browser mock backend offers the app (main.tsx passes it when mocks are on). */
export type DemoControls = {
  reset: () => Promise<void>;
  users: ReadonlyArray<{ usuario: string; clave: string; rol: string }>;
};

const DemoContext = createContext<DemoControls | null>(null);

export function DemoProvider({ value, children }: { value: DemoControls | null; children: ReactNode }) {
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

/** Null outside demo mode. */
export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}
