import type { AxiosRequestConfig } from 'axios';
import { safeParse } from 'zod/mini';
import * as es from '@/messages/es-shell';
import {
  describeIssues,
  fillPath,
  type ApiCall,
  type CallAnswer,
  type CallBody,
  type CallQuery,
} from './contract';
import { ApiError } from './errors';
import { request, send } from './http';

type Has<C extends ApiCall, K extends 'query' | 'body'> = C[K] extends object ? K : never;

/** What a call needs: its path parameters, and its query and body where the contract has them. */
export type CallInput<C extends ApiCall> = { params?: Record<string, string | number> } & {
  [K in Has<C, 'query'>]: CallQuery<C>;
} & { [K in Has<C, 'body'>]: CallBody<C> };

/**
 * Makes one contract call (src/lib/contract.ts): the body goes out as its schema shapes it (a body
 * the contract refuses never leaves the browser), the answer comes back parsed by its schema.
 * Kept apart from http.ts so the login route does not load the contracts' primitives.
 */
export async function callApi<C extends ApiCall>(
  call: C,
  input: CallInput<C>,
  config: AxiosRequestConfig = {},
): Promise<CallAnswer<C>> {
  const { params, query, body } = input as {
    params?: Record<string, string | number>;
    query?: unknown;
    body?: unknown;
  };
  let data: unknown = body;
  if (call.body) {
    const parsed = safeParse(call.body, body);
    if (!parsed.success) throw new ApiError(es.http.peticionInvalida(describeIssues(parsed.error)), 0);
    data = parsed.data;
  }
  const cfg: AxiosRequestConfig = {
    ...config,
    method: call.method,
    url: fillPath(call.path, params),
    ...(query !== undefined ? { params: query } : {}),
    // A call without a JSON body (a multipart upload) sends what the config carries.
    ...(call.body ? { data } : {}),
  };
  if (!call.answer) {
    await send(cfg);
    return undefined as CallAnswer<C>;
  }
  return (await request(call.answer, cfg, call.rows)) as CallAnswer<C>;
}
