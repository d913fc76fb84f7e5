/** The gift box page: route kinds 'giftBox' (/box/{code}) and 'giftBoxProduct' (/p/{slug}/{code}), id = box code. */
export function GiftBoxPage() {
  return null;
}
