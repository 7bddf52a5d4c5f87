import * as es from '@/messages/es-shell';

/** An error the user can read: the server's own `message` when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status = 0, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The readable message of a server error body: `{ message }` or OAuth's `{ error_description }`. */
export function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    for (const key of ['message', 'error_description', 'mensaje', 'error']) {
      const value = b[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body.trim();
  return undefined;
}

type AxiosLike = { isAxiosError: true; response?: { status: number; data: unknown } };

/** Duck-typed, so that this module (on the first load) does not pull axios in. */
function isAxiosError(error: unknown): error is AxiosLike {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** What to show the user for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isAxiosError(error)) {
    if (!error.response) return es.http.sinConexion;
    return serverMessage(error.response.data) ?? es.http.error(error.response.status);
  }
  if (error instanceof Error && error.message) return error.message;
  return es.app.errorInesperado;
}

export function errorStatus(error: unknown): number {
  if (error instanceof ApiError) return error.status;
  if (isAxiosError(error)) return error.response?.status ?? 0;
  return 0;
}

/** A spec failure text followed by what the server said (so the user knows what to fix). */
export function failureMessage(text: string, error: unknown): string {
  const detail = errorMessage(error);
  return detail && detail !== text ? `${text.trimEnd()}\n${detail}` : text;
}
