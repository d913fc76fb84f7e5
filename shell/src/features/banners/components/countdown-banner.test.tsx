import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { TRANSLATIONS } from '../../../i18n/all-texts';
import { createI18n } from '../../../i18n/create-i18n';
import type { CountdownBanner as CountdownContent } from '../api/get-countdown-banners';
import { renderWithFrame } from '../../../test/render-with-frame';
import { COUNTDOWN_TICK_MS } from '../utils/banner-timings';
import { countdownParts } from '../utils/countdown-parts';
import { CountdownBanner } from './countdown-banner';

const NOW = Date.parse('2025-06-01T10:00:00Z');
const SECOND = 1000;
const DAY = 86_400 * SECOND;

function countdown(startOffsetMs: number, endOffsetMs: number): CountdownContent {
  return {
    id: 'flash',
    flow: 'booking',
    title: 'Ventes flash : jusqu’à -50 %',
    startDate: new Date(NOW + startOffsetMs).toISOString(),
    endDate: new Date(NOW + endOffsetMs).toISOString(),
    link: { label: 'J’en profite', url: '?flow=booking#sort=discount', newTab: false },
    colorPalette: { background: '#1d2433', font: 'light' },
  };
}

function timer() {
  return screen.getByRole('timer');
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('countdown parts', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    expect(countdownParts(NOW + 4 * DAY + 5 * 3600 * SECOND + 9 * 60 * SECOND + 3 * SECOND + 999, NOW)).toEqual({
      days: 4,
      hours: 5,
      minutes: 9,
      seconds: 3,
    });
    expect(countdownParts(NOW - 5000, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('countdown banner', () => {
  it('shows the time left with a readable label that is not announced every second', () => {
    renderWithFrame(
      <CountdownBanner
        locale="fr_FR"
        countdown={countdown(-DAY, 4 * DAY + 5 * 3600 * SECOND + 9 * 60 * SECOND + 3 * SECOND)}
      />,
    );
    expect(screen.getByRole('region', { name: 'Offre à durée limitée' })).toHaveTextContent(
      'Ventes flash : jusqu’à -50 %',
    );
    expect(timer()).toHaveAttribute('aria-live', 'off');
    expect(timer()).toHaveAccessibleName(/^Temps restant : 4\sjours, 5\sheures, 9\sminutes et 3\ssecondes$/);
    expect(timer()).toHaveTextContent('Se termine dans4j05h09min03s');
    expect(screen.getByRole('link', { name: 'J’en profite' })).toHaveAttribute(
      'href',
      '/recherche?flow=booking#sort=discount',
    );
  });

  it('ticks every second', () => {
    renderWithFrame(<CountdownBanner locale="fr_FR" countdown={countdown(-DAY, 10 * SECOND)} />);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(timer()).toHaveTextContent('0j00h00min10s');
    act(() => jest.advanceTimersByTime(999));
    expect(timer()).toHaveTextContent('0j00h00min10s');
    act(() => jest.advanceTimersByTime(1));
    expect(timer()).toHaveTextContent('0j00h00min09s');
    act(() => jest.advanceTimersByTime(3000));
    expect(timer()).toHaveTextContent('0j00h00min06s');
  });

  it('stops at zero, then leaves once its end has passed', () => {
    const { container } = renderWithFrame(<CountdownBanner locale="fr_FR" countdown={countdown(-DAY, 3 * SECOND)} />);
    act(() => jest.advanceTimersByTime(3000));
    expect(timer()).toHaveTextContent('0j00h00min00s');
    expect(timer()).toHaveAccessibleName(/^Temps restant : 0\sjour, 0\sheure, 0\sminute et 0\sseconde$/);
    act(() => jest.advanceTimersByTime(1000));
    expect(container).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is not shown after its end date', () => {
    const { container } = renderWithFrame(<CountdownBanner locale="fr_FR" countdown={countdown(-2 * DAY, -SECOND)} />);
    expect(container).toBeEmptyDOMElement();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is not shown before its start date, and appears when it starts', () => {
    const { container } = renderWithFrame(<CountdownBanner locale="fr_FR" countdown={countdown(2 * SECOND, DAY)} />);
    expect(container).toBeEmptyDOMElement();
    act(() => jest.advanceTimersByTime(2000));
    expect(timer()).toHaveTextContent('0j23h59min58s');
  });

  it('speaks the language of the site', () => {
    renderWithFrame(<CountdownBanner locale="nl_BE" countdown={countdown(-DAY, DAY + 2 * SECOND)} />, 'nl');
    expect(timer()).toHaveAccessibleName(/^Resterende tijd: 1\sdag, 0\suur, 0\sminuten en 2\sseconden$/);
  });
});

describe('countdown banner on a page the server drew', () => {
  it('follows the browser clock in every part, not only the seconds, once the page is taken over', async () => {
    const content = countdown(-DAY, 4 * DAY + 5 * 3600 * SECOND + 9 * 60 * SECOND + 3 * SECOND);
    const page = () => (
      <MemoryRouter>
        <I18nextProvider i18n={createI18n('fr', TRANSLATIONS)}>
          <CountdownBanner locale="fr_FR" countdown={content} />
        </I18nextProvider>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    document.body.append(container);
    // The server drew the page 2 h 30 min 20 s before the browser opens it (a page kept for visitors).
    container.innerHTML = renderToString(page());
    jest.setSystemTime(NOW + 2 * 3600 * SECOND + 30 * 60 * SECOND + 20 * SECOND);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    expect(timer()).toHaveTextContent('Se termine dans4j02h38min43s');
    act(() => jest.advanceTimersByTime(COUNTDOWN_TICK_MS));
    expect(timer()).toHaveTextContent('Se termine dans4j02h38min42s');
    expect(timer()).toHaveAccessibleName(/^Temps restant : 4\sjours, 2\sheures, 38\sminutes et 42\ssecondes$/);
    act(() => root?.unmount());
    container.remove();
  });
});
