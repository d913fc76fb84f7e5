import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Checkbox } from 'react-aria-components/Checkbox';
import { CheckboxGroup } from 'react-aria-components/CheckboxGroup';
import { Label } from 'react-aria-components/Label';
import { Radio, RadioGroup } from 'react-aria-components/RadioGroup';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { apiImageUrl } from '@escapade/shared-contracts/api-images';
import { formatEuros } from '@escapade/shared-contracts/prices';
import { useRemoteProps } from '../../../context/remote-props';
import type { SleeveExtras } from '../state/use-sleeve-extras';
import { selectedInGroup, type SleeveGroup, type SleeveOption } from '../utils/sleeve-selection';
import styles from './setup-steps.module.css';

/** Size asked of the image generator for an extra's thumbnail (3:2). */
const THUMBNAIL_SIZE = { width: 120, height: 80 };
/** The radio of "no extra" in a single-choice category that has no default (no extra has this id). */
const NONE = ':none';

interface SleeveExtrasChoiceProps {
  extras: SleeveExtras;
  /** The chosen extras, the default sleeve left out. */
  selected: readonly string[];
  onChange(groupId: number, ids: string[]): void;
}

/** What an extra shows inside its radio or checkbox: picture, name, mark and price. */
function OptionBody({ option, mark }: { option: SleeveOption; mark: 'radio' | 'checkbox' }) {
  const { t } = useTranslation();
  const { apiBase, locale } = useRemoteProps();
  return (
    <>
      <span className={mark === 'radio' ? styles.radioMark : styles.checkMark} aria-hidden="true" />
      {option.imageUrl ? (
        <img className={styles.thumbnail} src={apiImageUrl(apiBase, option.imageUrl, THUMBNAIL_SIZE)} alt="" />
      ) : (
        <span className={styles.thumbnail} aria-hidden="true" />
      )}
      <span className={styles.cardText}>
        <span className={styles.optionName}>{option.name}</span>
        {option.recommended ? <span className={styles.recommended}>{t('giftSetup.sleeves.recommended')}</span> : null}
      </span>
      <span className={styles.optionPrice}>
        {option.price > 0
          ? t('giftSetup.sleeves.price', { price: formatEuros(option.price, locale) })
          : t('giftSetup.sleeves.included')}
      </span>
    </>
  );
}

/** A category that takes one extra at most: radios (its default first, or "none"). */
function SingleChoice({
  group,
  selected,
  onChange,
}: {
  group: SleeveGroup;
  selected: readonly string[];
  onChange(ids: string[]): void;
}) {
  const { t } = useTranslation();
  const value = selectedInGroup(group, selected)[0] ?? NONE;
  return (
    <RadioGroup className={styles.group} value={value} onChange={(id) => onChange(id === NONE ? [] : [id])}>
      <Label className={styles.groupLabel}>{group.name}</Label>
      <div className={styles.extraList}>
        {group.defaultId === null ? (
          <Radio value={NONE} className={styles.extra}>
            <span className={styles.radioMark} aria-hidden="true" />
            <span className={styles.thumbnail} aria-hidden="true" />
            <span className={styles.cardText}>
              <span className={styles.optionName}>{t('giftSetup.sleeves.none')}</span>
            </span>
          </Radio>
        ) : null}
        {group.options.map((option) => (
          <Radio key={option.id} value={option.id} className={styles.extra}>
            <OptionBody option={option} mark="radio" />
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/** A category whose extras add up: checkboxes. */
function MultipleChoice({
  group,
  selected,
  onChange,
}: {
  group: SleeveGroup;
  selected: readonly string[];
  onChange(ids: string[]): void;
}) {
  return (
    <CheckboxGroup className={styles.group} value={selectedInGroup(group, selected)} onChange={onChange}>
      <Label className={styles.groupLabel}>{group.name}</Label>
      <div className={styles.extraList}>
        {group.options.map((option) => (
          <Checkbox key={option.id} value={option.id} className={styles.extra}>
            <OptionBody option={option} mark="checkbox" />
          </Checkbox>
        ))}
      </div>
    </CheckboxGroup>
  );
}

/** The extras of a physical gift's sleeve, one group per category. */
export function SleeveExtrasChoice({ extras, selected, onChange }: SleeveExtrasChoiceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.sleeves} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subHeading}>
        {t('giftSetup.sleeves.heading')}
      </h3>
      {extras.status === 'pending' ? (
        <div className={styles.extraList} aria-busy="true">
          <VisuallyHidden>{t('giftSetup.sleeves.loading')}</VisuallyHidden>
          {[0, 1, 2].map((index) => (
            <span key={index} className={`${styles.extra} ${styles.skeleton}`} aria-hidden="true" />
          ))}
        </div>
      ) : null}
      {extras.status === 'error' ? (
        <div className={styles.problem} role="alert">
          <p className={styles.problemText}>{t('giftSetup.sleeves.error')}</p>
          <Button className={styles.secondaryButton} onPress={extras.retry}>
            {t('giftSetup.retry')}
          </Button>
        </div>
      ) : null}
      {extras.status === 'ready'
        ? extras.groups.map((group) =>
            group.singleSelection ? (
              <SingleChoice
                key={group.id}
                group={group}
                selected={selected}
                onChange={(ids) => onChange(group.id, ids)}
              />
            ) : (
              <MultipleChoice
                key={group.id}
                group={group}
                selected={selected}
                onChange={(ids) => onChange(group.id, ids)}
              />
            ),
          )
        : null}
    </section>
  );
}
