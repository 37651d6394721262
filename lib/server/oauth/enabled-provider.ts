// The start route and the code endpoints of a provider that is not configured answer 404 before anything
// else (their body or query is not even validated): a disabled provider does not exist for the browser.
import type { RouteHandler } from '../api/handler';
import { AppError } from '../errors/app-error';
import { type OAuthProviderName, providerConfig } from './providers';

export const providerNotFound = () => new AppError('NOT_FOUND', 'Not found.', 'errors:notFound');

/** `provider` for a fixed endpoint (/api/facebook/oauth); otherwise the route's [provider] segment. */
export function whenProviderEnabled(handler: RouteHandler, provider?: OAuthProviderName): RouteHandler {
  return (req, res) => {
    if (!providerConfig(provider ?? req.query.provider)) throw providerNotFound();
    return handler(req, res);
  };
}
