import { HTTPError, type NormalizedOptions } from 'ky';
import { boxCardLink } from './box-card-link';
import { failureOfBoxesBlock } from './boxes-block-failure';

function refusal(status: number, body: string, statusText = ''): HTTPError {
  const request = new Request('http://api.test/gateway/content-boxes-block/fr_FR');
  return new HTTPError(new Response(body, { status, statusText }), request, {} as NormalizedOptions);
}

describe('boxCardLink', () => {
  it("opens the shop's box page where the boxes toggle is on", () => {
    expect(boxCardLink('SPA2-EBOX', 'coffret-spa', true)).toEqual({
      kind: 'giftBox',
      id: 'SPA2-EBOX',
      query: { flow: 'gifting' },
    });
  });

  it("opens the box's readable address, with its slug, where the toggle is off", () => {
    expect(boxCardLink('SPA2-EBOX', 'coffret-spa', false)).toEqual({
      kind: 'giftBoxProduct',
      id: 'SPA2-EBOX',
      slug: 'coffret-spa',
      query: { flow: 'gifting' },
    });
  });
});

describe('failureOfBoxesBlock', () => {
  it("keeps the status and takes the message and values of the answer's body", async () => {
    const body = { statusCode: 422, error: 'Unprocessable Entity', message: 'Unknown campaign', values: ['xmas'] };
    const failure = await failureOfBoxesBlock(refusal(422, JSON.stringify(body)));

    expect(failure.message).toBe('Unknown campaign');
    expect(failure.status).toBe(422);
    expect(failure.values).toEqual(['xmas']);
  });

  it('falls back to the status text when the body says nothing readable', async () => {
    expect((await failureOfBoxesBlock(refusal(503, '<html>down</html>', 'Service Unavailable'))).message).toBe(
      'Service Unavailable',
    );
    expect((await failureOfBoxesBlock(refusal(500, '{"oops":true}'))).message).toBe('500');
  });

  it('tells what went wrong on the way when there was no answer', async () => {
    const failure = await failureOfBoxesBlock(new TypeError('Failed to fetch'));

    expect(failure.message).toBe('Failed to fetch');
    expect(failure.status).toBeUndefined();
  });
});
