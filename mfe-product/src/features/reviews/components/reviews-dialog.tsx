import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { PageDialog } from '../../../components/page-dialog';
import { useApiClient, useRemoteProps } from '../../../context/remote-props';
import {
  REVIEW_LANGUAGES,
  REVIEW_SORTS,
  reviewPagesQuery,
  type HotelReviewsPage,
  type ReviewLanguage,
  type ReviewSort,
} from '../api/get-hotel-reviews';
import { ReviewItem } from './review-item';
import { ReviewsSummary } from './reviews-summary';
import styles from './reviews.module.css';

export interface ReviewsDialogProps {
  hotelId: number;
  hotelLabel: string;
  /** The page the block already has (newest first, every language): the dialog starts from it. */
  firstPage: HotelReviewsPage;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

interface ChoiceProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly Value[];
  textOf(value: Value): string;
  onChange(value: Value): void;
}

function Choice<Value extends string>({ label, value, options, textOf, onChange }: ChoiceProps<Value>) {
  const select = (key: unknown) => {
    const chosen = options.find((option) => option === key);
    if (chosen !== undefined) onChange(chosen);
  };
  return (
    <Select className={styles.choice} selectedKey={value} onSelectionChange={select}>
      <Label className={styles.choiceLabel}>{label}</Label>
      <Button className={styles.choiceButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.choicePopover}>
        <ListBox className={styles.choiceList}>
          {options.map((option) => (
            <ListBoxItem key={option} id={option} className={styles.choiceOption}>
              {textOf(option)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/**
 * Every review of the hotel, ten at a time: sorted (newest, oldest, highest, lowest mark) and
 * filtered by language. Changing either starts again from the first page.
 */
export function ReviewsDialog({ hotelId, hotelLabel, firstPage, isOpen, onOpenChange }: ReviewsDialogProps) {
  const { t } = useTranslation();
  const { locale } = useRemoteProps();
  const api = useApiClient();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [language, setLanguage] = useState<ReviewLanguage>('all');
  const startsFromBlock = sort === 'newest' && language === 'all';
  const reviews = useInfiniteQuery({
    ...reviewPagesQuery(api, { hotelId, locale, sort, language }),
    ...(startsFromBlock ? { initialData: { pages: [firstPage], pageParams: [0] } } : {}),
  });
  const pages = reviews.data?.pages ?? [];
  const list = pages.flatMap((page) => page.list);
  const totalCount = pages[0]?.totalCount;

  return (
    <PageDialog
      size="full"
      title={t('reviews.dialogTitle', { hotel: hotelLabel })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className={styles.dialogContent}>
        <ReviewsSummary reviews={firstPage} />
        <div className={styles.choices}>
          <Choice<ReviewSort>
            label={t('reviews.sort.label')}
            value={sort}
            options={REVIEW_SORTS}
            textOf={(option) => t(`reviews.sort.${option}`)}
            onChange={setSort}
          />
          <Choice<ReviewLanguage>
            label={t('reviews.language.label')}
            value={language}
            options={REVIEW_LANGUAGES}
            textOf={(option) => t(`reviews.language.${option}`)}
            onChange={setLanguage}
          />
        </div>
        <div aria-live="polite" aria-busy={reviews.isFetching || undefined}>
          {reviews.isError ? <p className={styles.notice}>{t('stay.error.title')}</p> : null}
          {reviews.isPending ? <p className={styles.notice}>{t('reviews.loading')}</p> : null}
          {totalCount === 0 && language === 'all' ? <p className={styles.notice}>{t('reviews.empty')}</p> : null}
          {totalCount === 0 && language !== 'all' ? (
            <div className={styles.notice}>
              <p>{t('reviews.emptyLanguage', { language: t(`reviews.languageName.${language}`) })}</p>
              <Button className={styles.seeAll} onPress={() => setLanguage('all')}>
                {t('reviews.seeAllLanguages')}
              </Button>
            </div>
          ) : null}
          {list.length > 0 ? (
            <ul className={styles.list}>
              {list.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        {reviews.hasNextPage ? (
          <Button
            className={styles.seeAll}
            isDisabled={reviews.isFetchingNextPage}
            onPress={() => void reviews.fetchNextPage()}
          >
            {reviews.isFetchingNextPage ? t('reviews.loading') : t('reviews.showMore')}
          </Button>
        ) : null}
      </div>
    </PageDialog>
  );
}
