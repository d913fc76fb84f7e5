import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { Label, Radio, RadioGroup, Text } from 'react-aria-components/RadioGroup';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { PurchasePrice } from '../../../utils/purchase-body';
import type { WalletCard, WalletCards } from '../api/get-wallet-cards';
import type { PaymentDialogState } from '../state/use-wallet-payment';
import { BuyerDetails } from './buyer-details';
import { PaymentFailureNotice } from './payment-failure-notice';
import styles from './wallet-dialog.module.css';

export interface WalletDialogProps {
  state: PaymentDialogState | null;
  /** The wallet's cards, once the api gave them. */
  wallet: WalletCards | undefined;
  walletFailed: boolean;
  onRetryWallet(): void;
  paymentMethod: string;
  price: PurchasePrice;
  onPay(cardId: string): void;
  onClose(): void;
}

/**
 * The wallet's payment: what is paid today, for whom, with which card, then Pay. Full screen on a
 * phone, a centred panel on larger screens; while the payment runs nothing closes it.
 */
export function WalletDialog(props: WalletDialogProps) {
  const { t } = useTranslation();
  const { state, paymentMethod, onClose } = props;
  const busy = state?.phase === 'paying' || state?.phase === 'paid';
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={state !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable={!busy}
      isKeyboardDismissDisabled={busy}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {t('payment.dialog.title', { paymentMethod })}
            </Heading>
            {/* Disabled while the payment runs: the shopper cannot walk away from a charge half made. */}
            <Button aria-label={t('payment.dialog.close')} isDisabled={busy} onPress={onClose} className={styles.close}>
              <span className={styles.cross} aria-hidden="true" />
            </Button>
          </div>
          <div className={styles.body}>{state ? <DialogContent {...props} state={state} /> : null}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DialogContent({
  state,
  wallet,
  walletFailed,
  onRetryWallet,
  paymentMethod,
  price,
  onPay,
  onClose,
}: WalletDialogProps & { state: PaymentDialogState }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  if (state.phase === 'initFailure' || state.phase === 'paymentFailure') {
    return <PaymentFailureNotice paymentMethod={paymentMethod} onBook={onClose} />;
  }
  if (state.phase === 'soldOut') {
    return (
      <div className={styles.stop} role="alert">
        <p className={styles.stopTitle}>{t('payment.soldOut.title')}</p>
        <p className={styles.stopText}>{t('payment.soldOut.message')}</p>
        <Button className={styles.secondary} onPress={onClose}>
          {t('payment.soldOut.back')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.content}>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{t('payment.dialog.payToday')}</dt>
          <dd className={styles.amount}>{formatEuros(price.payToday, locale)}</dd>
        </div>
        {price.payAtHotel > 0 ? (
          <div className={styles.amountRow}>
            <dt>{t('payment.dialog.payAtHotel')}</dt>
            <dd>{formatEuros(price.payAtHotel, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <BuyerDetails
        buyer={state.buyer}
        title={
          state.source === 'wallet'
            ? t('payment.dialog.walletDetails', { paymentMethod })
            : t('payment.dialog.formDetails')
        }
      />
      {wallet ? (
        <CardChoice
          cards={wallet.cards}
          busy={state.phase !== 'choose'}
          amount={formatEuros(price.payToday, locale)}
          onPay={onPay}
        />
      ) : walletFailed ? (
        <div className={styles.stop} role="alert">
          <p className={styles.stopText}>{t('payment.wallet.unavailable')}</p>
          <Button className={styles.secondary} onPress={onRetryWallet}>
            {t('payment.wallet.retry')}
          </Button>
        </div>
      ) : (
        <p className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('payment.wallet.loading')}
        </p>
      )}
      {state.phase === 'paying' || state.phase === 'paid' ? (
        <p className={styles.progress} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t(state.phase === 'paying' ? 'payment.dialog.paying' : 'payment.dialog.paid')}
        </p>
      ) : null}
    </div>
  );
}

const OUTCOME_TEXT = {
  success: 'payment.cards.success',
  declined: 'payment.cards.declined',
  initFailure: 'payment.cards.initFailure',
} as const satisfies Record<WalletCard['outcome'], string>;

/** The sandbox's test cards, each saying what it does, and Pay. */
function CardChoice({
  cards,
  busy,
  amount,
  onPay,
}: {
  cards: WalletCard[];
  busy: boolean;
  amount: string;
  onPay(cardId: string): void;
}) {
  const { t } = useTranslation();
  const [cardId, setCardId] = useState<string | null>(cards[0]?.id ?? null);
  return (
    <>
      <RadioGroup className={styles.cards} value={cardId} onChange={setCardId} isDisabled={busy}>
        <Label className={styles.blockTitle}>{t('payment.cards.label')}</Label>
        <Text slot="description" className={styles.hint}>
          {t('payment.cards.sandbox')}
        </Text>
        {cards.map((card) => (
          <Radio key={card.id} value={card.id} className={styles.card}>
            <span className={styles.radioMark} aria-hidden="true" />
            <span className={styles.cardText}>
              <span className={styles.cardLabel}>
                {card.brand} <span aria-hidden="true">••••</span>
                <VisuallyHidden>{t('payment.cards.endingWith')}</VisuallyHidden> {card.last4}
              </span>
              <span className={styles.cardOutcome}>{t(OUTCOME_TEXT[card.outcome])}</span>
            </span>
          </Radio>
        ))}
      </RadioGroup>
      <Button
        className={styles.pay}
        isDisabled={busy || cardId === null}
        isPending={busy}
        onPress={() => {
          if (cardId) onPay(cardId);
        }}
      >
        {t('payment.dialog.pay', { amount })}
      </Button>
    </>
  );
}
