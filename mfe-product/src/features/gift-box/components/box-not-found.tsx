import { useTranslation } from 'react-i18next';
import { shopLinkProps } from '@escapade/shared-contracts/shop-link';
import { NoticeLink, PageNotice } from '../../../components/page-notice';
import { useRemoteProps } from '../../../context/remote-props';

/** An unknown box code (the box left the catalogue, or a mistyped address): the way to the others. */
export function BoxNotFound() {
  const { t } = useTranslation('box');
  const props = useRemoteProps();
  return (
    <PageNotice title={t('notFound.title')} message={t('notFound.message')}>
      <NoticeLink {...shopLinkProps(props, { kind: 'giftBoxes' })}>{t('notFound.link')}</NoticeLink>
    </PageNotice>
  );
}
