import { useTranslation } from 'react-i18next';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components/DisclosureGroup';
import type { GiftFormat } from '../utils/box-format';
import { PageSection } from '../../../components/page-section';
import styles from './box-sections.module.css';

const FORMATS: readonly GiftFormat[] = ['digital', 'physical'];

/**
 * The two ways to give the box, each a panel the visitor opens: buttons that say whether they are
 * expanded, opened with Enter or Space. Several may be open at once.
 */
export function GiftingOptions({ physicalAvailable }: { physicalAvailable: boolean }) {
  const { t } = useTranslation('box');
  return (
    <PageSection id="box-gifting-options" title={t('giftingOptions.title')}>
      <DisclosureGroup className={styles.accordion} allowsMultipleExpanded>
        {FORMATS.map((format) => (
          <Disclosure key={format} id={format} className={styles.disclosure}>
            <Heading level={3} className={styles.disclosureHeading}>
              <Button slot="trigger" className={styles.disclosureTrigger}>
                <span>{t(`giftingOptions.${format}.title`)}</span>
                <svg className={styles.chevron} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel className={styles.disclosurePanel}>
              <p className={styles.text}>{t(`giftingOptions.${format}.text`)}</p>
              {format === 'physical' && !physicalAvailable ? (
                <p className={styles.notice}>{t('format.physicalUnavailable')}</p>
              ) : null}
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </PageSection>
  );
}
