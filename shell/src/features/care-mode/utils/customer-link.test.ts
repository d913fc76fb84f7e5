import { customerLink, newCallbackId } from './customer-link';

const careHost = { protocol: 'http:', hostname: 'care.localhost', port: '3000' };

describe('link for the customer', () => {
  it('puts the page on the public host and adds the callback id to the hash', () => {
    expect(
      customerLink('fr_FR', { pathname: '/sejour/20001', search: '?checkin=2025-06-01', hash: '' }, careHost, 'abc123'),
    ).toBe('http://fr.localhost:3000/sejour/20001?checkin=2025-06-01#callbackId=abc123');
    expect(
      customerLink(
        'nl_BE',
        { pathname: '/nl/zoeken', search: '', hash: '' },
        { protocol: 'https:', hostname: 'care.be.shop.example', port: '' },
        'x',
      ),
    ).toBe('https://be.shop.example/nl/zoeken#callbackId=x');
  });

  it('keeps the hash parameters as they are and replaces an older callback id', () => {
    expect(
      customerLink(
        'es_ES',
        { pathname: '/busqueda', search: '', hash: '#city=12&a=2&tags=101,103' },
        { ...careHost, hostname: 'care.es.localhost' },
        'new',
      ),
    ).toBe('http://es.localhost:3000/busqueda#city=12&a=2&tags=101,103&callbackId=new');
    expect(customerLink('fr_FR', { pathname: '/', search: '', hash: '#callbackId=old&a=2' }, careHost, 'new')).toBe(
      'http://fr.localhost:3000/#a=2&callbackId=new',
    );
  });

  it('draws a new random id each time', () => {
    const first = newCallbackId();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(newCallbackId()).not.toBe(first);
  });
});
