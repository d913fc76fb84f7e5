import type { CmsPage } from '../../cms-page/components/cms-page-content';
import type { CmsHomepageResponse } from '../api/get-cms-homepage';
import { pickCmsPage } from './pick-cms-page';

function page(title: string): CmsPage {
  return {
    seo: { title, description: '', index: true, follow: true },
    jumbotron: { title, subtitle: '', imageUrl: '' },
    blocks: [],
    footer: { legal: false, newsletter: true, contact: true },
  };
}

describe('pickCmsPage', () => {
  const homepage: CmsHomepageResponse = { booking: page('booking'), gifting: page('gifting') };

  it('takes the page of the flow', () => {
    expect(pickCmsPage(homepage, 'gifting').seo.title).toBe('gifting');
    expect(pickCmsPage(homepage, 'booking').seo.title).toBe('booking');
  });

  it('falls back to booking for a flow without content', () => {
    expect(pickCmsPage(homepage, 'activity').seo.title).toBe('booking');
    expect(pickCmsPage({ booking: page('booking') }, 'gifting').seo.title).toBe('booking');
  });
});
