import { useCurrentUser } from '@/auth/api';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { CatalogFormPage, type CatalogFormConfig } from '@/components/catalog/catalog-form-page';
import { CatalogListPage } from '@/components/catalog/catalog-list-page';
import * as es from '@/messages/es-guia';
import { CODIGOS, type CodigoEjemplo } from './samples';

const g = es.guiaEstilo;

const c = g.catalogo;
const catalogoKey = ['guia-estilo', 'catalogo'] as const;
type CodigoForm = { id: number; empresaId: number; codigo: string; descripcion: string };
const codigoSchema = z.object({
  id: z.number(),
  empresaId: z.number(),
  codigo: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, es.common.requerido),
      z.regex(/^\d*$/, c.codigoDigitos),
      z.length(3, c.codigoLongitud),
    ),
  descripcion: z
    .string()
    .check(z.trim(), z.minLength(3, c.descripcionLongitud), z.maxLength(60, c.descripcionLongitud)),
});

/**
 * Catálogo: the shared catalog screens (CatalogListPage, CatalogFormPage) over a sample catalog held
 * in the query cache: a save adds the code to the list beside it (nothing reaches the server).
 */
export function CatalogSection() {
  const location = useLocation();
  const { pathname } = location;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: catalogoKey,
    queryFn: () => Promise.resolve([...CODIGOS]),
    staleTime: Infinity,
  });
  // After a save the form returns to the list (this same guide): a fresh, empty form then.
  const guardado = useRef(false);
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (!guardado.current) return;
    guardado.current = false;
    setFormKey((k) => k + 1);
  }, [location.key]);
  const save = useMutation<unknown, Error, CodigoForm>({
    mutationFn: async (values) => {
      queryClient.setQueryData<CodigoEjemplo[]>(catalogoKey, (rows = []) => [
        ...rows,
        {
          id: Math.max(0, ...rows.map((r) => r.id)) + 1,
          codigo: values.codigo,
          descripcion: values.descripcion,
        },
      ]);
      guardado.current = true;
    },
  });
  const usuario = useCurrentUser();
  const sinRegistro = useQuery({
    queryKey: ['guia-estilo', 'catalogo', 'nuevo'],
    queryFn: () => Promise.resolve<CodigoEjemplo>({ id: 0, codigo: '', descripcion: '' }),
    enabled: false,
  });
  const config = useMemo<CatalogFormConfig<CodigoForm, CodigoEjemplo>>(
    () => ({
      titleNew: c.tituloNuevo,
      titleEdit: c.tituloEditar,
      listPath: pathname,
      resolver: zodResolver(codigoSchema),
      defaults: (empresaId) => ({ id: 0, empresaId, codigo: '', descripcion: '' }),
      toForm: (r) => ({ id: r.id, empresaId: 0, codigo: r.codigo, descripcion: r.descripcion }),
      texts: { creado: c.creado, actualizado: c.actualizado, errorGuardar: c.errorGuardar },
      code: {
        field: 'codigo',
        label: c.codigo,
        help: c.codigoAyuda,
        length: 3,
        size: { xs: 12, md: 4 },
        wrongLength: (v) => v.trim().length !== 3,
        dialog: { title: c.codigoLongitudTitulo, message: c.codigoLongitud },
      },
      descripcion: { label: c.descripcion, help: c.descripcionAyuda, size: { xs: 12, md: 8 } },
    }),
    [pathname],
  );
  const code = useMemo(
    () => ({ field: 'codigo' as const, width: 110, value: (r: CodigoEjemplo) => r.codigo }),
    [],
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <CatalogListPage<CodigoEjemplo>
            texts={c}
            newPath={pathname}
            query={query}
            code={code}
            editPath={() => pathname}
          />
        </Box>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
          <CatalogFormPage key={formKey} config={config} query={sinRegistro} save={save} usuario={usuario} />
        </Box>
      </Grid>
    </Grid>
  );
}

export default CatalogSection;
