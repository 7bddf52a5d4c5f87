import HomeIcon from '@mui/icons-material/Home';
import MailIcon from '@mui/icons-material/Mail';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { BarChart, DoughnutChart } from '@/components/charts';
import { confirmDialog } from '@/components/dialogs/dialogs';
import { flash } from '@/components/flash/flash-store';
import { PageHeader } from '@/components/page-header';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';

/**
 * R8: the earlier app's demo pages (file, a2-card, alert, badge, breadcrumb) and demo layouts,
 * kept as a small living style guide of this app's own building blocks (the charts show sample values).
 */
export function StyleGuidePage() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <PageHeader
        title="Guía de estilo"
        subtitle="Los componentes compartidos de la aplicación"
        backTo={paths.dashboard}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardHeader title="Mensajes (alert)" />
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
                <Button
                  variant="outlined"
                  color="success"
                  onClick={() => flash.success('Operación realizada')}
                >
                  Éxito
                </Button>
                <Button variant="outlined" color="error" onClick={() => flash.danger('Se produjo un error')}>
                  Error
                </Button>
                <Button variant="outlined" color="info" onClick={() => flash.info('Información', 10000)}>
                  Información (10 s)
                </Button>
                <Button variant="outlined" color="warning" onClick={() => flash.warning('Advertencia')}>
                  Advertencia
                </Button>
                <Button
                  onClick={() => void confirmDialog({ title: 'Confirmación', message: '¿Desea continuar?' })}
                >
                  Confirmación
                </Button>
              </Stack>
              <Alert severity="info" sx={{ mt: 2 }}>
                Montos: {formatMoney(1234567.891)} · Fechas: {formatDate(new Date())} ·{' '}
                {formatDateTime(new Date())}
              </Alert>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardHeader title="Insignias (badge) y rutas (breadcrumb)" />
            <CardContent>
              <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 2 }}>
                <Badge badgeContent={4} color="primary">
                  <MailIcon />
                </Badge>
                <Chip label="ACTIVO" color="success" size="small" />
                <Chip label="PENDIENTE" color="warning" size="small" />
                <Chip label="ANULADA" color="error" size="small" variant="outlined" />
              </Stack>
              <Breadcrumbs aria-label="ruta">
                <Link
                  component={RouterLink}
                  to={paths.dashboard}
                  underline="hover"
                  sx={{ display: 'flex', alignItems: 'center' }}
                >
                  <HomeIcon sx={{ mr: 0.5 }} fontSize="inherit" /> Panel
                </Link>
                <Link component={RouterLink} to={paths.clientes} underline="hover">
                  Clientes
                </Link>
                <Typography color="text.primary">Guía de estilo</Typography>
              </Breadcrumbs>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card>
            <CardHeader title="Archivo (file)" />
            <CardContent>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
                Seleccionar Archivo
                <input hidden type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              </Button>
              <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
                {file ? `${file.name} (${Math.ceil(file.size / 1024)} KB)` : 'Ningún archivo seleccionado'}
              </Typography>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BarChart
            title="Gráfico de barras (montos)"
            categoryLabel="Mes"
            labels={['Ene', 'Feb', 'Mar', 'Abr']}
            datasets={[
              { label: 'Colones', data: [1250000, 980500.5, 1420000, 1100250.75] },
              { label: 'Anticipos', data: [250000, 120000, 310000, 90000] },
            ]}
            format="money"
            height={220}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DoughnutChart
            title="Gráfico de anillo (cantidades)"
            categoryLabel="Estado"
            labels={['NA', 'EN PROCESO DE AFORO', 'FACTURAR INMEDIATO', 'DUA ANTICIPADO']}
            datasets={[{ label: 'Recibos', data: [12, 5, 7, 3] }]}
            height={220}
          />
        </Grid>
      </Grid>
    </>
  );
}

export default StyleGuidePage;
