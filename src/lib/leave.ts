/** Leaves the portal for a page it does not serve (a payment provider's hosted checkout). */
export function leaveFor(url: string) {
  window.location.assign(url);
}
