import { DateTime } from 'luxon';
import { stressBadges } from './stress-badges';

const now = DateTime.fromISO('2026-06-10T12:00', { zone: 'Europe/Paris' });

describe('stressBadges', () => {
  it('shows the rooms left only from 3 rooms down to 1', () => {
    expect(stressBadges({ roomsLeft: 4 }, 'booking', now)).toEqual([]);
    expect(stressBadges({ roomsLeft: 3 }, 'booking', now)).toEqual([
      { kind: 'roomsLeft', colour: 'scarcity', value: 3 },
    ]);
    expect(stressBadges({ roomsLeft: 1 }, 'booking', now)).toHaveLength(1);
    expect(stressBadges({ roomsLeft: 0 }, 'booking', now)).toEqual([]);
    expect(stressBadges({ roomsLeft: null }, 'booking', now)).toEqual([]);
  });

  it('keeps at most 2 messages, the most urgent first', () => {
    const badges = stressBadges(
      {
        marketingLabels: [{ text: 'Best seller' }],
        expiresOn: '2026-06-12',
        lastMinute: true,
        roomsLeft: 2,
      },
      'booking',
      now,
    );
    expect(badges.map((badge) => badge.kind)).toEqual(['roomsLeft', 'lastMinute']);
  });

  it('gives each kind its colour, marketing labels their own or social', () => {
    const badges = stressBadges(
      { expiresOn: '2026-06-12', marketingLabels: [{ text: 'Free cancellation', colour: 'reinsurance' }] },
      'booking',
      now,
    );
    expect(badges).toEqual([
      { kind: 'expiry', colour: 'alert', value: '2026-06-12' },
      { kind: 'marketingLabel', colour: 'reinsurance', value: 'Free cancellation' },
    ]);
    expect(stressBadges({ marketingLabels: [{ text: 'Loved' }, { text: ' ' }] }, 'booking', now)).toEqual([
      { kind: 'marketingLabel', colour: 'social', value: 'Loved' },
    ]);
    expect(stressBadges({ lastMinute: true }, 'booking', now)).toEqual([{ kind: 'lastMinute', colour: 'alert' }]);
  });

  it('shows the expiry until the end of the last day', () => {
    expect(stressBadges({ expiresOn: '2026-06-10' }, 'booking', now)).toHaveLength(1);
    expect(stressBadges({ expiresOn: '2026-06-09' }, 'booking', now)).toEqual([]);
    expect(stressBadges({ expiresOn: 'soon' }, 'booking', now)).toEqual([]);
  });

  it('leaves rooms left and last minute out of the gifting flow', () => {
    const badges = stressBadges(
      { roomsLeft: 1, lastMinute: true, expiresOn: '2026-06-30', marketingLabels: [{ text: 'New' }] },
      'gifting',
      now,
    );
    expect(badges.map((badge) => badge.kind)).toEqual(['expiry', 'marketingLabel']);
  });
});
