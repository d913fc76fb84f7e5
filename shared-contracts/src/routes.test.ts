import { FLOWS, isFlow, REMOTE_FOR_ROUTE, REMOTE_NAMES, ROUTE_KINDS } from './routes';
import { WIDGET_MODULES } from './widgets';

describe('routes', () => {
  it('gives every route kind a known remote', () => {
    expect(Object.keys(REMOTE_FOR_ROUTE).sort()).toEqual([...ROUTE_KINDS].sort());
    for (const remote of Object.values(REMOTE_FOR_ROUTE)) expect(REMOTE_NAMES).toContain(remote);
  });

  it('serves the search pages from mfe-search', () => {
    expect(REMOTE_FOR_ROUTE.search).toBe('mfe-search');
    expect(REMOTE_FOR_ROUTE.activitySearch).toBe('mfe-search');
  });

  it('recognises flows', () => {
    for (const flow of FLOWS) expect(isFlow(flow)).toBe(true);
    expect(isFlow('cruise')).toBe(false);
    expect(isFlow(undefined)).toBe(false);
  });

  it('lends widgets from known remotes', () => {
    for (const widget of Object.values(WIDGET_MODULES)) {
      expect(REMOTE_NAMES).toContain(widget.remote);
      expect(widget.expose).toMatch(/^\.\//);
    }
  });
});
