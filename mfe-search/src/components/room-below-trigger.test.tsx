import { useRef } from 'react';
import { render, screen } from '@testing-library/react';
import { RoomBelowTrigger, scrollForRoomBelow } from './room-below-trigger';
import { fakeWindowScrolling } from '../../../platform/test-kit/viewport';

describe('scrollForRoomBelow', () => {
  // A 48 px field under a 122 px header on a 1280 × 720 screen, which may come up to 154 px.
  const field = { viewportHeight: 720, topLimit: 154, roomNeeded: 480 };

  it('leaves the page where it is when the popover fits under the trigger', () => {
    expect(scrollForRoomBelow({ ...field, top: 160, bottom: 208 })).toBe(0);
  });

  it('scrolls down by what is missing under the trigger', () => {
    // 372 px under it for 400 wanted: 28 px up (it could go 146).
    expect(scrollForRoomBelow({ ...field, roomNeeded: 400, top: 300, bottom: 348 })).toBe(28);
    // The same field on a taller screen has its room.
    expect(scrollForRoomBelow({ ...field, roomNeeded: 400, viewportHeight: 900, top: 300, bottom: 348 })).toBe(0);
  });

  it('never brings the trigger above the limit, even when the room stays short', () => {
    expect(scrollForRoomBelow({ ...field, roomNeeded: 700, top: 400, bottom: 448 })).toBe(400 - 154);
    // On the limit already (a bar stuck under the header): nothing to gain.
    expect(scrollForRoomBelow({ ...field, roomNeeded: 700, top: 154, bottom: 202 })).toBe(0);
  });

  it('brings a trigger hidden under the header back below it', () => {
    expect(scrollForRoomBelow({ ...field, top: 100, bottom: 148 })).toBe(-54);
  });

  it('brings a trigger below the screen up to where the popover fits', () => {
    const scroll = scrollForRoomBelow({ ...field, top: 1000, bottom: 1048 });
    expect(720 - (1048 - scroll)).toBe(480);
  });
});

function Field({ isOpen }: { isOpen: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={ref} type="button" style={{ scrollMarginTop: '154px' }}>
        Dates
      </button>
      <RoomBelowTrigger isOpen={isOpen} triggerRef={ref} roomNeeded={480} />
    </>
  );
}

describe('RoomBelowTrigger', () => {
  const { scrollBy } = fakeWindowScrolling(720);

  function placeTrigger(top: number) {
    jest
      .spyOn(screen.getByRole('button', { name: 'Dates' }), 'getBoundingClientRect')
      .mockReturnValue(new DOMRect(0, top, 300, 48));
  }

  it('scrolls the page when the popover opens, by the room missing under the trigger', () => {
    const { rerender } = render(<Field isOpen={false} />);
    placeTrigger(400);
    expect(scrollBy).not.toHaveBeenCalled();
    rerender(<Field isOpen />);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    // 272 px under the field for 480 wanted.
    expect(scrollBy).toHaveBeenCalledWith({ top: 208, behavior: 'instant' });
  });

  it('stops the trigger under the header, at the limit the stylesheet gives', () => {
    const { rerender } = render(<Field isOpen={false} />);
    placeTrigger(100);
    rerender(<Field isOpen />);
    expect(scrollBy).toHaveBeenCalledWith({ top: 100 - 154, behavior: 'instant' });
  });

  it('does not move the page when there is room, nor when the popover closes', () => {
    const { rerender } = render(<Field isOpen={false} />);
    placeTrigger(160);
    rerender(<Field isOpen />);
    rerender(<Field isOpen={false} />);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
