// The one way the browser calls our API: typed get/post/put/patch/delete on the two clients of
// docs/product/errors-and-messages.md#http-clients (lib/client/http.ts, whose interceptors apply the transport rules
// of docs/product/errors-and-messages.md#transport-rules first), the `{ code, message, data }` envelope unwrapped,
// and every failure turned into one ApiError the UI can branch on by `code`.
import { type AxiosInstance, type AxiosRequestConfig, isAxiosError } from 'axios';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { ApiError, refusalError } from './api-error';
import { type DownloadedFile, fileNameOf } from './fetch-api';
import { brgClient, gatewayClient } from './http';

export { ApiError };

/** Axios's failure as an ApiError: the answer's envelope when one came, otherwise no answer (NETWORK). */
function toApiError(error: unknown): ApiError {
  if (isAxiosError(error) && error.response) return refusalError(error.response.status, error.response.data, error.message);
  return ApiError.from(error);
}

export type ApiClient = 'gateway' | 'brg';

export interface CallOptions {
  /** The `/brg`-prefixed client (docs/product/errors-and-messages.md#http-clients) instead of the gateway's root. */
  client?: ApiClient;
  params?: Record<string, string | number | undefined>;
  /** Anything else axios takes: headers, timeout, onUploadProgress… */
  config?: AxiosRequestConfig;
}

const clientOf = (name: ApiClient = 'gateway'): AxiosInstance => (name === 'brg' ? brgClient : gatewayClient);

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

async function call<T>(method: Method, url: string, body: unknown, options: CallOptions): Promise<T> {
  try {
    const response = await clientOf(options.client).request<ApiEnvelope<T>>({
      ...options.config,
      method,
      url,
      data: body,
      params: options.params ?? options.config?.params,
    });
    return response.data.data as T;
  } catch (error) {
    throw toApiError(error);
  }
}

export const api = {
  get: <T>(url: string, options: CallOptions = {}) => call<T>('get', url, undefined, options),
  post: <T>(url: string, body?: unknown, options: CallOptions = {}) => call<T>('post', url, body ?? {}, options),
  put: <T>(url: string, body?: unknown, options: CallOptions = {}) => call<T>('put', url, body ?? {}, options),
  patch: <T>(url: string, body?: unknown, options: CallOptions = {}) => call<T>('patch', url, body ?? {}, options),
  delete: <T>(url: string, options: CallOptions = {}) => call<T>('delete', url, undefined, options),
  /**
   * A file the API serves as is (no envelope), e.g. a photo that needs the session renewal of
   * docs/product/errors-and-messages.md#session-renewal.
   */
  blob: async (url: string, options: Omit<CallOptions, 'config'> = {}): Promise<Blob> => (await api.download(url, options)).blob,
  /** The same, with the name the server gives the file (a CSV named by the server's day, not the browser's). */
  download: async (url: string, options: Omit<CallOptions, 'config'> = {}): Promise<DownloadedFile> => {
    try {
      const response = await clientOf(options.client).request<Blob>({ method: 'get', url, params: options.params, responseType: 'blob' });
      const disposition: unknown = response.headers['content-disposition'];
      return { blob: response.data, fileName: fileNameOf(typeof disposition === 'string' ? disposition : null) };
    } catch (error) {
      throw toApiError(error);
    }
  },
};

/** The absolute address of an API path, for `<img src>` and plain links. */
export function apiUrl(path: string, client: ApiClient = 'gateway'): string {
  return `${clientOf(client).defaults.baseURL ?? ''}${path}`;
}
