// One wrapper for every API route: a method map (405 otherwise) and one error mapping, so route files
// stay a few lines (HOUSE_STYLE.md): yup → 400, AppError → its status, Prisma not-found → 404, unique
// violation → 409, a database that cannot be reached → 503 with Retry-After (one log line), anything else → 500 with
// a generic body and a report to the error tracker.
import * as Sentry from '@sentry/nextjs';
import type { NextApiRequest, NextApiResponse } from 'next';
import { ValidationError } from 'yup';
import type { ApiEnvelope } from '@/lib/shared/errors';
import { databaseUnavailableError, isDatabaseUnavailable, logUnavailable } from '../db/unavailable';
import { AppError } from '../errors/app-error';
import { assertSameOrigin } from '../security/same-origin';
import { answerPreflight, dropCredentials, setCorsHeaders } from './cors';
import { readJsonBody } from './read-body';
import { assertRequestPasses } from './request-gate';
import { validationErrorBody } from './validation-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteHandler = (req: NextApiRequest, res: NextApiResponse) => Promise<unknown> | unknown;

export function ok<T>(res: NextApiResponse, data: T, status = 200): void {
  const body: ApiEnvelope<T> = { code: 'OK', message: 'OK', data };
  res.status(status).json(body);
}

export interface HandlerOptions {
  /** Server-to-server callbacks (payment gateway) carry no Origin; they authenticate by signature. */
  crossOrigin?: boolean;
  /**
   * The public API (docs/decisions/0021-public-api.md): called by programs and other sites' pages, with a key in a
   * header and never with cookies — so no same-origin check (there is no session to ride on), CORS headers on every
   * answer (errors included, so a page can read a 429) and OPTIONS answered as a preflight (cors.ts).
   */
  cors?: boolean;
  /**
   * The route reads the request stream itself (busboy's multipart uploads, the signed callback's raw bytes): the body
   * is left unread here. Every other route's JSON body is read by readJsonBody (decision 0030).
   */
  ownBody?: boolean;
}

export function apiHandler(methods: Partial<Record<Method, RouteHandler>>, options: HandlerOptions = {}) {
  return async function handle(req: NextApiRequest, res: NextApiResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (options.cors) {
      setCorsHeaders(res);
      dropCredentials(req);
      if (method === 'OPTIONS') return answerPreflight(res, Object.keys(methods));
    }
    const route = methods[method as Method];
    if (!route) {
      res.setHeader('Allow', Object.keys(methods).join(', '));
      sendError(res, 405, { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed.' });
      return;
    }
    try {
      if (!options.crossOrigin && !options.cors) assertSameOrigin(req);
      // Next's parser is off for every route (their `config`): a malformed, non-JSON or oversized body is refused here,
      // in our envelope (issue #24). A body already there (tests' mocks) is taken as it is, as Next's parser does.
      if (!options.ownBody && req.body === undefined) req.body = await readJsonBody(req);
      // Issue #7: hostile input (prototype keys, deep nesting, control characters, inexact numbers) is a
      // 400 naming the field, before any route or schema sees it.
      assertRequestPasses(req);
      await route(req, res);
    } catch (error) {
      respondWithError(res, error);
    }
  };
}

function sendError(res: NextApiResponse, status: number, body: ApiEnvelope<never>): void {
  if (!res.headersSent) res.status(status).json(body);
}

export function respondWithError(res: NextApiResponse, error: unknown): void {
  if (error instanceof ValidationError) {
    sendError(res, 400, validationErrorBody(error));
    return;
  }
  if (error instanceof AppError) {
    const { errors, data, retryAfterSeconds } = error.details;
    if (retryAfterSeconds !== undefined && !res.headersSent) res.setHeader('Retry-After', String(retryAfterSeconds));
    sendError(res, error.status, {
      code: error.code,
      message: error.message,
      ...(error.key ? { key: error.key } : {}),
      ...(errors ? { errors } : {}),
      ...(data !== undefined ? { data: data as never } : {}),
    });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    respondWithError(res, databaseUnavailableError());
    return;
  }
  const prismaCode = (error as { code?: unknown } | null)?.code;
  if (prismaCode === 'P2025') {
    sendError(res, 404, { code: 'NOT_FOUND', message: 'Not found.' });
    return;
  }
  if (prismaCode === 'P2002') {
    sendError(res, 409, { code: 'CONFLICT', message: 'Already exists.' });
    return;
  }
  // Only unexpected failures are logged and reported (HOUSE_STYLE.md: 5xx only).
  console.error(error);
  Sentry.captureException(error);
  sendError(res, 500, { code: 'INTERNAL', message: 'Server error' });
}
