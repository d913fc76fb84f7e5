import { DateTime } from 'luxon';
import { stressLabelsOf, type StressSource } from './stress-labels';

const today = DateTime.fromISO('2026-03-10');
const none: StressSource = { availableRooms: 9, lastMinute: false, expiration: null, marketingLabels: [] };

describe('stressLabelsOf', () => {
  it('shows rooms left only with 3 rooms or fewer', () => {
    expect(stressLabelsOf({ ...none, availableRooms: 4 }, today)).toEqual([]);
    expect(stressLabelsOf({ ...none, availableRooms: 3 }, today)).toEqual([
      { kind: 'roomsLeft', colour: 'scarcity', count: 3 },
    ]);
    expect(stressLabelsOf({ ...none, availableRooms: 1 }, today)).toEqual([
      { kind: 'roomsLeft', colour: 'scarcity', count: 1 },
    ]);
    expect(stressLabelsOf({ ...none, availableRooms: 0 }, today)).toEqual([]);
  });

  it('shows last minute as an alert', () => {
    expect(stressLabelsOf({ ...none, lastMinute: true }, today)).toEqual([{ kind: 'lastMinute', colour: 'alert' }]);
  });

  it('shows the expiry only when the last day of sale is within 30 days', () => {
    expect(stressLabelsOf({ ...none, expiration: '2026-04-09' }, today)).toEqual([
      { kind: 'expiry', colour: 'alert', date: '2026-04-09' },
    ]);
    expect(stressLabelsOf({ ...none, expiration: '2026-03-10' }, today)).toHaveLength(1);
    expect(stressLabelsOf({ ...none, expiration: '2026-04-10' }, today)).toEqual([]);
    expect(stressLabelsOf({ ...none, expiration: '2026-03-09' }, today)).toEqual([]);
    expect(stressLabelsOf({ ...none, expiration: 'soon' }, today)).toEqual([]);
  });

  it('shows marketing labels as social proof', () => {
    expect(stressLabelsOf({ ...none, marketingLabels: ['Meilleure vente'] }, today)).toEqual([
      { kind: 'marketing', colour: 'social', text: 'Meilleure vente' },
    ]);
  });

  it('keeps at most 2, the most urgent first', () => {
    const labels = stressLabelsOf(
      { availableRooms: 2, lastMinute: true, expiration: '2026-03-20', marketingLabels: ['Nouveauté'] },
      today,
    );
    expect(labels.map((label) => label.kind)).toEqual(['roomsLeft', 'lastMinute']);
    const withoutRooms = stressLabelsOf(
      {
        availableRooms: 8,
        lastMinute: false,
        expiration: '2026-03-20',
        marketingLabels: ['Nouveauté', 'Coup de cœur'],
      },
      today,
    );
    expect(withoutRooms.map((label) => label.kind)).toEqual(['expiry', 'marketing']);
  });

  it('leaves rooms left and last minute out for a gift, so the next messages get their places', () => {
    const labels = stressLabelsOf(
      { availableRooms: 2, lastMinute: true, expiration: null, marketingLabels: ['Coup de cœur'] },
      today,
      { forGift: true },
    );
    expect(labels).toEqual([{ kind: 'marketing', colour: 'social', text: 'Coup de cœur' }]);
  });
});
