/** @jest-environment jsdom */
import { publishHeight } from './published-height';

describe('publishHeight', () => {
  it("sets the element's height on the document root, and removes it when asked", () => {
    const bar = document.createElement('div');
    document.body.append(bar);
    bar.getBoundingClientRect = () => ({ height: 75.2 }) as DOMRect;
    const stop = publishHeight(bar, '--test-bar-height');
    expect(document.documentElement.style.getPropertyValue('--test-bar-height')).toBe('76px');
    stop();
    expect(document.documentElement.style.getPropertyValue('--test-bar-height')).toBe('');
    bar.remove();
  });
});
