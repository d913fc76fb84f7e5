import { act, fireEvent, screen } from '@testing-library/react';
import type { AnnouncementMessage, ShownAnnouncementMessage } from '../api/announcement-banner-types';
import { shownAnnouncements } from '../utils/load-announcement-banners';
import { sanitizeBannerHtml } from '../utils/sanitize-banner-html';
import { renderWithFrame } from '../../../test/render-with-frame';
import { BANNER_DISPLAY_MS, BANNER_TRANSITION_MS } from '../utils/banner-timings';
import { AnnouncementBanner } from './announcement-banner';

/** Messages as the query hands them over: read for fr_FR and sanitised by the browser's sanitiser. */
function shown(messages: AnnouncementMessage[]): ShownAnnouncementMessage[] {
  const lists = {
    homePages: [{ flow: 'booking', locale: 'fr_FR', announcementBanner: messages }],
    searchPages: [],
    productPages: [],
  };
  return shownAnnouncements(lists, 'fr_FR', sanitizeBannerHtml).homePages[0]!.announcementBanner;
}

const MESSAGES: ShownAnnouncementMessage[] = shown([
  {
    content: '<p>Jusqu’à <strong>-40 %</strong> sur les séjours bien-être</p>',
    colorVariation: 'red',
    link: { url: '?flow=booking#theme=26' },
  },
  { content: '<p>Annulation gratuite</p>', colorVariation: 'grey', link: null },
  { content: '<p>Escapades romantiques</p>', colorVariation: 'blue' },
]);

function visibleMessage(): string {
  const banner = screen.getByRole('region', { name: 'Annonces' });
  const active = banner.querySelector('[aria-hidden="false"]');
  return active?.textContent ?? '';
}

afterEach(() => {
  jest.useRealTimers();
});

describe('announcement banner', () => {
  it('holds its place with an empty bar of the same height while loading', () => {
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={null} />);
    const fallback = screen.getByTestId('announcement-fallback');
    expect(fallback).toBeEmptyDOMElement();
    expect(fallback).toHaveAttribute('aria-hidden', 'true');
    expect(fallback.className).toBe('slot');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('renders nothing without messages', () => {
    const { container } = renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders the rich text in its colour, and a message with a link as a link opening a new tab', async () => {
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={MESSAGES} />);
    await screen.findByRole('region', { name: 'Annonces' });
    const link = screen.getByRole('link', { name: /Jusqu’à -40 % sur les séjours bien-être/ });
    expect(link).toHaveAttribute('href', '/recherche?flow=booking#theme=26');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAccessibleName("Jusqu’à -40 % sur les séjours bien-être (s'ouvre dans un nouvel onglet)");
    expect(link.querySelector('strong')).toHaveTextContent('-40 %');
    expect(link.closest('[data-color]')).toHaveAttribute('data-color', 'red');
  });

  it('sanitises the CMS text', async () => {
    const dangerous: AnnouncementMessage[] = [
      {
        content:
          '<p onclick="steal()">Offre <img src=x onerror="steal()"><script>steal()</script><a href="javascript:steal()">ici</a></p>',
        colorVariation: 'black',
      },
    ];
    const { container } = renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={shown(dangerous)} />);
    await screen.findByRole('region', { name: 'Annonces' });
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onerror|onclick|<img|javascript:/);
    expect(screen.getByRole('region', { name: 'Annonces' })).toHaveTextContent('Offre ici');
  });

  it('unwraps links inside a message that is itself a link', async () => {
    const nested: AnnouncementMessage[] = [
      {
        content: '<p>Voir <a href="https://example.org">ici</a></p>',
        colorVariation: 'green',
        link: { url: 'https://faq.escapade.example/fr' },
      },
    ];
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={shown(nested)} />);
    await screen.findByRole('region', { name: 'Annonces' });
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://faq.escapade.example/fr');
  });

  it('shows each message 3000 ms, then crossfades to the next over 500 ms, round and round', async () => {
    jest.useFakeTimers();
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={MESSAGES} />);
    await screen.findByRole('region', { name: 'Annonces' });
    expect(BANNER_DISPLAY_MS).toBe(3000);
    expect(BANNER_TRANSITION_MS).toBe(500);
    const slides = screen.getByRole('region', { name: 'Annonces' }).children;
    for (const slide of Array.from(slides)) expect(slide).toHaveStyle({ transitionDuration: '500ms' });

    expect(visibleMessage()).toMatch(/bien-être/);
    act(() => jest.advanceTimersByTime(3499));
    expect(visibleMessage()).toMatch(/bien-être/);
    act(() => jest.advanceTimersByTime(1));
    expect(visibleMessage()).toBe('Annulation gratuite');
    act(() => jest.advanceTimersByTime(3500));
    expect(visibleMessage()).toBe('Escapades romantiques');
    act(() => jest.advanceTimersByTime(3500));
    expect(visibleMessage()).toMatch(/bien-être/);
  });

  it('keeps hidden messages away from keyboards and screen readers', async () => {
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={MESSAGES} />);
    await screen.findByRole('region', { name: 'Annonces' });
    const slides = Array.from(screen.getByRole('region', { name: 'Annonces' }).children);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual(['false', 'true', 'true']);
    expect(slides[1]).toHaveAttribute('inert');
    expect(slides[0]).not.toHaveAttribute('inert');
  });

  it('pauses while the pointer or the focus is on it', async () => {
    jest.useFakeTimers();
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={MESSAGES} />);
    await screen.findByRole('region', { name: 'Annonces' });
    const banner = screen.getByRole('region', { name: 'Annonces' });
    fireEvent.mouseEnter(banner);
    act(() => jest.advanceTimersByTime(10_000));
    expect(visibleMessage()).toMatch(/bien-être/);
    fireEvent.mouseLeave(banner);
    act(() => jest.advanceTimersByTime(3500));
    expect(visibleMessage()).toBe('Annulation gratuite');
  });

  it('does not turn with a single message', async () => {
    jest.useFakeTimers();
    renderWithFrame(<AnnouncementBanner locale="fr_FR" messages={[MESSAGES[1]!]} />);
    await screen.findByRole('region', { name: 'Annonces' });
    act(() => jest.advanceTimersByTime(20_000));
    expect(visibleMessage()).toBe('Annulation gratuite');
  });
});
