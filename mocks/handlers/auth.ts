import { http, HttpResponse } from 'msw';
import { authApi } from '@/auth/contract';
import { getDb } from '../db';
import { signJwt, tokenClaims, TOKEN_HOURS } from '../lib/jwt';
import { runtime } from '../lib/runtime';
import { delay } from 'msw';

const oauthError = (status: number, error: string, error_description: string) =>
  HttpResponse.json({ error, error_description }, { status });

/** `POST /oauth/token`: the OAuth2 password grant with HTTP Basic client authentication. */
export const authHandlers = [
  http.post(`*${authApi.token.path}`, async ({ request }) => {
    if (runtime.latency) await delay(runtime.latency[1]);
    const basic = request.headers.get('authorization') ?? '';
    if (!basic.startsWith('Basic ') || !atob(basic.slice(6)).includes(':')) {
      return oauthError(401, 'unauthorized', 'Full authentication is required to access this resource');
    }
    const form = new URLSearchParams(await request.text());
    if (form.get('grant_type') !== 'password') {
      return oauthError(400, 'unsupported_grant_type', 'Unsupported grant type');
    }
    const username = (form.get('username') ?? '').trim();
    const password = form.get('password') ?? '';
    const user = getDb().usuarios.find((u) => u.usuario === username);
    if (!user || user.clave !== password) return oauthError(400, 'invalid_grant', 'Bad credentials');
    const claims = tokenClaims(user);
    return HttpResponse.json({
      access_token: await signJwt(claims),
      token_type: 'bearer',
      expires_in: TOKEN_HOURS * 3600 - 1,
      scope: claims.scope.join(' '),
      jti: claims.jti,
    });
  }),
];
