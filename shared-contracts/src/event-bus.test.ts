import { createEventBus, STATE_EVENTS, type EventName } from './event-bus';

const meta = { title: 'Weekends in Provence' };

describe('createEventBus', () => {
  it('delivers a payload to the listeners of that event name only', () => {
    const bus = createEventBus();
    const onMeta = jest.fn();
    const onSearch = jest.fn();
    bus.on('page:meta', onMeta);
    bus.on('search:submitted', onSearch);
    bus.emit('search:submitted', { hash: 'city=12', flow: 'booking' });
    expect(onSearch).toHaveBeenCalledWith({ hash: 'city=12', flow: 'booking' });
    expect(onMeta).not.toHaveBeenCalled();
  });

  it('names every event area:name', () => {
    const names: EventName[] = [
      'search:submitted',
      'wishlist:toggle',
      'wishlist:changed',
      'tracking:event',
      'page:meta',
      'banner:context',
      'error:alert',
    ];
    for (const name of names) expect(name).toMatch(/^[a-z]+:[a-z]+$/);
  });

  it('replays the last value of a state-like event to a late subscriber', () => {
    const bus = createEventBus();
    bus.emit('page:meta', { title: 'First' });
    bus.emit('page:meta', meta);
    const late = jest.fn();
    bus.on('page:meta', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(meta);
    expect(bus.last('page:meta')).toEqual(meta);
    expect(STATE_EVENTS.has('wishlist:changed')).toBe(true);
  });

  it('does not replay one-off events', () => {
    const bus = createEventBus();
    bus.emit('search:submitted', { hash: '', flow: 'booking' });
    const late = jest.fn();
    bus.on('search:submitted', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('search:submitted')).toBeUndefined();
  });

  it('keeps calling the other listeners when one throws, and reports the error', () => {
    const onListenerError = jest.fn();
    const bus = createEventBus(onListenerError);
    const failure = new Error('listener broke');
    const before = jest.fn();
    const after = jest.fn();
    bus.on('page:meta', before);
    bus.on('page:meta', () => {
      throw failure;
    });
    bus.on('page:meta', after);
    expect(() => bus.emit('page:meta', meta)).not.toThrow();
    expect(before).toHaveBeenCalledWith(meta);
    expect(after).toHaveBeenCalledWith(meta);
    expect(onListenerError).toHaveBeenCalledWith(failure, 'page:meta');
  });

  it('reports a listener that throws during replay, and survives a throwing reporter', () => {
    const bus = createEventBus(() => {
      throw new Error('reporter broke');
    });
    const after = jest.fn();
    bus.on('wishlist:changed', () => {
      throw new Error('listener broke');
    });
    bus.on('wishlist:changed', after);
    expect(() => bus.emit('wishlist:changed', { ids: ['1'] })).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(() =>
      bus.on('wishlist:changed', () => {
        throw new Error('late listener broke');
      }),
    ).not.toThrow();
  });

  it('stops calling a listener once unsubscribed', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    const unsubscribe = bus.on('error:alert', listener);
    bus.emit('error:alert', { message: 'a', source: 'test' });
    unsubscribe();
    unsubscribe();
    bus.emit('error:alert', { message: 'b', source: 'test' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not call a listener that an earlier listener removed during the same emit', () => {
    const bus = createEventBus();
    const second = jest.fn();
    let unsubscribeSecond = () => {};
    bus.on('error:alert', () => unsubscribeSecond());
    unsubscribeSecond = bus.on('error:alert', second);
    bus.emit('error:alert', { message: 'a', source: 'test' });
    expect(second).not.toHaveBeenCalled();
  });

  it('treats the same function subscribed twice as two subscriptions', () => {
    const bus = createEventBus();
    const listener = jest.fn();
    const first = bus.on('error:alert', listener);
    bus.on('error:alert', listener);
    first();
    bus.emit('error:alert', { message: 'a', source: 'test' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps buses apart', () => {
    const [one, two] = [createEventBus(), createEventBus()];
    one.emit('page:meta', meta);
    const listener = jest.fn();
    two.on('page:meta', listener);
    expect(listener).not.toHaveBeenCalled();
  });
});
