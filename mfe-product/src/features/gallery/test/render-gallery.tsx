import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { fakeRemoteProps } from '../../../../../platform/test-kit/fake-remote-props';
import { RemotePropsContext } from '../../../context/remote-props';
import { createI18n } from '../../../i18n/create-i18n';
import type { GalleryImage } from '../utils/gallery-images';

export const OFFER_TITLE = 'Escapade gourmande en Provence';

/** `count` photos numbered from 1, each size its own file: /thumbnail/3.svg, /small/3.svg, /large/3.svg. */
export function photos(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => ({
    thumbnail: `/thumbnail/${index + 1}.svg`,
    small: `/small/${index + 1}.svg`,
    large: `/large/${index + 1}.svg`,
  }));
}

function GalleryProviders({ children }: { children: ReactNode }) {
  return (
    <RemotePropsContext.Provider value={fakeRemoteProps()}>
      <I18nextProvider i18n={createI18n('fr')}>{children}</I18nextProvider>
    </RemotePropsContext.Provider>
  );
}

/** Renders a piece of the gallery with the French texts and the shell's props, as on the page. */
export function renderGallery(ui: ReactElement) {
  return render(ui, { wrapper: GalleryProviders });
}

/** The markup the server sends for a piece of the gallery. */
export function serverMarkup(ui: ReactElement): string {
  return renderToString(<GalleryProviders>{ui}</GalleryProviders>);
}
