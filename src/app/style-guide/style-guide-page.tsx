import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/lib/paths';
import * as es from '@/messages/es-guia';
import { FileSection, LoadingSection, BadgesSection, MessagesSection } from './sections';

// The sections further down, each loaded as it comes into view (decision D34): the DataGrid, the
// editable table, the form fields and pickers, the catalog screens and chart.js are not what the
// guide first shows.
const TableSection = lazy(() => import('./table-section'));
const EditableTableSection = lazy(() => import('./editable-table-section'));
const FormFieldsSection = lazy(() => import('./form-fields-section'));
const RangeSection = lazy(() => import('./form-fields-section').then((m) => ({ default: m.RangeSection })));
const CatalogSection = lazy(() => import('./catalog-section'));
const ChartsSection = lazy(() => import('./charts-section'));

const g = es.guiaEstilo;
const s = g.seccion;

/** A section of the guide: a region named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} id={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * A section's content once it is within 100 px of the view (at once where IntersectionObserver is
 * missing): until then, and while its module loads, an empty box about as tall as the content.
 */
function AlVerse({ Seccion, alto }: { Seccion: LazyExoticComponent<() => ReactNode>; alto: number }) {
  const caja = useRef<HTMLDivElement>(null);
  const [vista, setVista] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = caja.current;
    if (vista || !el) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setVista(true),
      {
        rootMargin: '100px',
      },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [vista]);
  const espera = <Box ref={caja} data-seccion-pendiente sx={{ minHeight: alto }} />;
  return vista ? (
    <Suspense fallback={espera}>
      <Seccion />
    </Suspense>
  ) : (
    espera
  );
}

const SECCIONES: ReadonlyArray<{ id: string; title: string; half?: boolean; content: () => ReactNode }> = [
  { id: 'guia-mensajes', title: s.mensajes, half: true, content: () => <MessagesSection /> },
  { id: 'guia-insignias', title: s.insignias, half: true, content: () => <BadgesSection /> },
  { id: 'guia-archivo', title: s.archivo, half: true, content: () => <FileSection /> },
  { id: 'guia-carga', title: s.carga, half: true, content: () => <LoadingSection /> },
  { id: 'guia-tabla', title: s.tabla, content: () => <AlVerse Seccion={TableSection} alto={760} /> },
  {
    id: 'guia-tabla-editable',
    title: s.tablaEditable,
    content: () => <AlVerse Seccion={EditableTableSection} alto={360} />,
  },
  {
    id: 'guia-formulario',
    title: s.formulario,
    content: () => <AlVerse Seccion={FormFieldsSection} alto={420} />,
  },
  { id: 'guia-rango', title: s.rango, content: () => <AlVerse Seccion={RangeSection} alto={120} /> },
  { id: 'guia-catalogo', title: s.catalogo, content: () => <AlVerse Seccion={CatalogSection} alto={560} /> },
  { id: 'guia-graficos', title: s.graficos, content: () => <AlVerse Seccion={ChartsSection} alto={260} /> },
];

/**
 * The earlier app's demo pages (file, a2-card, alert, badge, breadcrumb) and demo layouts
 * (show-sidebar, boxed, boxed-show) are a living style guide of this app's own building blocks, each
 * used for real with small sample data (samples.ts): nothing here is a second copy (D10, D19).
 * The charts load chart.js lazily, with this screen, never on the login route.
 */
export function StyleGuidePage() {
  return (
    <>
      <PageHeader title={g.titulo} subtitle={g.subtitulo} backTo={paths.dashboard} />
      <Box component="nav" aria-label={g.indice} sx={{ mb: 2 }}>
        <Stack
          component="ul"
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}
        >
          {SECCIONES.map((x) => (
            <li key={x.id}>
              <Link
                href={`#${x.id}`}
                underline="hover"
                onClick={(e) => {
                  // The hash router owns the URL's hash: scroll to the section instead.
                  e.preventDefault();
                  document.getElementById(x.id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              >
                {x.title}
              </Link>
            </li>
          ))}
        </Stack>
      </Box>
      <Grid container spacing={2}>
        {SECCIONES.map((x) => (
          <Grid key={x.id} size={x.half ? { xs: 12, md: 6 } : 12}>
            <Section id={x.id} title={x.title}>
              {x.content()}
            </Section>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

export default StyleGuidePage;
