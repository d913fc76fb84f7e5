/**
 * Who a shopper is, for the rules that look at their earlier orders (a first-order code): the
 * signed-in account, and the buyer's email read as one mailbox. Case does not make another
 * address, nor does a "+tag" after the local part (name+1@example.com reaches name@example.com),
 * so neither can be used to pass for a new customer.
 */
export interface ShopperIdentity {
  accountId: string | null;
  /** An `emailKey`, or null when the email is not known yet (pricing before the buyer form). */
  email: string | null;
}

export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
}
