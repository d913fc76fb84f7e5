/** Placeholder: the page is being built. */
export function CampaignPage() {
  return null;
}
