import { suggestEmailDomain, withSuggestedDomain } from './suggest-email-domain';

describe('suggestEmailDomain', () => {
  it.each([
    ['lea@gmial.com', 'gmail.com'],
    ['lea@gmal.com', 'gmail.com'],
    ['lea@gmail.con', 'gmail.com'],
    ['lea@hotmial.fr', 'hotmail.fr'],
    ['lea@yahooo.fr', 'yahoo.fr'],
    ['lea@outlok.com', 'outlook.com'],
    ['jan@telenet.bee', 'telenet.be'],
    ['marco@libreo.it', 'libero.it'],
  ])('suggests the domain %s meant', (email, domain) => {
    expect(suggestEmailDomain(email)).toBe(domain);
  });

  it.each(['lea@gmail.com', 'lea@yahoo.es', 'lea@escapade.example', 'lea@gmx.de', 'lea@', 'lea'])(
    'stays quiet for %p',
    (email) => {
      expect(suggestEmailDomain(email)).toBeNull();
    },
  );

  it('replaces only the domain', () => {
    expect(withSuggestedDomain('Lea.Martin@gmial.com', 'gmail.com')).toBe('Lea.Martin@gmail.com');
  });
});
