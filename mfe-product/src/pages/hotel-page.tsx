/** The hotel page: route kind 'hotel', id = hotel id; dates and travellers in the hash. */
export function HotelPage() {
  return null;
}
