import { useEffect, useEffectEvent } from 'react';
import { useAtom } from 'jotai';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftCardAmountsResponse } from '../api/get-gift-card-amounts';
import { amountOfChoice, choiceForAmount, type AmountChoice } from '../utils/gift-card-amount';
import {
  hashWithGiftCardChoice,
  parseGiftCardHash,
  resolveGiftFormat,
  type GiftCardHash,
  type GiftFormat,
} from '../utils/gift-card-hash';
import { chosenAmountAtom, chosenFormatAtom } from './gift-card-choice-atoms';

export interface GiftCardChoice {
  amountChoice: AmountChoice;
  /** Cents; undefined while another amount is missing or wrong. */
  amount: number | undefined;
  format: GiftFormat;
  physicalAvailable: boolean;
  chooseAmount(choice: AmountChoice): void;
  chooseFormat(format: GiftFormat): void;
}

/**
 * The amount and format of the card: from the hash, then as the visitor chooses them. Each valid
 * choice is written to the hash (replacing the entry, so Back leaves the page), and shown at once
 * without waiting for the hash to come back.
 */
export function useGiftCardChoice(offer: GiftCardAmountsResponse): GiftCardChoice {
  const { route, navigate, flags } = useRemoteProps();
  const fromHash = parseGiftCardHash(route.hash);
  const [chosenAmount, setChosenAmount] = useAtom(chosenAmountAtom);
  const [chosenFormat, setChosenFormat] = useAtom(chosenFormatAtom);
  const physicalAvailable = flags.physicalVoucher;

  const amountChoice = chosenAmount ?? choiceForAmount(fromHash.amount, offer);
  const amount = amountOfChoice(amountChoice, offer);
  const format = resolveGiftFormat(chosenFormat ?? fromHash.giftFormat, physicalAvailable);

  // A hash that now says something else than the choice (Back, a link) wins; the hash this page
  // wrote itself says the same and keeps the choice as made ("another amount" stays so).
  const followHashAmount = useEffectEvent((hashAmount: number | undefined) =>
    setChosenAmount((chosen) => (chosen && amountOfChoice(chosen, offer) !== hashAmount ? null : chosen)),
  );
  useEffect(() => followHashAmount(fromHash.amount), [fromHash.amount]);
  useEffect(
    () => setChosenFormat((chosen) => (chosen !== null && chosen !== fromHash.giftFormat ? null : chosen)),
    [fromHash.giftFormat, setChosenFormat],
  );

  function writeHash(change: GiftCardHash) {
    const choice: GiftCardHash = { ...(amount === undefined ? {} : { amount }), giftFormat: format, ...change };
    navigate(
      {
        kind: 'giftCardCustomization',
        query: Object.fromEntries(new URLSearchParams(route.search)),
        hash: hashWithGiftCardChoice(route.hash, choice),
      },
      { replace: true },
    );
  }

  return {
    amountChoice,
    amount,
    format,
    physicalAvailable,
    chooseAmount(choice) {
      setChosenAmount(choice);
      const cents = amountOfChoice(choice, offer);
      if (cents !== undefined) writeHash({ amount: cents });
    },
    chooseFormat(next) {
      setChosenFormat(next);
      writeHash({ giftFormat: next });
    },
  };
}
