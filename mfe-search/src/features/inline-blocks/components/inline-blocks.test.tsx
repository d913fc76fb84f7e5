import { screen, waitFor, within } from '@testing-library/react';
import { parseSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { InlineBlock } from './inline-block';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { BOX_BLOCK, GIFT_BLOCK, TARGETED_BANNERS } from '../../../test/results-page-api';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const criteria = parseSearchCriteria({ hash: 'city=12&checkin=2099-06-12&checkout=2099-06-14', search: '' });

const api = setupApiMock();

function answerContent() {
  api.json('/api/cms/box-block-serp', BOX_BLOCK);
  api.json('/content/giftBlock.json', GIFT_BLOCK);
}

describe('inline blocks', () => {
  it('box block: title, boxes with price and a link to every box', async () => {
    answerContent();
    const props = searchPageProps();
    renderSearchMount(<InlineBlock type="boxBlock" criteria={criteria} targetedBanner={null} />, props);
    const block = await screen.findByRole('complementary', { name: 'Et pourquoi pas un coffret cadeau ?' });
    expect(within(block).getByRole('link', { name: 'Coffret Bien-être' })).toHaveAttribute(
      'href',
      '/giftBoxes#box=WELLNESS-EBOX',
    );
    expect(within(block).getByText(/99,90\s€/)).toBeInTheDocument();
    expect(within(block).getByText('1 nuit pour 2 personnes')).toBeInTheDocument();
    expect(within(block).getByRole('link', { name: 'Voir tous les coffrets' })).toHaveAttribute('href', '/giftBoxes');
  });

  it('renders nothing when its content cannot load, and reports it', async () => {
    answerContent();
    api.error('/api/cms/box-block-serp', 500, { body: { message: 'down' } });
    const props = searchPageProps();
    const { container } = renderSearchMount(
      <InlineBlock type="boxBlock" criteria={criteria} targetedBanner={null} />,
      props,
    );
    await waitFor(() =>
      expect(props.reportError).toHaveBeenCalledWith(expect.anything(), 'mfe-search/inline-block/box-block-serp/fr_FR'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('gift block: the 4 cards of the locale, only those with a link', async () => {
    answerContent();
    renderSearchMount(<InlineBlock type="giftBlock" criteria={criteria} targetedBanner={null} />, searchPageProps());
    const block = await screen.findByRole('complementary', { name: 'Faites plaisir à vos proches' });
    const links = within(block).getAllByRole('link');
    // fr_FR has no activity card (no link): stays, box and gift card.
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search?flow=gifting',
      '/giftBoxes',
      '/giftCardCustomization',
    ]);
    expect(within(block).getByRole('link', { name: /Une carte cadeau/ })).toBeInTheDocument();
  });

  it('gift block on it_IT has all 4 cards', async () => {
    answerContent();
    renderSearchMount(
      <InlineBlock type="giftBlock" criteria={criteria} targetedBanner={null} />,
      searchPageProps({ locale: 'it_IT', language: 'it', pointOfSale: 'IT' }),
    );
    const block = await screen.findByRole('complementary', { name: 'Fai felici le persone che ami' });
    expect(within(block).getAllByRole('link')).toHaveLength(4);
  });

  it('gift stay banner: the same search in the gifting flow', () => {
    const props = searchPageProps();
    renderSearchMount(<InlineBlock type="giftStayBanner" criteria={criteria} targetedBanner={null} />, props);
    expect(screen.getByRole('link', { name: 'Voir les séjours à offrir' })).toHaveAttribute(
      'href',
      '/search?flow=gifting#checkin=2099-06-12&checkout=2099-06-14&night=2&city=12',
    );
  });

  it('gift card banner links to the gift card customisation', () => {
    renderSearchMount(
      <InlineBlock type="giftCardBanner" criteria={criteria} targetedBanner={null} />,
      searchPageProps(),
    );
    expect(screen.getByRole('link', { name: 'Personnaliser la carte cadeau' })).toHaveAttribute(
      'href',
      '/giftCardCustomization',
    );
  });

  it('single voucher block sorts the gift stays by single voucher price', () => {
    const gifting = parseSearchCriteria({ hash: 'city=12', search: 'flow=gifting&page=2' });
    renderSearchMount(
      <InlineBlock type="singleVoucherBlock" criteria={gifting} targetedBanner={null} />,
      searchPageProps(),
    );
    expect(screen.getByRole('link', { name: 'Voir les bons cadeaux les moins chers' })).toHaveAttribute(
      'href',
      '/search?flow=gifting#city=12&sort=singleVoucherPriceAsc',
    );
  });

  it('single voucher block names the printed voucher only with the physical voucher flag', () => {
    const gifting = parseSearchCriteria({ hash: 'city=12', search: 'flow=gifting' });
    const { unmount } = renderSearchMount(
      <InlineBlock type="singleVoucherBlock" criteria={gifting} targetedBanner={null} />,
      searchPageProps({ flags: { ...DEFAULT_FLAGS, physicalVoucher: true } }),
    );
    expect(screen.getByRole('complementary', { name: 'Le bon cadeau séjour' })).toHaveTextContent(
      'Bon cadeau numérique envoyé par e-mail, ou physique livré chez vous dans sa pochette.',
    );
    unmount();

    renderSearchMount(
      <InlineBlock type="singleVoucherBlock" criteria={gifting} targetedBanner={null} />,
      searchPageProps({ flags: { ...DEFAULT_FLAGS, physicalVoucher: false } }),
    );
    const block = screen.getByRole('complementary', { name: 'Le bon cadeau séjour' });
    expect(block).toHaveTextContent('Bon cadeau numérique, envoyé par e-mail dès le paiement.');
    expect(block).not.toHaveTextContent(/physique/);
  });

  it('targeted banner: image, texts and its call to action', () => {
    const banner = TARGETED_BANNERS.fr_FR![0]!;
    renderSearchMount(
      <InlineBlock type="targetedBanner" criteria={criteria} targetedBanner={banner} />,
      searchPageProps(),
    );
    const block = screen.getByRole('complementary', { name: 'Paris autrement' });
    expect(within(block).getByRole('img', { name: 'Toits de Paris' })).toHaveAttribute(
      'src',
      'http://api.test/images/city/t-m.svg',
    );
    expect(within(block).getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute(
      'href',
      '/search?flow=booking#city=12',
    );
  });
});
