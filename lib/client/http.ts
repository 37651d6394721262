// The two HTTP clients of docs/product/errors-and-messages.md#http-clients: the gateway, and the same gateway under
// the `/brg` prefix. Both send credentials (the session cookies) and the fixed country header (TW,
// docs/product/storefront.md#country-and-languages).
import axios, { type AxiosInstance } from 'axios';
import { installSessionInterceptors } from './session-interceptors';

export const COUNTRY = 'TW';

const baseURL = process.env.NEXT_PUBLIC_API_BASE_URL ?? '';

function createClient(prefix: string): AxiosInstance {
  return axios.create({
    baseURL: `${baseURL}${prefix}`,
    withCredentials: true,
    headers: { country: COUNTRY },
    timeout: 20_000,
  });
}

/** Calls at the gateway's root, e.g. `/api/login`. */
export const gatewayClient = createClient('');
/** Calls under the `/brg` prefix, e.g. `/brg/api/member/signup`. */
export const brgClient = createClient('/brg');

if (typeof window !== 'undefined') {
  installSessionInterceptors(gatewayClient, gatewayClient, { alertOn401: true });
  installSessionInterceptors(brgClient, gatewayClient, { alertOn401: false });
}
