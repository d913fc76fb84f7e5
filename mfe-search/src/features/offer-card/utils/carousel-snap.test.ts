import { snapIndex } from './carousel-snap';

describe('snapIndex', () => {
  const width = 300; // one sixth = 50 px

  it('snaps back under one sixth of the width', () => {
    expect(snapIndex({ index: 1, count: 4, deltaX: -50, width })).toBe(1);
    expect(snapIndex({ index: 1, count: 4, deltaX: 49, width })).toBe(1);
  });

  it('moves to the next image past one sixth towards the left', () => {
    expect(snapIndex({ index: 1, count: 4, deltaX: -51, width })).toBe(2);
  });

  it('moves to the previous image past one sixth towards the right', () => {
    expect(snapIndex({ index: 1, count: 4, deltaX: 51, width })).toBe(0);
  });

  it('never goes past the first or the last image', () => {
    expect(snapIndex({ index: 0, count: 4, deltaX: 200, width })).toBe(0);
    expect(snapIndex({ index: 3, count: 4, deltaX: -200, width })).toBe(3);
  });

  it('stays put without a width or with a single image', () => {
    expect(snapIndex({ index: 0, count: 4, deltaX: -200, width: 0 })).toBe(0);
    expect(snapIndex({ index: 0, count: 1, deltaX: -200, width })).toBe(0);
  });
});
