import { decodeJwt } from '@/lib/jwt';

const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const token = (payload: unknown) => `${b64url('{"alg":"HS256"}')}.${b64url(JSON.stringify(payload))}.firma`;

describe('decodeJwt', () => {
  it.each([
    ['no token', null, null],
    ['empty', '', null],
    ['two parts', 'a.b', null],
    ['payload not JSON', `x.${b64url('no es json')}.y`, null],
    ['no exp', token({ authorities: ['ROLE_ADMIN'] }), null],
    [
      'claims kept, others dropped',
      token({ exp: 2_000_000_000, user_name: 'ana', authorities: ['ROLE_ADMIN', 7], extra: 1 }),
      {
        exp: 2_000_000_000,
        user_name: 'ana',
        authorities: ['ROLE_ADMIN'],
        client_id: undefined,
        scope: undefined,
      },
    ],
    [
      'accents in a name',
      token({ exp: 1, user_name: 'José Ñandú', authorities: [] }),
      { exp: 1, user_name: 'José Ñandú', authorities: [], client_id: undefined, scope: undefined },
    ],
  ] as const)('%s', (_caso, t, esperado) => {
    expect(decodeJwt(t)).toEqual(esperado);
  });

  it('decodes a token once, and another token anew', () => {
    const a = token({ exp: 10, user_name: 'a', authorities: [] });
    const b = token({ exp: 20, user_name: 'b', authorities: [] });
    const primera = decodeJwt(a);
    expect(decodeJwt(a)).toBe(primera);
    expect(decodeJwt(b)?.user_name).toBe('b');
    expect(decodeJwt(a)).toEqual(primera);
  });
});
