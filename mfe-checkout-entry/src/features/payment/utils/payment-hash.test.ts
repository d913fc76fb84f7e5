import { hasMark, hashWithMarks, sameRouteTarget } from './payment-hash';

const CRITERIA = 'checkin=2026-10-16&checkout=2026-10-18&night=2&a=2&c=1';

describe('payment marks in the hash', () => {
  it('adds and removes the marks, leaving the criteria as written', () => {
    const loading = hashWithMarks(CRITERIA, { isLoading: true, error: false });
    expect(loading).toBe(`${CRITERIA}&isLoading=1`);
    const failed = hashWithMarks(loading, { error: true, isLoading: false });
    expect(failed).toBe(`${CRITERIA}&error=1`);
    expect(hasMark(failed, 'error')).toBe(true);
    expect(hasMark(failed, 'isLoading')).toBe(false);
    expect(hashWithMarks(failed, { error: false, isLoading: false })).toBe(CRITERIA);
  });

  it('keeps parts it cannot decode, and works on an empty hash', () => {
    expect(hashWithMarks('q=%E0%A4%A&error=1', { error: false })).toBe('q=%E0%A4%A');
    expect(hashWithMarks('', { error: true })).toBe('error=1');
    expect(hashWithMarks('error=1', { error: false })).toBe('');
    expect(hasMark('error=0', 'error')).toBe(false);
  });

  it('targets the same page with its query', () => {
    expect(
      sameRouteTarget(
        { kind: 'activityBooking', id: '88', search: 'customType=OWN_USE', hash: 'id=88&a=2', pathname: '/x' },
        'id=88&a=2&error=1',
      ),
    ).toEqual({ kind: 'activityBooking', id: '88', query: { customType: 'OWN_USE' }, hash: 'id=88&a=2&error=1' });
    expect(
      sameRouteTarget({ kind: 'giftCheckout', id: 'BX1', search: '', hash: 'error=1', pathname: '/y' }, ''),
    ).toEqual({ kind: 'giftCheckout', id: 'BX1' });
  });
});
