import pino from 'pino';
import { briefError, edgeLogOf, shopLogger } from './edge-log';

/** A pino destination that keeps each line, parsed. */
function memoryDestination() {
  const lines: Record<string, unknown>[] = [];
  return { lines, write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
}

const withCode = (message: string, code: string, cause?: unknown) =>
  Object.assign(new Error(message, cause === undefined ? {} : { cause }), { code });

describe('the edge log as JSON lines', () => {
  const level = process.env.LOG_LEVEL;
  afterEach(() => {
    if (level === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = level;
  });

  it('writes one line per event with its level and message', () => {
    delete process.env.LOG_LEVEL;
    const destination = memoryDestination();
    const log = edgeLogOf(shopLogger(destination));
    log.info('edge: client went away: GET /sejour/20039');
    log.warn('edge: /: mfe-content is left to the browser');
    expect(destination.lines).toEqual([
      expect.objectContaining({ level: 30, msg: 'edge: client went away: GET /sejour/20039' }),
      expect.objectContaining({ level: 40, msg: 'edge: /: mfe-content is left to the browser' }),
    ]);
    expect(destination.lines[0]).not.toHaveProperty('err');
    expect(typeof destination.lines[0]!.time).toBe('number');
  });

  it("gives an error's type, message and code, never its stack", () => {
    const destination = memoryDestination();
    const log = edgeLogOf(shopLogger(destination));
    log.warn('edge: /sejour/1: mfe-product is left to the browser', new RangeError('mfe-product took too long'));
    log.error('edge: GET /api/flags failed:', withCode('connect ECONNREFUSED 127.0.0.1:4000', 'ECONNREFUSED'));
    expect(destination.lines.map((line) => [line.level, line.err])).toEqual([
      [40, { type: 'RangeError', message: 'mfe-product took too long' }],
      [50, { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:4000', code: 'ECONNREFUSED' }],
    ]);
    expect(JSON.stringify(destination.lines)).not.toMatch(/stack|at Object\./);
  });

  it('takes the code of the cause when the error has none (a fetch that failed)', () => {
    expect(briefError(new TypeError('fetch failed', { cause: withCode('connect refused', 'ECONNREFUSED') }))).toEqual({
      type: 'TypeError',
      message: 'fetch failed',
      code: 'ECONNREFUSED',
    });
  });

  it('describes what was thrown when it is not an Error', () => {
    expect(briefError('the bundle threw a string')).toEqual({ type: 'string', message: 'the bundle threw a string' });
    expect(briefError({ message: 'plain object', code: 'E_PLAIN' })).toEqual({
      type: 'object',
      message: 'plain object',
      code: 'E_PLAIN',
    });
    expect(briefError(null)).toEqual({ type: 'object', message: 'null' });
  });

  it("keeps errors brief on a logger that has pino's own error serializer", () => {
    const destination = memoryDestination();
    const log = edgeLogOf(pino({ serializers: { err: pino.stdSerializers.err } }, destination));
    log.error('edge: GET / failed:', new Error('boom'));
    expect(destination.lines[0]!.err).toEqual({ type: 'Error', message: 'boom' });
  });

  it('writes only from LOG_LEVEL up', () => {
    process.env.LOG_LEVEL = 'warn';
    const destination = memoryDestination();
    const log = edgeLogOf(shopLogger(destination));
    log.info('edge: client went away: GET /');
    log.error('edge: GET / failed:', new Error('boom'));
    expect(destination.lines.map((line) => line.msg)).toEqual(['edge: GET / failed:']);
  });
});
