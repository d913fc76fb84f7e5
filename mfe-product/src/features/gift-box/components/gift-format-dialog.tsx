import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Label, Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import type { GiftFormat } from '../utils/box-format';
import styles from './gift-format-dialog.module.css';

export interface GiftFormatDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  boxTitle: string;
  /** The box's price, as the panel shows it. */
  price: ReactNode;
  format: GiftFormat;
  physicalAvailable: boolean;
  onFormatChange(format: GiftFormat): void;
  onConfirm(): void;
}

/** One format as a radio button: its name, and what the beneficiary receives. */
function FormatChoice({ format, text, isDisabled }: { format: GiftFormat; text: string; isDisabled?: boolean }) {
  const { t } = useTranslation('box');
  return (
    <Radio value={format} className={styles.choice} isDisabled={isDisabled}>
      <span className={styles.indicator} aria-hidden="true" />
      <span className={styles.choiceBody}>
        <span className={styles.choiceTitle}>{t(`format.${format}.title`)}</span>
        <span className={styles.choiceText}>{text}</span>
      </span>
    </Radio>
  );
}

/**
 * The personalisation step: digital or physical box, then on to the gift checkout. One dialog,
 * laid out by media queries: a drawer rising from the bottom on a phone, a centred modal on
 * desktop. Escape, Cancel or a click outside close it; focus stays inside while it is open.
 */
export function GiftFormatDialog({
  isOpen,
  onOpenChange,
  boxTitle,
  price,
  format,
  physicalAvailable,
  onFormatChange,
  onConfirm,
}: GiftFormatDialogProps) {
  const { t } = useTranslation('box');
  return (
    <ModalOverlay className={styles.backdrop} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <div className={styles.content}>
            <Heading slot="title" className={styles.heading}>
              {t('format.title')}
            </Heading>
            <div className={styles.box}>
              <span className={styles.boxTitle}>{boxTitle}</span>
              {price}
            </div>
            <RadioGroup
              className={styles.choices}
              value={format}
              onChange={(value) => onFormatChange(value === 'physical' ? 'physical' : 'digital')}
            >
              <Label className={styles.choicesLabel}>{t('format.label')}</Label>
              <FormatChoice format="digital" text={t('format.digital.text')} />
              <FormatChoice
                format="physical"
                isDisabled={!physicalAvailable}
                text={physicalAvailable ? t('format.physical.text') : t('format.physicalUnavailable')}
              />
            </RadioGroup>
          </div>
          <div className={styles.actions}>
            <Button className={styles.cancel} onPress={() => onOpenChange(false)}>
              {t('format.cancel')}
            </Button>
            <Button className={styles.confirm} onPress={onConfirm}>
              {t('format.confirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
