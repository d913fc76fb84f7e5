import { useState } from 'react';
import { useRemoteProps } from '../../../context/remote-props';
import type { GiftFormat } from '../utils/box-format';
import { boxRouteWithFormat, giftFormatInHash } from '../utils/box-targets';

interface GiftFormatState {
  format: GiftFormat;
  /** The physical box can be chosen only while the physical-voucher flag is on. */
  physicalAvailable: boolean;
  /** Rewrites the page's address with the new format in its hash. */
  changeFormat(format: GiftFormat): void;
}

/**
 * The gift format of the page: the hash's, else the box's own (read from its code), digital when
 * the physical box cannot be had. A change shows at once; once the shell has rewritten the hash,
 * the hash rules again.
 */
export function useGiftFormat(box: { code: string; slug: string; format: GiftFormat }): GiftFormatState {
  const props = useRemoteProps();
  const { hash } = props.route;
  const [chosen, setChosen] = useState<{ inHash: string; format: GiftFormat } | null>(null);
  const physicalAvailable = props.flags.physicalVoucher;
  const wanted = (chosen?.inHash === hash ? chosen.format : undefined) ?? giftFormatInHash(hash) ?? box.format;
  return {
    format: wanted === 'physical' && !physicalAvailable ? 'digital' : wanted,
    physicalAvailable,
    changeFormat(format) {
      setChosen({ inHash: hash, format });
      props.navigate(boxRouteWithFormat(props.route, box.code, box.slug, format), { replace: true });
    },
  };
}
