import { API_BASE_URL } from './env.ts';
import { getToken } from './auth-token.ts';

/**
 * An answer outside 200–299: the server's `{ message, code, fields? }` (and its whole answer as
 * `body`). Pages branch on `code`, never on the text; `fields` are the messages for named inputs.
 */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    // The server's error schema (the contract's errorResponse) gives both their types.
    const answer = (body ?? {}) as { code?: string; fields?: Record<string, string> };
    this.code = answer.code;
    this.fields = answer.fields;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Send the stored token as a Bearer header. */
  auth?: boolean;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  // The server answers its messages (errors, and mail a request sends) in the page's language,
  // which main.tsx set on <html> (read there, not from the catalogue runtime, to keep this chunk lean).
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': document.documentElement.lang || 'en',
  };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = options.auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      throw new ApiError(0, 'Request aborted');
    throw new ApiError(0, 'Network Error');
  }
  if (!response.ok) {
    const body = parseJson(await response.text());
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Request failed with status code ${response.status}`;
    throw new ApiError(response.status, message, body);
  }
  return response;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The web app's one way to call the API: JSON in, JSON out, `ApiError` on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  return parseJson(await response.text()) as T;
}

/** The same call for a file the API answers (a PDF, a CSV): its bytes, `ApiError` on failure. */
export async function apiFile(path: string, accept: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, accept);
  return response.blob();
}
