import { pageMetaFromSeo } from './page-meta-from-seo';

describe('pageMetaFromSeo', () => {
  it('turns the index and follow flags into robots', () => {
    expect(pageMetaFromSeo({ title: 'T', description: 'D', index: true, follow: true })).toEqual({
      title: 'T',
      description: 'D',
      robots: 'index, follow',
    });
    expect(pageMetaFromSeo({ title: 'T', description: 'D', index: false, follow: true }).robots).toBe(
      'noindex, follow',
    );
    expect(pageMetaFromSeo({ title: 'T', description: 'D', index: true, follow: false }).robots).toBe(
      'index, nofollow',
    );
    expect(pageMetaFromSeo({ title: 'T', description: 'D', index: false, follow: false }).robots).toBe(
      'noindex, nofollow',
    );
  });
});
