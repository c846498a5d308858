// One error shape for every API failure, Laravel style: 422 {message, errors: {field: [msg]}}
// for validation, {message} otherwise. No stack trace or internal message ever leaves the server.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
      String((issue.params as { missingProperty?: string }).missingProperty ?? '') ||
      error.validationContext ||
      'request';
    (errors[field] ??= []).push(issue.message ?? 'The value is invalid.');
  }
  return errors;
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
    request.log.error({ err: error }, 'request failed');
    if (isDatabaseDown(error)) {
      return reply.code(503).send({ message: 'The service is temporarily unavailable.' });
    }
    return reply.code(500).send({ message: 'Server Error' });
  });
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
    default:
      return 'Bad request.';
  }
}

function isDatabaseDown(error: Error & { code?: string }): boolean {
  return (
    ['ECONNREFUSED', 'ECONNRESET', '57P01', '57P03', '08006', '08001'].includes(error.code ?? '') ||
    /Connection terminated|connect ECONNREFUSED/.test(error.message)
  );
}
