import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import {
  createErrorReporter,
  createLogsTransport,
  ERROR_LOG_MESSAGE_LIMIT,
  ERROR_LOGS_PER_PAGE_LOAD,
  toErrorLogEntry,
} from './report-error';

const api = setupApiMock('http://shop.test');

describe('error log transport', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('posts level ERROR, the locale, application.client.error and the message to /logs', async () => {
    api.answer('/logs', () => new HttpResponse(null, { status: 204 }), { method: 'POST' });
    const reportError = createErrorReporter('it_IT', createLogsTransport(createApiClient('http://shop.test')));
    reportError(new Error('offers failed'), 'mfe-search');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(api.requests.map(({ url, body }) => ({ url: url.href, body }))).toEqual([
      {
        url: 'http://shop.test/logs',
        body: {
          level: 'ERROR',
          locale: 'it_IT',
          location: 'application.client.error',
          message: '[mfe-search] offers failed',
        },
      },
    ]);
  });

  it('cuts the message to 256 characters', () => {
    expect(ERROR_LOG_MESSAGE_LIMIT).toBe(256);
    const entry = toErrorLogEntry(new Error('x'.repeat(400)), 'shell', 'fr_FR');
    expect(entry.message).toHaveLength(256);
    expect(entry.message.startsWith('[shell] xxx')).toBe(true);
    expect(toErrorLogEntry('short', 'shell', 'fr_FR').message).toBe('[shell] short');
    expect(toErrorLogEntry({ code: 7 }, 'bus', 'fr_FR').message).toBe('[bus] {"code":7}');
  });

  it('ignores a failing transport and a failing api', async () => {
    const throwing = createErrorReporter('fr_FR', () => {
      throw new Error('transport broke');
    });
    expect(() => throwing(new Error('boom'), 'shell')).not.toThrow();

    api.answer('/logs', () => HttpResponse.error(), { method: 'POST' });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    createErrorReporter('fr_FR', createLogsTransport(createApiClient('http://shop.test')))(new Error('boom'), 'shell');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('sends at most a fixed number of logs per page load', () => {
    const transport = jest.fn();
    const reportError = createErrorReporter('fr_FR', transport);
    for (let index = 0; index < ERROR_LOGS_PER_PAGE_LOAD + 5; index += 1)
      reportError(new Error(`loop ${index}`), 'shell');
    expect(transport).toHaveBeenCalledTimes(ERROR_LOGS_PER_PAGE_LOAD);
    expect(consoleError).toHaveBeenCalledTimes(ERROR_LOGS_PER_PAGE_LOAD + 5);
  });
});
