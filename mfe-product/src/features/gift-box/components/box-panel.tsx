import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { useRemoteProps } from '../../../context/remote-props';
import { OnDemand } from '../../../components/on-demand';
import { onDemandComponent } from '../../../utils/on-demand-component';
import { useOnDemandOverlay } from '../../../hooks/use-on-demand-overlay';
import type { BoxDetail } from '../api/get-box-detail';
import { useGiftFormat } from '../state/use-gift-format';
import { voucherValidity, type GiftFormat } from '../utils/box-format';
import { giftCheckoutTarget } from '../utils/box-targets';
import { personalizationEvent, type PersonalizationStep } from '../utils/box-tracking';
import { BoxPrice } from './box-price';
import styles from './box-panel.module.css';

// Most visitors never open it: its code comes when the pointer, the focus or a finger reaches Offer.
const formatDialog = onDemandComponent(() =>
  import(/* webpackChunkName: "gift-format-dialog" */ './gift-format-dialog').then((module) => module.GiftFormatDialog),
);

interface BoxPanelProps {
  box: BoxDetail;
  /** The box's format when the address names none. */
  defaultFormat: GiftFormat;
  promoPercent: number;
}

/**
 * The price, how long the box is valid, and Offer, which opens the format choice (the
 * personalisation step); confirming it goes to the gift checkout. Below desktop the price and
 * Offer stay in a bar fixed to the bottom of the screen.
 */
export function BoxPanel({ box, defaultFormat, promoPercent }: BoxPanelProps) {
  const { t } = useTranslation('box');
  const { bus, navigate } = useRemoteProps();
  const dialog = useOnDemandOverlay();
  const gift = useGiftFormat({ code: box.code, slug: box.slug, format: defaultFormat });
  const validity = voucherValidity('BOX');
  const price = (
    <BoxPrice sellPrice={box.price.sellPrice} referencePrice={box.price.referencePrice} promoPercent={promoPercent} />
  );

  const track = (step: PersonalizationStep, format: GiftFormat) =>
    bus.emit(
      'tracking:event',
      personalizationEvent(
        { code: box.code, title: box.title, sellPrice: box.price.sellPrice, value: box.value },
        step,
        format,
      ),
    );
  const openPersonalisation = () => {
    dialog.open();
    track('open', gift.format);
  };
  const confirm = () => {
    track('confirm', gift.format);
    dialog.setOpen(false);
    navigate(giftCheckoutTarget(box.code, gift.format));
  };

  return (
    <aside className={styles.panel} aria-labelledby="box-panel-title">
      <h2 id="box-panel-title" className={styles.panelTitle}>
        {t('panel.title')}
      </h2>
      {validity ? <p className={styles.validity}>{t(validity.key, { months: validity.months })}</p> : null}
      <div className={styles.offerBar}>
        {price}
        <Button className={styles.offerButton} {...formatDialog.overlayOpenerProps(dialog.isOpen, openPersonalisation)}>
          {t('panel.offer')}
        </Button>
      </div>
      {dialog.wasOpened ? (
        <OnDemand part="gift-format-dialog" fallback={null}>
          <formatDialog.Component
            isOpen={dialog.isOpen}
            onOpenChange={dialog.setOpen}
            boxTitle={box.title}
            price={price}
            format={gift.format}
            physicalAvailable={gift.physicalAvailable}
            onFormatChange={gift.changeFormat}
            onConfirm={confirm}
          />
        </OnDemand>
      ) : null}
    </aside>
  );
}
