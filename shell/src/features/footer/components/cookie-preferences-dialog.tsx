import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Switch } from 'react-aria-components/Switch';
import { readCookiePreferences, saveCookiePreferences, type CookiePreferences } from '../utils/cookie-preferences';
import styles from './cookie-preferences-dialog.module.css';

const OPTIONAL_CATEGORIES: readonly (keyof CookiePreferences)[] = ['audience', 'personalisation'];

function PreferenceSwitch({
  label,
  description,
  isSelected,
  isDisabled = false,
  onChange,
}: {
  label: string;
  description: string;
  isSelected: boolean;
  isDisabled?: boolean;
  onChange?: (selected: boolean) => void;
}) {
  return (
    <li className={styles.preference}>
      <Switch className={styles.switch} isSelected={isSelected} isDisabled={isDisabled} onChange={onChange}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.switchLabel}>{label}</span>
      </Switch>
      <p className={styles.description}>{description}</p>
    </li>
  );
}

/** The switches and the actions, read afresh from this browser each time the dialog opens. */
function CookiePreferencesForm({ close }: { close(): void }) {
  const { t } = useTranslation('marketing');
  const [choices, setChoices] = useState<CookiePreferences>(readCookiePreferences);
  return (
    <>
      <Heading slot="title" className={styles.title}>
        {t('cookies.title')}
      </Heading>
      <p className={styles.intro}>{t('cookies.intro')}</p>
      <ul className={styles.preferences}>
        <PreferenceSwitch
          label={t('cookies.necessary')}
          description={t('cookies.necessaryDescription')}
          isSelected
          isDisabled
        />
        {OPTIONAL_CATEGORIES.map((category) => (
          <PreferenceSwitch
            key={category}
            label={t(`cookies.${category}`)}
            description={t(`cookies.${category}Description`)}
            isSelected={choices[category]}
            onChange={(selected) => setChoices((current) => ({ ...current, [category]: selected }))}
          />
        ))}
      </ul>
      <div className={styles.actions}>
        <Button className={styles.secondary} onPress={close}>
          {t('cookies.cancel')}
        </Button>
        <Button
          className={styles.primary}
          onPress={() => {
            saveCookiePreferences(choices);
            close();
          }}
        >
          {t('cookies.save')}
        </Button>
      </div>
    </>
  );
}

interface CookiePreferencesDialogProps {
  /** Named by its opener's aria-controls. */
  id: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

/**
 * The cookie preferences; choices are stored in this browser. Its code is downloaded when it first
 * opens (see CookiePreferencesButton).
 */
export function CookiePreferencesDialog({ id, isOpen, onOpenChange }: CookiePreferencesDialogProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.modal}>
        <Dialog id={id} className={styles.dialog}>
          {({ close }) => <CookiePreferencesForm close={close} />}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
