import { effectiveGiftFormat, physicalAvailability, senderNameRequired } from './gift-format';

describe('physicalAvailability', () => {
  it('opens the physical format once the shipping costs are in, while the shop sells it', () => {
    expect(physicalAvailability(true, 'success')).toBe('available');
    expect(physicalAvailability(true, 'pending')).toBe('pending');
  });

  it('closes it when the shop does not sell it or its delivery cannot be priced', () => {
    expect(physicalAvailability(false, 'success')).toBe('unavailable');
    expect(physicalAvailability(false, 'pending')).toBe('unavailable');
    expect(physicalAvailability(true, 'error')).toBe('unavailable');
  });
});

describe('effectiveGiftFormat', () => {
  it('is digital unless physical is asked for and available', () => {
    expect(effectiveGiftFormat(undefined, 'available')).toBe('digital');
    expect(effectiveGiftFormat('digital', 'available')).toBe('digital');
    expect(effectiveGiftFormat('physical', 'available')).toBe('physical');
    expect(effectiveGiftFormat('physical', 'pending')).toBe('digital');
    expect(effectiveGiftFormat('physical', 'unavailable')).toBe('digital');
  });
});

describe('senderNameRequired', () => {
  it('asks for the sender of a printed voucher only', () => {
    expect(senderNameRequired('physical')).toBe(true);
    expect(senderNameRequired('digital')).toBe(false);
  });
});
