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
  /**
   * The demo's 20 sample supplier documents for 'Recepción de comprobantes' (decision C10),
   * addressed to the demo account and made from the demo's live data: as files (text/xml) to drop on
   * the screen, or in one .zip to download.
   */
  muestrasRecepcion: () => Promise<File[]>;
  muestrasRecepcionZip: () => Promise<Blob>;
  /**
   * The supplier documents of a month ('YYYY-MM') for 'Cierre de IVA', as the suppliers sent
   * them: one file per document of the received documents' list dated in the month (same clave and
   * totals), and in the demo's month (the one before the seed's day) two the account never answered.
   */
  muestrasCierreIva: (mes: string) => Promise<File[]>;
};

const DemoContext = createContext<DemoControls | null>(null);

export function DemoProvider({ value, children }: { value: DemoControls | null; children: ReactNode }) {
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

/** Null outside demo mode. */
export function useDemo(): DemoControls | null {
  return useContext(DemoContext);
}
