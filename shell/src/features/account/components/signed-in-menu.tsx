import { Button } from 'react-aria-components/Button';
import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components/Menu';
import { useTranslation } from 'react-i18next';
import { useShellEnvironment } from '../../../context/shell-environment';
import { UserIcon } from '../../../components/icons';
import { ACCOUNT_PATHS, sitePath } from '../../../utils/account-paths';
import styles from './account-menu.module.css';

interface SignedInMenuProps {
  onSignOut(): void;
}

/**
 * The signed-in customer's account menu. Its own download (react-aria's menus and popovers are a
 * good part of the frame's code), fetched only when a customer is signed in.
 */
export function SignedInMenu({ onSignOut }: SignedInMenuProps) {
  const { t } = useTranslation('header');
  const { locale } = useShellEnvironment();
  return (
    <MenuTrigger>
      <Button className={styles.entry}>
        <UserIcon />
        <span className={styles.label}>{t('account.myAccount')}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        <Menu className={styles.menu} aria-label={t('account.myAccount')}>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.profile)}>
            {t('account.profile')}
          </MenuItem>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.trips)}>
            {t('account.trips')}
          </MenuItem>
          <MenuItem className={styles.item} href={sitePath(locale, ACCOUNT_PATHS.wishlist)}>
            {t('account.wishlist')}
          </MenuItem>
          <Separator className={styles.separator} />
          <MenuItem className={styles.item} onAction={onSignOut}>
            {t('account.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
