import { fallbackMessageOf, type FallbackProgress } from './fallback-message';

const done = (count: number) => ({
  status: 'done' as const,
  offers: Array.from({ length: count }, (_, index) => index),
});
const progress = (outcomes: FallbackProgress['outcomes'], placeKnown = true): FallbackProgress => ({
  placeKnown,
  outcomes,
});

describe('fallbackMessageOf', () => {
  it('shows nothing extra with exact results only', () => {
    expect(fallbackMessageOf(12, progress([done(0), { status: 'failed' }]))).toBe('none');
    expect(fallbackMessageOf(12, progress([]))).toBe('none');
  });

  it('shows the suggestion info with exact results plus suggestions', () => {
    expect(fallbackMessageOf(12, progress([done(0), done(3), { status: 'waiting' }]))).toBe('suggestions');
  });

  it('shows "No exact results found" without exact results but with suggestions', () => {
    expect(fallbackMessageOf(0, progress([done(0), done(2)]))).toBe('noExactResults');
    expect(fallbackMessageOf(0, progress([done(3), { status: 'loading' }]))).toBe('noExactResults');
  });

  it('shows the no-results alert when every fallback is empty or failed, or there is none', () => {
    expect(fallbackMessageOf(0, progress([done(0), { status: 'failed' }, done(0)]))).toBe('noResults');
    expect(fallbackMessageOf(0, progress([]))).toBe('noResults');
  });

  it('shows a placeholder while fallbacks load or wait, or while the place is looked up', () => {
    expect(fallbackMessageOf(0, progress([done(0), { status: 'loading' }]))).toBe('placeholder');
    expect(fallbackMessageOf(0, progress([{ status: 'waiting' }]))).toBe('placeholder');
    expect(fallbackMessageOf(12, progress([{ status: 'loading' }]))).toBe('placeholder');
    expect(fallbackMessageOf(0, progress([], false))).toBe('placeholder');
  });
});
