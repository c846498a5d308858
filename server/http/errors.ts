// One error shape for every API failure, Laravel style: 422 {message, errors: {field: [msg]}}
// for validation, {message} otherwise. No stack trace or internal message ever leaves the server.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/sql-errors';
import { setSecurityHeaders } from './security-headers';
import { wantsAppShell } from './static-files';
import { issueFieldErrors, type ZodIssueLike } from './zod-issues';

export type FieldErrors = Record<string, string[]>;

/** Thrown by services; the error handler turns it into the response. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const validationError = (errors: FieldErrors) => {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
  const more = Object.values(errors).flat().length - 1;
  const message = more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
  return new HttpError(422, message, errors);
};

export const notFound = (what = 'Not found.') => new HttpError(404, what);
export const forbidden = (what = 'This action is unauthorized.') => new HttpError(403, what);
export const unauthenticated = () => new HttpError(401, 'Unauthenticated.');

function fieldErrorsOf(error: FastifyError): FieldErrors {
  const issues = (error.validation ?? []).map((entry) => {
    const params = entry.params as { missingProperty?: string; errors?: ZodIssueLike[][] };
    const path = entry.instancePath.split('/').filter(Boolean);
    return {
      path: path.length || !params.missingProperty ? path : [params.missingProperty],
      message: entry.message ?? 'The value is invalid.',
      code: entry.keyword,
      ...(params.errors ? { errors: params.errors } : {}),
    };
  });
  return issueFieldErrors(issues, '', error.validationContext || 'request');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .code(error.statusCode)
        .send(
          error.errors
            ? { message: error.message, errors: error.errors }
            : { message: error.message },
        );
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const v = validationError(fieldErrorsOf(error));
      return reply.code(422).send({ message: v.message, errors: v.errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ message: 'Too Many Attempts.' });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type).
      return reply.code(status).send({ message: clientMessage(error) });
    }
    const refused = refusedInput(error, request);
    if (refused) {
      // The client's input, caught by the database or the multipart parser: not our failure.
      request.log.warn({ err: error }, 'request refused');
      return reply
        .code(refused.status)
        .send({ message: refused.message, errors: { request: [refused.message] } });
    }
    if (isUniqueViolation(error)) {
      // Two requests raced for one unique value and no service turned it into its own answer:
      // the later one lost, and may simply try again.
      request.log.warn({ err: error }, 'request lost a race');
      return reply.code(409).send({ message: CONFLICT_MESSAGE });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: 'The service is temporarily unavailable.' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
}

export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Fastify's own refusals before routing (an address whose escapes do not decode, a path segment
 * past the router's limit) in the API's shape, with the headers every answer carries: its
 * default echoes the whole path and skips the hooks that set them. A page's address that does
 * not decode names no page: it gets the shop's 404 page from `page`, when the app is served.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
  page?: PageSender,
): void {
  setSecurityHeaders(request.raw, reply.raw);
  if (page && error.code === 'FST_ERR_BAD_URL' && wantsAppShell(request)) {
    void page(request, reply);
    return;
  }
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .code(tooLong ? 414 : 400)
    .send({ message: tooLong ? 'The address is too long.' : 'The address is not valid.' });
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    // An upload form past the multipart limits of its route.
    case 'FST_FIELDS_LIMIT':
      return 'The form has too many fields.';
    case 'FST_FILES_LIMIT':
      return 'The form has too many files.';
    case 'FST_PARTS_LIMIT':
      return 'The form has too many parts.';
    default:
      return 'Bad request.';
  }
}

const CONFLICT_MESSAGE =
  'This was changed by another request at the same moment. Please try again.';

/** What a client waits before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

// SQLSTATE class 22 (data exception) on values a request carried; PGlite reports the same codes.
const DATA_ERRORS: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request has the wrong format.',
  '22021': 'The request contains characters that cannot be stored.',
  '22P05': 'The request contains characters that cannot be stored.',
  '22001': 'A value in the request is too long.',
  '22007': 'A date in the request has the wrong format.',
  '22008': 'A date in the request is out of range.',
  '22009': 'A date in the request is out of range.',
};

function refusedInput(
  error: Error & { code?: string },
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  const data = DATA_ERRORS[error.code ?? ''];
  if (data) return { status: 422, message: data };
  // Busboy's parse errors are plain Errors (a truncated body, a missing boundary).
  const multipart = request.headers['content-type']?.startsWith('multipart/') === true;
  if (multipart && error.code === undefined && /multipart|boundary/i.test(error.message)) {
    return { status: 400, message: 'The multipart body is malformed.' };
  }
  return undefined;
}

/**
 * The database is down, stuck or busy: refused or dropped connections, a connect or pool-acquire
 * timeout, a statement cancelled by statement_timeout (57014), a server shutting down or
 * starting up, too many connections.
 */
function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    '57014',
    '57P01',
    '57P03',
    '08006',
    '08001',
    '53300',
  ];
  return (
    codes.includes(error.code ?? '') ||
    /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Query read timeout/.test(
      error.message,
    )
  );
}
