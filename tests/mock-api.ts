import { tokenFor, type Role } from './render-app';

/** Calls the mock backend directly as a demo user (to check the server's own rules). */
export async function callApi(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  { role = 'usuario', body }: { role?: Role; body?: unknown } = {},
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await tokenFor(role)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}
