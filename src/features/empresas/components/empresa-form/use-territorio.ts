import { useCallback, useMemo, useRef, useState } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { Option } from '@/components/form/form-select';
import { flash, UNTIL_CLOSED } from '@/components/notices/notices-store';
import { failureMessage } from '@/lib/errors';
import * as es from '@/messages/es-empresas';
import { filterData } from '@/features/empresas/api';
import type { Listas } from '@/features/empresas/contract';
import { territorio } from '@/features/empresas/rules';
import { toPayload, type EmpresaForm } from '@/features/empresas/form-model';

const t = es.empresas;

type Opciones = {
  /** The lists the account's form opened with. */
  inicial: Listas;
  getValues: UseFormGetValues<EmpresaForm>;
  setValue: UseFormSetValue<EmpresaForm>;
};

/** What Ubicación's selects show and do; one object while the lists and the loading stay the same. */
export type Territorio = {
  provincias: Option<string>[];
  cantones: Option<string>[];
  distritos: Option<string>[];
  cargando: 'cantones' | 'distritos' | null;
  elegir: (nivel: 'provincia' | 'canton' | 'distrito') => Promise<void>;
};

/**
 * Ubicación's province, canton and district lists, asked again of filter-data at each choice, with
 * which list is loading and the three selects' options (`territorio`, kept while they stay the same,
 * so the memoised section is not redrawn with the page).
 */
export function useTerritorio({ inicial, getValues, setValue }: Opciones) {
  const [listas, setListas] = useState<Listas>(inicial);
  const [cargando, setCargando] = useState<'cantones' | 'distritos' | null>(null);
  const ultimo = useRef(0);

  /**
   * A province, canton or district was chosen: as the spec requires, clear what depends on it and ask
   * filter-data for the lists of the new choice. A district has no dependants; its answer only
   * refreshes the lists, so a failure there is not worth a flash (M28).
   */
  const elegir = useCallback(
    async (nivel: 'provincia' | 'canton' | 'distrito') => {
      const limpiar = { provincia: ['canton', 'distrito'], canton: ['distrito'], distrito: [] } as const;
      for (const campo of limpiar[nivel]) setValue(campo, '', { shouldDirty: true });
      if (nivel === 'provincia') setListas((l) => ({ ...l, cantonCrList: [], distritoCrList: [] }));
      if (nivel === 'canton') setListas((l) => ({ ...l, distritoCrList: [] }));
      const pedido = ++ultimo.current;
      setCargando(nivel === 'provincia' ? 'cantones' : nivel === 'canton' ? 'distritos' : null);
      try {
        const data = await filterData(toPayload(getValues(), listas));
        if (pedido !== ultimo.current) return;
        setListas((l) => ({
          provinciaCrList: data.provinciaCrList.length ? data.provinciaCrList : l.provinciaCrList,
          cantonCrList: data.cantonCrList,
          distritoCrList: data.distritoCrList,
        }));
      } catch (error) {
        if (pedido === ultimo.current && nivel !== 'distrito') {
          flash.danger(failureMessage(t.errorTerritorio, error), UNTIL_CLOSED);
        }
      } finally {
        if (pedido === ultimo.current) setCargando(null);
      }
    },
    [listas, getValues, setValue],
  );

  const territorioActual = useMemo<Territorio>(
    () => ({
      provincias: listas.provinciaCrList.map((p) => ({
        value: territorio.provinciaCodigo(p.id),
        label: p.nombreProvincia,
      })),
      cantones: listas.cantonCrList.map((c) => ({
        value: territorio.cantonCodigo(c.id),
        label: c.nombreCanton,
      })),
      distritos: listas.distritoCrList.map((d) => ({
        value: territorio.distritoCodigo(d.id),
        label: d.nombreDistrito,
      })),
      cargando,
      elegir,
    }),
    [listas, cargando, elegir],
  );

  return { listas, territorio: territorioActual };
}
