/** The gift set-up steps, in order (checkout follows them, outside this remote). */
export const GIFT_SETUP_STEPS = ['nights', 'format', 'customisation', 'summary'] as const;
export type GiftSetupStep = (typeof GIFT_SETUP_STEPS)[number];

export interface SetupProgressInput {
  /** The visitor picked a length of stay (it is in the hash). */
  nightsChosen: boolean;
  /** The visitor picked a format (it is in the hash). */
  formatChosen: boolean;
  /** A customisation is saved for this gift. */
  customised: boolean;
}

/** The step the visitor is at: the first one not yet done, the summary once all are. */
export function currentSetupStep({ nightsChosen, formatChosen, customised }: SetupProgressInput): GiftSetupStep {
  if (!nightsChosen) return 'nights';
  if (!formatChosen) return 'format';
  if (!customised) return 'customisation';
  return 'summary';
}
