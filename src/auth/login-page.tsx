import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDemo } from '@/components/demo';
import { flash } from '@/components/notices/notices-store';
import { ApiError } from '@/lib/errors';
import { safeRedirect } from '@/lib/paths';
import { TOKEN_KEY, tokenStore } from '@/lib/token-store';
import * as es from '@/messages/es-shell';
import './login-page.css';

type Campo = 'username' | 'password';
type Valores = Record<Campo, string>;

/**
 * Fetched on the first keystroke or press (axios and the schemas are not needed to show the screen, so
 * the login route's first load stays without them).
 */
const loadSignIn = () => import('./sign-in');
const prefetchSignIn = () => void loadSignIn();

/**
 * The two required fields, Usuario and Clave, as the spec asks. The login screen is the first load, so
 * it is plain HTML and CSS with a controlled form: MUI, emotion and react-hook-form arrive after sign-in
 * (D15).
 */
export function loginFieldError(campo: Campo, value: string): string | undefined {
  if (campo === 'username') return value.trim() === '' ? es.login.usuarioRequerido : undefined;
  return value === '' ? es.login.claveRequerida : undefined;
}

/**
 * The spec's sign-in failure text: 'Usuario o clave incorrectos' when the answer is empty, has no body
 * or says 'Bad credentials'; otherwise the server's error_description.
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
  const [values, setValues] = useState<Valores>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Campo, boolean>>({ username: false, password: false });
  const demo = useDemo();

  // Opening the login screen ends any current session.
  useEffect(() => {
    tokenStore.clear();
    queryClient.clear();
  }, [queryClient]);

  // Another tab signed in: this one follows it where it was going (D28).
  useEffect(() => {
    const alIngresarEnOtra = (e: StorageEvent) => {
      if ((e.key === TOKEN_KEY || e.key === null) && tokenStore.validToken())
        navigate(safeRedirect(params.get('redirectTo')), { replace: true });
    };
    window.addEventListener('storage', alIngresarEnOtra);
    return () => window.removeEventListener('storage', alIngresarEnOtra);
  }, [navigate, params]);

  // A field's message shows once the user has left it, and for every field on submit.
  const errorOf = (campo: Campo) => (touched[campo] ? loginFieldError(campo, values[campo]) : undefined);
  const field = (campo: Campo) => ({
    value: values[campo],
    error: errorOf(campo),
    onChange: (value: string) => setValues((v) => ({ ...v, [campo]: value })),
    onBlur: () => setTouched((t) => ({ ...t, [campo]: true })),
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setTouched({ username: true, password: true });
    if (loginFieldError('username', values.username) || loginFieldError('password', values.password)) return;
    setLoading(true);
    try {
      const { signIn } = await loadSignIn();
      await signIn(queryClient, values.username, values.password);
      navigate(safeRedirect(params.get('redirectTo')), { replace: true });
    } catch (error) {
      flash.danger(loginErrorMessage(error));
      setLoading(false);
    }
  };

  return (
    <div className="login">
      <form
        className="login-card"
        noValidate
        onSubmit={onSubmit}
        onInput={prefetchSignIn}
        onPointerDown={prefetchSignIn}
        aria-labelledby="login-title"
      >
        <div className="login-head">
          <span className="login-avatar" aria-hidden>
            {/* Material 'LockOutlined' */}
            <svg width="24" height="24" viewBox="0 0 24 24" fill="currentColor" focusable="false">
              <path d="M18 8h-1V6c0-2.76-2.24-5-5-5S7 3.24 7 6v2H6c-1.1 0-2 .9-2 2v10c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V10c0-1.1-.9-2-2-2M9 6c0-1.66 1.34-3 3-3s3 1.34 3 3v2H9zm9 14H6V10h12zm-6-3c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2" />
            </svg>
          </span>
          <span className="login-overline">{es.app.nombre}</span>
          <h1 id="login-title">{es.login.titulo}</h1>
        </div>
        <LoginField
          {...field('username')}
          name="username"
          label={es.login.usuario}
          autoComplete="username"
          autoFocus
        />
        <LoginField
          {...field('password')}
          name="password"
          type="password"
          label={es.login.clave}
          autoComplete="current-password"
        />
        <button type="submit" className="login-button" disabled={loading} aria-busy={loading}>
          {loading && <span className="login-spinner" aria-hidden />}
          {es.login.ingresar}
        </button>
      </form>
      {demo && <demo.Usuarios users={demo.users} />}
    </div>
  );
}

/**
 * A labelled input with its message line. The line is always there (blank until a message shows), so a
 * message appearing as the field loses focus never moves the button from under the pointer.
 */
function LoginField({
  label,
  error,
  onChange,
  ...input
}: {
  name: Campo;
  label: string;
  value: string;
  error?: string;
  type?: string;
  autoComplete: string;
  autoFocus?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const id = useId();
  return (
    <div className={error ? 'login-field login-field--error' : 'login-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        placeholder={label}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={!!error}
        aria-describedby={`${id}-msg`}
      />
      <p id={`${id}-msg`} className="login-message">
        {error}
      </p>
    </div>
  );
}

export default LoginPage;
