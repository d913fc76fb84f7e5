import { earlySearchWanted } from './early-search-wanted';

function pageWith(markup: string): Document {
  const page = document.implementation.createHTMLDocument('page');
  page.body.innerHTML = markup;
  return page;
}

describe('whether the first script starts the search early', () => {
  it('does on a page the server drew with the search remote and criteria in the hash', () => {
    const page = pageWith('<main><div data-remote="mfe-search" data-status="server"></div></main>');
    expect(earlySearchWanted({ hash: '#city=10001' }, page)).toBe(true);
  });

  it('does not on other pages with a hash: a stay with its dates, the booking summary', () => {
    const stay = pageWith('<div data-remote="mfe-product" data-status="server"></div>');
    const summary = pageWith('<div data-remote="mfe-checkout-entry" data-status="server"></div>');
    expect(earlySearchWanted({ hash: '#checkin=2027-01-31&night=1' }, stay)).toBe(false);
    expect(earlySearchWanted({ hash: '#checkin=2027-01-31&checkout=2027-02-01&night=1' }, summary)).toBe(false);
  });

  it('does not without criteria, nor on a page drawn without the server (the remote asks itself)', () => {
    const results = pageWith('<div data-remote="mfe-search" data-status="server"></div>');
    expect(earlySearchWanted({ hash: '' }, results)).toBe(false);
    expect(earlySearchWanted({ hash: '#' }, results)).toBe(false);
    expect(earlySearchWanted({ hash: '#city=10001' }, pageWith('<div id="root"></div>'))).toBe(false);
  });
});
