import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { useRemoteProps } from '../../../context/remote-props';
import {
  hashWithSetup,
  readGiftSetupHash,
  type GiftSetupHash,
  type GiftSetupHashChanges,
} from '../utils/gift-setup-hash';
import { pendingSetupHashAtom } from './pending-setup-hash-atom';

export interface SetupHash {
  /** The hash as it stands, the visitor's latest choice included. */
  hash: string;
  setup: GiftSetupHash;
  /** Writes choices to the hash, in place of the current entry (the back button leaves the page). */
  write(changes: GiftSetupHashChanges): void;
}

/** The set-up's choices, kept in the location hash so a reload or a shared link keeps them. */
export function useSetupHash(offerId: string): SetupHash {
  const { route, navigate } = useRemoteProps();
  const [pending, setPending] = useAtom(pendingSetupHashAtom);

  // Once the shell has written the choice to the hash (or the visitor went elsewhere), the hash rules again.
  useEffect(() => setPending(null), [route.hash, offerId, setPending]);

  const hash = pending ?? route.hash;
  return {
    hash,
    setup: readGiftSetupHash(hash),
    write(changes) {
      const next = hashWithSetup(hash, changes);
      setPending(next);
      navigate({ kind: 'giftSetup', id: offerId, query: { flow: 'gifting' }, hash: next }, { replace: true });
    },
  };
}
