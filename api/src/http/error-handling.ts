/**
 * Every error answers JSON `{ statusCode, error, message }`: schema violations and malformed
 * bodies are 400 with the reason, unknown routes 404, and only real faults 500 (logged).
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifySchemaValidationError } from 'fastify';
import { PATTERN_MEANINGS } from '../routes/common-schemas';

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

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      return reply.code(400).send(errorBody(400, error.message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large…: the client's fault, say why.
      return reply.code(status).send(errorBody(status, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody(500, 'Internal Server Error'));
  });

  app.setNotFoundHandler((request, reply) => {
    sendNotFound(reply, `Route ${request.method} ${request.url.split('?')[0]} not found`);
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
