// The whole page goes to another site (the bank's 3-D Secure page) and comes back by the return address. One place,
// so tests can see where the page would go without leaving it.
export function leaveFor(url: string): void {
  window.location.assign(url);
}
