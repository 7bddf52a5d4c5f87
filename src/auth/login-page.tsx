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
import { lazy, Suspense, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDemo } from '@/components/demo';
import { flash } from '@/components/flash/flash-store';
import { FormOutlinedInput } from '@/components/form/form-outlined-input';
import { ApiError } from '@/lib/errors';
import { safeRedirect } from '@/lib/paths';
import { tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-shell';

const DemoUsers = lazy(() => import('@/components/demo-users'));

type LoginForm = { username: string; password: string };

/** Fetched right after the screen paints (axios and the schemas are not needed to show it). */
const loadSignIn = () => import('./sign-in');

// Plain react-hook-form rules: two required fields do not need the schema library on the first load.
const rules = {
  username: { validate: (v: string) => v.trim() !== '' || es.login.usuarioRequerido },
  password: { validate: (v: string) => v !== '' || es.login.claveRequerida },
};

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
  const demo = useDemo();
  const { control, handleSubmit } = useForm<LoginForm>({
    defaultValues: { username: '', password: '' },
    mode: 'onTouched',
  });

  // Opening the login screen ends any current session.
  useEffect(() => {
    tokenStore.clear();
    queryClient.clear();
    void loadSignIn();
  }, [queryClient]);

  const onSubmit = async ({ username, password }: LoginForm) => {
    if (loading) return;
    setLoading(true);
    try {
      const { signIn } = await loadSignIn();
      await signIn(queryClient, username, password);
      navigate(safeRedirect(params.get('redirectTo')), { replace: true });
    } catch (error) {
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
            <FormOutlinedInput
              control={control}
              name="username"
              rules={rules.username}
              label={es.login.usuario}
              placeholder={es.login.usuario}
              autoComplete="username"
              autoFocus
            />
            <FormOutlinedInput
              control={control}
              name="password"
              rules={rules.password}
              type="password"
              label={es.login.clave}
              placeholder={es.login.clave}
              autoComplete="current-password"
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
      {demo && (
        <Suspense fallback={null}>
          <DemoUsers users={demo.users} />
        </Suspense>
      )}
    </Box>
  );
}

export default LoginPage;
