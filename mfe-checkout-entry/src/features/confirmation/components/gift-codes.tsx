import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { useRemoteProps } from '../../../context/remote-props';
import { formatLongDate } from '../../../utils/format-long-date';
import type { GiftCode } from '../../../utils/purchase-body';
import { copyText, type CopyOutcome } from '../utils/copy-text';
import styles from './gift-codes.module.css';

/**
 * The codes of a paid gift order, to hand to whoever receives the gift: each one large enough to
 * read out, with a copy button and the day it expires, then where the code is used.
 */
export function GiftCodes({ codes }: { codes: readonly GiftCode[] }) {
  const { t } = useTranslation();
  const remoteProps = useRemoteProps();
  const titleId = useId();
  return (
    <section className={styles.codes} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('confirmation.giftCodes.title', { count: codes.length })}
      </h2>
      <p className={styles.intro}>{t('confirmation.giftCodes.intro', { count: codes.length })}</p>
      <ul className={styles.list}>
        {codes.map((giftCode) => (
          <GiftCodeItem key={giftCode.code} giftCode={giftCode} />
        ))}
      </ul>
      <a className={styles.where} {...shopLinkProps(remoteProps, { kind: 'beneficiaryLogin' })}>
        {t('confirmation.giftCodes.whereToUse')}
      </a>
    </section>
  );
}

function GiftCodeItem({ giftCode }: { giftCode: GiftCode }) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const shown = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const validUntil = formatLongDate(giftCode.validUntil, locale);
  return (
    <li className={styles.item}>
      <p className={styles.kind}>{t(`confirmation.giftCodes.kinds.${giftCode.kind}`)}</p>
      <div className={styles.codeRow}>
        <code ref={shown} className={styles.code}>
          {giftCode.code}
        </code>
        <Button
          className={styles.copy}
          aria-label={t('confirmation.giftCodes.copyLabel', { code: giftCode.code })}
          onPress={() => void copyText(giftCode.code, shown.current).then(setOutcome)}
        >
          {t('confirmation.giftCodes.copy')}
        </Button>
      </div>
      {validUntil ? (
        <p className={styles.validity}>{t('confirmation.giftCodes.validUntil', { date: validUntil })}</p>
      ) : null}
      {/* Always in the page, so the news of a copy is read out when it changes. */}
      <p className={styles.outcome} role="status">
        {outcome ? t(`confirmation.giftCodes.${outcome}`) : ''}
      </p>
    </li>
  );
}
