import { renderInShell } from '../../../test/render-in-shell';
import { ScrollToTop } from './scroll-to-top';

function renderAt(path: string) {
  return renderInShell(<ScrollToTop />, { path }).navigate;
}

describe('scroll to top on path change', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => scrollTo.mockRestore());

  it('does not scroll on the first page', () => {
    renderAt('/sejour/1');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it.each([
    ['a stay page', '/sejour/20001', true],
    ['the home page', '/', true],
    ['an unknown page', '/nulle-part', true],
    ['the search page', '/recherche', false],
    ['the activity search', '/activites', false],
    ['a static page', '/page/cgv', false],
  ])('going to %s (%s) scrolls: %s', (_name, path, scrolls) => {
    const navigate = renderAt('/idees');
    navigate(path);
    if (scrolls) expect(scrollTo).toHaveBeenCalledWith(0, 0);
    else expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps the place when only the query or the hash changes', () => {
    const navigate = renderAt('/sejour/1');
    navigate('/sejour/1?checkin=2025-06-01');
    navigate('/sejour/1?checkin=2025-06-01#a=3');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
