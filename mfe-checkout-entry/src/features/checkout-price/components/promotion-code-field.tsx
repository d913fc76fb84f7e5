import { useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { FieldError, Input, Label, TextField } from 'react-aria-components/TextField';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { TFunction } from 'i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import { useRemoteProps } from '../../../context/remote-props';
import type { PromotionAnswer } from '../../../utils/purchase-body';
import type { PricedPurchase } from '../api/get-purchase-price';
import { promotionCodeAtom } from '../state/promotion-code';
import { PROMOTION_CODE_MAX_LENGTH, normalizePromotionCode } from '../utils/promotion-code';
import styles from './promotion-code-field.module.css';

/** Why the code gives nothing, as precisely as the api said it; null when it applies. */
function refusalText(t: TFunction, promotion: PromotionAnswer, locale: Locale): string | null {
  const { code, status, refusal, minimumAmount } = promotion;
  if (status === 'unknown') return t('checkout.promotion.unknown', { code });
  if (status !== 'notApplicable') return null;
  if (refusal === 'minimumAmount' && minimumAmount !== undefined) {
    return t('checkout.promotion.refusal.minimumAmount', { code, amount: formatEuros(minimumAmount, locale) });
  }
  if (refusal === 'productKind' || refusal === 'firstOrderOnly')
    return t(`checkout.promotion.refusal.${refusal}`, { code });
  return t('checkout.promotion.notApplicable', { code });
}

/**
 * The promotion code: typed and applied, then the api's word on it — applied (with the amount it
 * takes off), unknown, or not valid for this order — and a way to remove it.
 */
export function PromotionCodeField({ priced }: { priced: PricedPurchase }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const [code, setCode] = useAtom(promotionCodeAtom);
  const [draft, setDraft] = useState(code ?? '');
  // The api's answer counts only once it was computed for the code now applied.
  const answered = code !== null && priced.items.promotionCodeItem?.code === code;
  const promotion = answered ? priced.price.promotion : null;
  const isChecking = code !== null && !answered;

  function remove() {
    setCode(null);
    setDraft('');
  }

  // Both branches share their root, a live region: what the api said about the code is announced.
  if (promotion?.status === 'applied') {
    return (
      <div className={styles.promotion} aria-live="polite">
        <div className={styles.applied}>
          <p className={styles.appliedText}>
            {t('checkout.promotion.applied', {
              code: promotion.code,
              amount: formatEuros(Math.abs(promotion.amount), locale),
            })}
          </p>
          <Button className={styles.link} onPress={remove}>
            {t('checkout.promotion.remove')}
          </Button>
        </div>
      </div>
    );
  }

  const refusal = promotion ? refusalText(t, promotion, locale) : null;
  return (
    <div className={styles.promotion} aria-live="polite">
      <Form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          setCode(normalizePromotionCode(draft));
        }}
      >
        <TextField
          className={styles.field}
          value={draft}
          onChange={setDraft}
          maxLength={PROMOTION_CODE_MAX_LENGTH}
          autoComplete="off"
          isInvalid={refusal !== null}
          validationBehavior="aria"
        >
          <Label className={styles.label}>{t('checkout.promotion.label')}</Label>
          <Input className={styles.input} autoCapitalize="characters" spellCheck={false} />
          <FieldError className={styles.error}>{refusal}</FieldError>
        </TextField>
        <Button type="submit" className={styles.button} isDisabled={isChecking}>
          {t('checkout.promotion.apply')}
        </Button>
      </Form>
      {isChecking ? <p className={styles.hint}>{t('checkout.promotion.checking')}</p> : null}
    </div>
  );
}
