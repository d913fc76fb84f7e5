import { useState, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { renderInMount } from '../../../../../platform/test-kit/render-remote';
import { ApiClientContext, RemotePropsContext } from '../../../context/remote-props';
import { createI18n } from '../../../i18n/create-i18n';
import { CancellationOptions } from './cancellation-options';

setupApiMock();

function MountProviders({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  const [i18n] = useState(() => createI18n(props.language));
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={createApiClient(props.apiBase)}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}

/** A stay cancellable until 8 December 2026 (its check-in a week later). */
const POLICY = { type: 'FLEXIBLE', cancellable: true, cancellationDeadline: '2026-12-08', message: '' };

function renderOptions(locale: Locale) {
  return renderInMount(
    <CancellationOptions
      policy={POLICY}
      hasDates
      stayAmount={0}
      insuranceEnabled={false}
      value={undefined}
      onChange={() => undefined}
      isInvalid={false}
    />,
    MountProviders,
    { locale },
  );
}

describe('the flexible cancellation terms', () => {
  it.each([
    {
      locale: 'fr_FR',
      group: "Conditions d'annulation",
      option: /Annulation flexible/,
      lines: [
        "Annulation ou modification possible jusqu'au 8 décembre 2026",
        'Modification gratuite pour une autre date ou un autre séjour (différence remboursée ou à payer)',
        "En cas d'annulation jusqu'au 8 décembre 2026, remboursement de 80 % de chaque nuit ; aucun remboursement après cette date ni à partir du jour d'arrivée",
      ],
    },
    {
      locale: 'es_ES',
      group: 'Condiciones de cancelación',
      option: /Cancelación flexible/,
      lines: [
        'Cancelación o modificación posible hasta el 8 de diciembre de 2026',
        'Cambio gratuito a otra fecha u otra estancia (se reembolsa o se paga la diferencia)',
        'En caso de cancelación hasta el 8 de diciembre de 2026, reembolso del 80 % de cada noche; sin reembolso después de esa fecha ni a partir del día de llegada',
      ],
    },
    {
      locale: 'it_IT',
      group: 'Condizioni di cancellazione',
      option: /Cancellazione flessibile/,
      lines: [
        'Cancellazione o modifica possibile fino al giorno 8 dicembre 2026',
        "Modifica gratuita per un'altra data o un altro soggiorno (differenza rimborsata o da pagare)",
        "In caso di cancellazione entro il giorno 8 dicembre 2026, rimborso dell'80 % di ogni notte; nessun rimborso dopo tale data né dal giorno di arrivo",
      ],
    },
    {
      locale: 'nl_NL',
      group: 'Annuleringsvoorwaarden',
      option: /Flexibel annuleren/,
      lines: [
        'Annuleren of wijzigen mogelijk tot 8 december 2026',
        'Gratis wijzigen naar een andere datum of een ander verblijf (verschil terugbetaald of bij te betalen)',
        'Bij annulering tot 8 december 2026 wordt 80 % van elke nacht terugbetaald; geen terugbetaling na die datum of vanaf de dag van aankomst',
      ],
    },
  ] as const)(
    'in $locale, refunds part of each night until the deadline, written as a long date',
    ({ locale, group, option, lines }) => {
      renderOptions(locale);
      const terms = screen.getByRole('radiogroup', { name: group });
      expect(within(terms).getByRole('radio', { name: option })).toBeInTheDocument();
      for (const line of lines) expect(within(terms).getByText(line)).toBeInTheDocument();
      // One date format: no short date anywhere in the terms.
      expect(terms.textContent).not.toMatch(/\d{2}[/-]\d{2}[/-]\d{4}/);
    },
  );
});
