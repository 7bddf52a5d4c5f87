import { zodResolver } from '@hookform/resolvers/zod';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { DemoUsers } from '@/components/demo';
import { flash } from '@/components/flash/flash-store';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/errors';
import { safeRedirect } from '@/lib/paths';
import { tokenStore } from '@/lib/token-store';
import { es } from '@/messages/es';
import { currentUserQuery, requestToken } from './api';

const loginSchema = z.object({
  username: z.string().trim().min(1, es.login.usuarioRequerido),
  password: z.string().min(1, es.login.claveRequerida),
});
type LoginForm = z.infer<typeof loginSchema>;

/**
 * seed 1 §8 'Login': 'Usuario o clave incorrectos' when the answer is empty, has no body or says
 * 'Bad credentials'; otherwise the server's error_description.
 */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return error.message;
    const body = error.body as { error_description?: unknown } | undefined | null;
    const description = typeof body?.error_description === 'string' ? body.error_description.trim() : '';
    if (!description || description === 'Bad credentials') return es.login.incorrectos;
    return description;
  }
  return es.login.incorrectos;
}

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const { control, handleSubmit } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  // Opening the login screen ends any current session.
  useEffect(() => {
    tokenStore.clear();
    queryClient.clear();
  }, [queryClient]);

  const onSubmit = async ({ username, password }: LoginForm) => {
    if (loading) return;
    setLoading(true);
    try {
      const token = await requestToken(username.trim(), password);
      tokenStore.set(token);
      await queryClient.fetchQuery(currentUserQuery);
      navigate(safeRedirect(params.get('redirectTo')), { replace: true });
    } catch (error) {
      tokenStore.clear();
      flash.danger(loginErrorMessage(error));
      setLoading(false);
    }
  };

  return (
    <Box
      sx={{
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400, boxShadow: 6 }} variant="elevation">
        <CardContent sx={{ p: 4 }}>
          <Stack
            spacing={2.5}
            component="form"
            noValidate
            onSubmit={handleSubmit(onSubmit)}
            aria-labelledby="login-title"
          >
            <Stack spacing={1} sx={{ alignItems: 'center' }}>
              <Avatar sx={{ bgcolor: 'primary.main' }}>
                <LockOutlinedIcon />
              </Avatar>
              <Typography variant="overline" color="text.secondary">
                {es.app.nombre}
              </Typography>
              <Typography id="login-title" variant="h6" component="h1" sx={{ textAlign: 'center' }}>
                {es.login.titulo}
              </Typography>
            </Stack>
            <FormTextField
              control={control}
              name="username"
              label={es.login.usuario}
              placeholder={es.login.usuario}
              autoComplete="username"
              autoFocus
              size="medium"
            />
            <FormTextField
              control={control}
              name="password"
              type="password"
              label={es.login.clave}
              placeholder={es.login.clave}
              autoComplete="current-password"
              size="medium"
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={loading}
              startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
            >
              {es.login.ingresar}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <DemoUsers />
    </Box>
  );
}

export default LoginPage;
