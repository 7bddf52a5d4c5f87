/**
 * What the page and the demo backend's worker say to each other (D74). A request and its answer
 * cross as plain data (status, headers, the body's bytes, which are moved rather than copied).
 */

export type Cabeceras = Array<[string, string]>;

export type Pedido = { metodo: string; url: string; cabeceras: Cabeceras; cuerpo: ArrayBuffer | null };

/** `null`: no handler took the request (it goes to the network); 'error-de-red': it failed as one. */
export type Contestacion =
  { estado: number; texto: string; cabeceras: Cabeceras; cuerpo: ArrayBuffer | null } | 'error-de-red' | null;

export type Inicio = {
  escala: number | null;
  dia: string | null;
  /** What the page stored of the demo's data (localStorage: the worker has none). */
  guardado: string | null;
  latencia: readonly [number, number];
};

export type Orden =
  | { tipo: 'iniciar'; inicio: Inicio }
  | { tipo: 'pedido'; pedido: Pedido }
  | { tipo: 'reiniciar' }
  | { tipo: 'muestras-recepcion' }
  | { tipo: 'muestras-recepcion-zip' }
  | { tipo: 'muestras-cierre-iva'; mes: string };

/**
 * `ahora`: the page's clock when it asked (Date.now()). The demo's server clock is the page's, as it
 * was when the demo ran in the page: a test that sets the page's clock sets the backend's too.
 */
export type MensajeAlWorker = { id: number; orden: Orden; ahora: number };

/**
 * The worker's reply: the value asked for, or the reason it failed; `guardar`, when the demo's data
 * changed, is its new text for the page to store.
 */
export type MensajeDelWorker =
  { id: number; valor: unknown; guardar?: string } | { id: number; fallo: string; guardar?: string };

/** Bodies whose status forbids one (the Fetch standard's null body statuses). */
const SIN_CUERPO = new Set([101, 103, 204, 205, 304]);

/** The page's side: a request as data, its body read from a copy so it can still go to the network. */
export async function aPedido(request: Request): Promise<Pedido> {
  const conCuerpo = request.method !== 'GET' && request.method !== 'HEAD';
  return {
    metodo: request.method,
    url: request.url,
    cabeceras: [...request.headers],
    cuerpo: conCuerpo ? await request.clone().arrayBuffer() : null,
  };
}

/** The worker's side: the request again, for the handlers. */
export function aRequest(pedido: Pedido): Request {
  return new Request(pedido.url, {
    method: pedido.metodo,
    headers: pedido.cabeceras,
    body: pedido.cuerpo,
  });
}

/** The worker's side: the handlers' answer as data. */
export async function aContestacion(response: Response | undefined): Promise<Contestacion> {
  if (!response) return null;
  if (response.type === 'error') return 'error-de-red';
  return {
    estado: response.status,
    texto: response.statusText,
    cabeceras: [...response.headers],
    cuerpo: SIN_CUERPO.has(response.status) ? null : await response.arrayBuffer(),
  };
}

/** The page's side: the answer again, for the app's request. */
export function aResponse(c: Exclude<Contestacion, null>): Response {
  if (c === 'error-de-red') return Response.error();
  return new Response(c.cuerpo, { status: c.estado, statusText: c.texto, headers: c.cabeceras });
}

/** What a message moves instead of copying: a body's bytes. */
export function transferibles(valor: unknown): Transferable[] {
  const cuerpo = (valor as { cuerpo?: unknown } | null)?.cuerpo;
  return cuerpo instanceof ArrayBuffer ? [cuerpo] : [];
}
