import { act, screen, waitFor, within } from '@testing-library/react';
import DOMPurify from 'dompurify';
import { renderShell } from '../../../test/render-shell';
import { MalformedAnswerError } from '../../../utils/answer-check';
import { countdownParts } from '../utils/countdown-parts';
import type * as CountdownPartsModule from '../utils/countdown-parts';
import { announcementLists, settleCalls, setupShellApi, TEST_API_BASE } from '../../../test/shell-api';

// The countdown's own arithmetic, spied on so one test can make it fail.
jest.mock('../utils/countdown-parts', () => {
  const actual = jest.requireActual<typeof CountdownPartsModule>('../utils/countdown-parts');
  return { ...actual, countdownParts: jest.fn(actual.countdownParts) };
});
const actualCountdownParts = jest.requireActual<typeof CountdownPartsModule>('../utils/countdown-parts').countdownParts;
afterEach(() => jest.mocked(countdownParts).mockImplementation(actualCountdownParts));
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(() => new Promise(() => {})),
  registerRemotes: jest.fn(),
}));

const api = setupShellApi();

// What a CMS can answer when an editor or an import goes wrong, fed to the whole frame: the bad
// item goes, the good ones and the frame stay, and the shell's logs hear about it.

const ANNOUNCEMENTS = announcementLists([
  {
    list: 'homePages',
    locale: 'fr_FR',
    flow: 'booking',
    messages: [
      { content: '<p>Jusqu’à -40 % sur le bien-être</p>', colorVariation: 'red' },
      { content: '<p>Annulation gratuite</p>', colorVariation: 'grey' },
    ],
  },
  {
    list: 'searchPages',
    locale: 'fr_FR',
    flow: 'booking',
    messages: [{ content: '<p>Dernière minute</p>', colorVariation: 'blue' }],
  },
]);

const BOOKING_BAR = {
  internalCode: 'PROMO-FR-FR-BOOKING',
  campaign: 'season',
  category: 'stay',
  flow: 'booking',
  links: [
    {
      label: 'Week-ends bien-être',
      url: '?flow=booking#theme=26',
      newTab: false,
      variation: 'highlight',
      colorPalette: { background: '#e4572e', font: 'light' },
    },
    {
      label: 'Escapades romantiques',
      url: '?flow=booking#theme=23',
      newTab: false,
      variation: 'default',
      colorPalette: { background: '#0b5d66', font: 'light' },
    },
  ],
  ctas: [{ label: 'Voir toutes les offres', url: '?flow=booking', newTab: false }],
  showFlowTabs: false,
};

const GIFTING_BAR = {
  internalCode: 'PROMO-FR-FR-GIFTING',
  campaign: 'gifts',
  category: 'gift',
  flow: 'gifting',
  links: [{ label: 'Séjours à offrir', url: '?flow=gifting', newTab: false, variation: 'highlight' }],
  ctas: [],
  showFlowTabs: true,
};

function countdown(id: string, title: string, overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    id,
    flow: 'booking',
    title,
    startDate: new Date(now - 86_400_000).toISOString(),
    endDate: new Date(now + 5 * 86_400_000).toISOString(),
    link: null,
    ...overrides,
  };
}

function targeted(id: string, title: string, rules: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title,
    subtitle: '',
    imageUrl: `/images/city/${id}.svg`,
    imageMobile: `/images/city/${id}.svg`,
    imagePosition: 'left',
    imageAlt: '',
    ctas: [{ label: `Voir ${title}`, url: '?flow=booking', newTab: false }],
    url: '',
    newTab: false,
    rules,
    ...overrides,
  };
}

function stubCms(overrides: Record<string, unknown> = {}) {
  api.answer({
    '/gateway/cms/announcementBanner': { data: ANNOUNCEMENTS },
    '/content/strapiAnnouncementBanner.json': ANNOUNCEMENTS,
    '/api/cms/promoBars': [BOOKING_BAR, GIFTING_BAR],
    '/api/cms/countdown': [countdown('flash', 'Ventes flash')],
    '/content/targetedBanner.json': { fr_FR: [] },
    ...overrides,
  });
}

const promoBar = () => screen.queryByRole('navigation', { name: 'Offres du moment' });
const countdownBanner = () => screen.queryByRole('region', { name: 'Offre à durée limitée' });
const announcement = () => screen.queryByRole('region', { name: 'Annonces' });

/** The real frame, not the crash page (which has a header of its own, but no menus and no footer). */
async function expectFrame() {
  expect(screen.getByRole('group', { name: 'Je cherche' })).toBeInTheDocument();
  // The footer's code is a download of its own.
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
}

/** The MalformedAnswerError reported for `source`, to read what it says was left out. */
function malformedReport(reportError: jest.Mock, source: string): string {
  const call = reportError.mock.calls.find(([error, from]) => error instanceof MalformedAnswerError && from === source);
  if (!call) throw new Error(`nothing malformed reported for ${source}`);
  return (call[0] as Error).message;
}

afterEach(async () => {
  await settleCalls();
  jest.restoreAllMocks();
});

describe('malformed promo bars', () => {
  it('drops a bar whose links are null, keeps the other bars and the rest of the frame', async () => {
    stubCms({ '/api/cms/promoBars': [{ ...BOOKING_BAR, links: null }, GIFTING_BAR] });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });

    expect(await screen.findByRole('region', { name: 'Offre à durée limitée' })).toHaveTextContent('Ventes flash');
    await waitFor(() => expect(screen.queryByTestId('promo-bar-fallback')).not.toBeInTheDocument());
    expect(promoBar()).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Annulation gratuite');
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'promo-bar')).toMatch(
      /promoBars: left out bars\[0\] links: invalid_type \(expected array\)/,
    );
  });

  it('still shows the well-formed bar of another flow', async () => {
    stubCms({ '/api/cms/promoBars': [{ ...BOOKING_BAR, links: null }, GIFTING_BAR] });
    renderShell('/?flow=gifting', { apiBase: TEST_API_BASE });
    expect(await screen.findByRole('navigation', { name: 'Offres du moment' })).toHaveTextContent('Séjours à offrir');
    await expectFrame();
  });

  it('drops only the malformed link of a bar', async () => {
    const links = [
      { label: 42, url: '?flow=booking', newTab: false, variation: 'default' },
      ...BOOKING_BAR.links,
      { ...BOOKING_BAR.links[1], colorPalette: { background: 'url(https://tracker.example/p.gif)', font: 'light' } },
    ];
    stubCms({ '/api/cms/promoBars': [{ ...BOOKING_BAR, links }] });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });

    const bar = await screen.findByRole('navigation', { name: 'Offres du moment' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Week-ends bien-être', 'Escapades romantiques', 'Voir toutes les offres']);
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'promo-bar')).toMatch(
      /booking bar links\[0\] label.*; booking bar links\[3\] colorPalette\.background/,
    );
  });

  it('shows no bar when the answer is not a list', async () => {
    stubCms({ '/api/cms/promoBars': { bars: [BOOKING_BAR] } });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(MalformedAnswerError), 'promo-bar'),
    );
    expect(promoBar()).not.toBeInTheDocument();
    expect(screen.queryByTestId('promo-bar-fallback')).not.toBeInTheDocument();
    await expectFrame();
  });
});

describe('malformed announcement banners', () => {
  it('drops a message without text content and keeps the others', async () => {
    const lists = announcementLists([
      {
        list: 'homePages',
        locale: 'fr_FR',
        flow: 'booking',
        messages: [
          { content: null as unknown as string, colorVariation: 'red' },
          {
            content: '<p>Annulation gratuite</p>',
            colorVariation: 'grey',
            link: 'https://example.org' as unknown as { url: string },
          },
          { content: '<p>Paiement sécurisé</p>', colorVariation: 'black' },
        ],
      },
    ]);
    stubCms({ '/gateway/cms/announcementBanner': { data: lists } });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });

    await waitFor(() => expect(announcement()).toHaveTextContent('Paiement sécurisé'));
    expect(announcement()).not.toHaveTextContent('Annulation gratuite');
    expect(announcement()!.children).toHaveLength(1);
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'announcement-banner')).toMatch(
      /homePages fr_FR booking\[0\] content.*homePages fr_FR booking\[1\] link/,
    );
  });

  it('drops an entry whose messages are not a list, and keeps the entries of other pages', async () => {
    const lists = { ...ANNOUNCEMENTS, homePages: [{ flow: 'booking', locale: 'fr_FR', announcementBanner: null }] };
    stubCms({ '/gateway/cms/announcementBanner': { data: lists } });
    const { environment } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    expect(await screen.findByRole('region', { name: 'Annonces' })).toHaveTextContent('Dernière minute');
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'announcement-banner')).toMatch(
      /homePages\[0\] announcementBanner/,
    );
  });

  it('shows no announcement when the answer holds no lists', async () => {
    stubCms({ '/gateway/cms/announcementBanner': { data: null } });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(MalformedAnswerError), 'announcement-banner'),
    );
    expect(screen.queryByTestId('announcement-fallback')).not.toBeInTheDocument();
    expect(announcement()).not.toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Offres du moment' })).toBeInTheDocument();
    await expectFrame();
  });
});

describe('malformed countdowns', () => {
  it('drops a countdown with unreadable dates and shows the next well-formed one', async () => {
    stubCms({
      '/api/cms/countdown': [
        countdown('broken', 'Ventes cassées', { endDate: 'bientôt' }),
        countdown('weekend', 'Offre du week-end'),
      ],
    });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    expect(await screen.findByRole('region', { name: 'Offre à durée limitée' })).toHaveTextContent('Offre du week-end');
    expect(screen.queryByText('Ventes cassées')).not.toBeInTheDocument();
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'countdown-banner')).toMatch(
      /countdowns\[0\] endDate/,
    );
  });

  it('drops a countdown without a title', async () => {
    stubCms({ '/api/cms/countdown': [countdown('untitled', 'x', { title: null })] });
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(MalformedAnswerError), 'countdown-banner'),
    );
    expect(countdownBanner()).not.toBeInTheDocument();
    expect(screen.queryByTestId('countdown-fallback')).not.toBeInTheDocument();
    await expectFrame();
  });
});

describe('malformed targeted banners', () => {
  it('drops the malformed banner and shows the best well-formed one', async () => {
    stubCms({
      '/content/targetedBanner.json': {
        fr_FR: [
          targeted('paris', 'Paris autrement', { page: 'search', city: '10001' }, { ctas: 'Voir' }),
          targeted('country', 'Partir sans aller loin', { page: 'search' }),
        ],
      },
    });
    const { environment } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    await screen.findByRole('region', { name: 'Annonces' });
    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'booking', city: '10001' }));

    expect(await screen.findByRole('complementary', { name: 'Partir sans aller loin' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Paris autrement' })).not.toBeInTheDocument();
    await expectFrame();
    expect(malformedReport(jest.mocked(environment.reportError), 'targeted-banner')).toMatch(/fr_FR\[0\] ctas/);
  });

  it('drops a banner whose picture is not one of the api’s images', async () => {
    stubCms({
      '/content/targetedBanner.json': {
        fr_FR: [targeted('away', 'Ailleurs', { page: 'search' }, { imageUrl: 'https://tracker.example/p.gif' })],
      },
    });
    const { environment } = renderShell('/recherche', { apiBase: TEST_API_BASE });
    act(() => environment.bus.emit('banner:context', { page: 'search', flow: 'booking' }));
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(MalformedAnswerError), 'targeted-banner'),
    );
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await expectFrame();
  });
});

describe('a banner that fails while rendering', () => {
  it('leaves out only the announcements when their sanitiser breaks', async () => {
    stubCms();
    jest.spyOn(DOMPurify, 'sanitize').mockImplementation(() => {
      throw new Error('sanitizer broke');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });

    expect(await screen.findByRole('navigation', { name: 'Offres du moment' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Offre à durée limitée' })).toBeInTheDocument();
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'sanitizer broke' }),
        'announcement-banner',
      ),
    );
    expect(announcement()).not.toBeInTheDocument();
    await expectFrame();
    expect(environment.reportError).not.toHaveBeenCalledWith(expect.anything(), 'shell');
  });

  it('removes only the countdown when it cannot work out its time', async () => {
    stubCms();
    jest.mocked(countdownParts).mockImplementation(() => {
      throw new RangeError('no time left to tell');
    });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { environment } = renderShell('/', { apiBase: TEST_API_BASE });

    expect(await screen.findByRole('navigation', { name: 'Offres du moment' })).toBeInTheDocument();
    await waitFor(() =>
      expect(environment.reportError).toHaveBeenCalledWith(expect.any(RangeError), 'countdown-banner (render)'),
    );
    expect(countdownBanner()).not.toBeInTheDocument();
    expect(announcement()).toHaveTextContent('Annulation gratuite');
    await expectFrame();
  });
});
