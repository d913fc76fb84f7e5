import type { CmsHomepageResponse, CmsPage } from '../api/get-cms-homepage';
import { pageMetaFromSeo } from './page-meta-from-seo';
import { pickCmsPage } from './pick-cms-page';

function page(title: string): CmsPage {
  return {
    seo: { title, description: '', index: true, follow: true },
    jumbotron: { title, subtitle: '', imageUrl: '' },
    blocks: [],
  };
}

describe('pickCmsPage', () => {
  const homepage: CmsHomepageResponse = { booking: page('booking'), gifting: page('gifting') };

  it('takes the page of the flow', () => {
    expect(pickCmsPage(homepage, 'gifting').seo.title).toBe('gifting');
  });

  it('falls back to booking for a flow without content', () => {
    expect(pickCmsPage(homepage, 'activity').seo.title).toBe('booking');
    expect(pickCmsPage({ booking: page('booking') }, 'gifting').seo.title).toBe('booking');
  });
});

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
    expect(pageMetaFromSeo({ title: 'T', description: 'D', index: false, follow: false }).robots).toBe(
      'noindex, nofollow',
    );
  });
});
