import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { OfferRecord, ProgrammeLineType } from '../catalogue/catalogue-records';
import { programmeItemTitle } from '../generator/stay-texts';
import { roomLineTitle } from './stay-wording';

export interface ProgrammeLine {
  type: ProgrammeLineType;
  title: string;
}

/** The programme of a stay in words; the room line says how many nights. */
export function programmeLines(
  catalogue: Catalogue,
  offer: OfferRecord,
  nights: number,
  language: Language,
): ProgrammeLine[] {
  return offer.programme.flatMap((item): ProgrammeLine[] => {
    if (item.type === 'room') {
      const room = catalogue.rooms.get(Number(item.ref));
      return room ? [{ type: 'room', title: roomLineTitle(room.kind, nights, language) }] : [];
    }
    const title = programmeItemTitle(item, language);
    return title ? [{ type: item.type, title }] : [];
  });
}
