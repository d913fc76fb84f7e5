/**
 * Every error answers JSON `{ statusCode, error, message }`: schema violations and malformed
 * bodies are 400 with the reason, unknown routes 404, a disk that cannot be written 503 with
 * Retry-After (see store-faults), and only real faults 500 (logged).
 */
import { STATUS_CODES } from 'node:http';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import { PATTERN_MEANINGS } from '../routes/common-schemas';
import {
  STORE_RETRY_AFTER_SECONDS,
  STORE_UNAVAILABLE_MESSAGE,
  StoreFaultLog,
  isStoreFault,
} from '../store/store-faults';

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

export function sendNotFound(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(404).send(errorBody(404, message));
}

export function sendBadRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send(errorBody(400, message));
}

/**
 * What a client is told about a request Fastify refused before any route ran. The words are fixed:
 * a parser's own message can quote the body back or name internals.
 */
const CLIENT_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Body cannot be empty when content-type is application/json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Body is not valid JSON',
  FST_ERR_CTP_EMPTY_TYPE: 'Content-Type cannot be empty',
  FST_ERR_CTP_INVALID_TYPE: 'Content-Type is invalid',
  FST_ERR_BAD_URL: 'The address is malformed',
  FST_ERR_MAX_PARAM_LENGTH: 'A part of the address is too long',
  FST_ERR_ASYNC_CONSTRAINT: 'The request cannot be routed',
};

/** The message for a 4xx: ours when the error is one we raised on purpose, else a fixed one. */
function clientErrorMessage(error: FastifyError, status: number): string {
  if (error.code && CLIENT_ERROR_MESSAGES[error.code]) return CLIENT_ERROR_MESSAGES[error.code]!;
  if (error instanceof SyntaxError) return 'Body is not valid JSON';
  if (error instanceof ClientError) return error.message;
  return STATUS_CODES[status] ?? 'Bad request';
}

/** An error a route or hook raises on purpose: its message is written for the client. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any route or hook (an address
 * that does not decode, a path part over the length limit) gets the same short JSON as every error.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send(errorBody(status, clientErrorMessage(error, status)));
}

/** Methods that write: one answered without a fault shows the store works again. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function installErrorHandling(app: FastifyInstance): void {
  const storeFaults = new StoreFaultLog(app.log);
  app.addHook('onResponse', async (request, reply) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 500) storeFaults.recovered();
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(errorBody(400, error.message));
    }
    if (isStoreFault(error)) {
      storeFaults.fault(error);
      return reply
        .code(503)
        .header('Retry-After', String(STORE_RETRY_AFTER_SECONDS))
        .send(errorBody(503, STORE_UNAVAILABLE_MESSAGE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(status, clientErrorMessage(error, status)));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    sendNotFound(reply, `Route ${request.method} ${request.url.split('?')[0]!.slice(0, 200)} not found`);
  });
}

/**
 * Validation messages as Fastify words them ("querystring/adults must be integer"), except that
 * patterns and formats are explained instead of quoting a regular expression.
 */
export function formatSchemaErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const messages = errors.map((error) => {
    const where = `${dataVar}${error.instancePath}`;
    const pattern = error.keyword === 'pattern' ? PATTERN_MEANINGS[String(error.params.pattern)] : undefined;
    if (pattern) return `${where} ${pattern}`;
    if (error.keyword === 'format' && error.params.format === 'date') return `${where} must be a date as yyyy-MM-dd`;
    return `${where} ${error.message ?? 'is invalid'}`;
  });
  return new Error(messages.join(', '));
}
