/**
 * The edge renders a page within a budget and leaves it to the browser when its render runs late (a
 * cold cache on a busy machine). A journey about a server-rendered page asks for it until it comes
 * rendered: the edge then keeps it a few seconds, and the visit that follows gets it.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** The page's HTML once the edge renders it with `remote`'s markup in the outlet. */
export async function serverRenderedHtml(request: APIRequestContext, path: string, remote: string): Promise<string> {
  const rendered = `data-remote="${remote}" data-status="server"`;
  let html = '';
  await expect
    .poll(
      async () => {
        html = await (await request.get(path)).text();
        return html.includes(rendered);
      },
      { message: `the edge renders ${path} with ${remote}'s markup`, timeout: 30_000 },
    )
    .toBe(true);
  return html;
}
