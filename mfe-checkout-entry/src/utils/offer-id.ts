/** An offer id is a whole number; anything else in the path names no offer (and is never asked for). */
export const isOfferId = (value: string): boolean => /^\d{1,10}$/.test(value);
