import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { useTranslation } from 'react-i18next';
import { LazyOverlay } from '../../../components/lazy-overlay';
import { useOverlayState } from '../../../hooks/use-overlay-state';
import { lazyWithPreload } from '../../../utils/lazy-with-preload';

/** The dialog's code is downloaded when it is about to open (see lazyWithPreload), not with the page. */
const CookiePreferencesDialog = lazyWithPreload(() =>
  import(/* webpackChunkName: "cookie-preferences" */ './cookie-preferences-dialog').then(
    (module) => module.CookiePreferencesDialog,
  ),
);

/** The footer's cookie-preference opener, and its dialog once opened. */
export function CookiePreferencesButton({ className }: { className: string | undefined }) {
  const { t } = useTranslation('marketing');
  const dialog = useOverlayState();
  const dialogId = useId();
  return (
    <>
      <Button
        className={className}
        onPress={() => dialog.onOpenChange(true)}
        aria-expanded={dialog.isOpen}
        aria-controls={dialog.isOpen ? dialogId : undefined}
        {...CookiePreferencesDialog.triggerProps}
      >
        {t('cookies.open')}
      </Button>
      {dialog.wasOpened ? (
        <LazyOverlay source="cookie-preferences">
          <CookiePreferencesDialog.Component id={dialogId} isOpen={dialog.isOpen} onOpenChange={dialog.onOpenChange} />
        </LazyOverlay>
      ) : null}
    </>
  );
}
