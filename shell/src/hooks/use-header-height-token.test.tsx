import { render } from '@testing-library/react';
import { useRef } from 'react';
import { HEADER_HEIGHT_PROPERTY, useHeaderHeightToken } from './use-header-height-token';

class FakeResizeObserver {
  observe() {}
  disconnect() {}
}

function Header({ sticky }: { sticky: boolean }) {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeightToken(ref);
  return <header ref={ref} style={{ position: sticky ? 'sticky' : 'relative' }} />;
}

describe('useHeaderHeightToken', () => {
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 131.6 } as DOMRect);
  });
  afterEach(() => jest.restoreAllMocks());

  const token = () => document.documentElement.style.getPropertyValue(HEADER_HEIGHT_PROPERTY);

  it('publishes the height of a header that sticks to the top, and takes it back when gone', () => {
    const view = render(<Header sticky />);
    expect(token()).toBe('132px');
    view.unmount();
    expect(token()).toBe('');
  });

  it('publishes 0 for a header that scrolls away with the page', () => {
    render(<Header sticky={false} />);
    expect(token()).toBe('0px');
  });
});
