import { CONTACT_THANK_YOU_REF } from '@escapade/shared-contracts/contact-case';
import { thankYouUrl } from './contact-case-request';

describe('the address a visitor is sent back to', () => {
  it('is the page’s own path with the thank-you ref added', () => {
    expect(thankYouUrl('/contact')).toBe(`/contact?ref=${CONTACT_THANK_YOU_REF}`);
    expect(thankYouUrl('/nl/contact')).toBe(`/nl/contact?ref=${CONTACT_THANK_YOU_REF}`);
    expect(thankYouUrl('/contact?topic=2#form')).toBe(`/contact?topic=2&ref=${CONTACT_THANK_YOU_REF}#form`);
    expect(thankYouUrl('/contact?ref=somewhere')).toBe(`/contact?ref=${CONTACT_THANK_YOU_REF}`);
  });

  it('is refused when it is not a path of the shop', () => {
    for (const returnUrl of [
      'contact',
      'https://elsewhere.example/contact',
      '//elsewhere.example/contact',
      '/\\elsewhere.example',
      '/.//elsewhere.example',
      '/a/..//elsewhere.example',
      '/%2e//elsewhere.example',
      '/contact page',
      '/contact\n',
      'javascript:alert(1)',
    ]) {
      expect([returnUrl, thankYouUrl(returnUrl)]).toEqual([returnUrl, null]);
    }
  });
});
