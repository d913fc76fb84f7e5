import type { GiftCustomisation } from '../utils/customisation-rules';

export interface CustomisationDrawerProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** What the form starts with (the stored customisation), empty when null. */
  initial: GiftCustomisation | null;
  /** The sender's name is mandatory (a physical voucher prints it). */
  fromNameRequired: boolean;
  /** "Offer" with a valid form: the page saves the value (useStoredCustomisation); the drawer then closes and confirms. */
  onOffer(value: GiftCustomisation): void;
}

/** The customisation drawer (placeholder until built). */
export function CustomisationDrawer(props: CustomisationDrawerProps) {
  void props;
  return null;
}
