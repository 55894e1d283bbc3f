// The port-in journey kept across a reload and back/forward (issue 28 "every step keeps its data"), in this tab's
// sessionStorage: the chosen offer, the checked request (number, operator, subscription type, ICCID or client code),
// the SMS resend time, the port-in token and its expiry, the porting choice and agreement, whether the plan is in the
// cart, the paid shop order number and the filed port-in order id. NEVER the CNP or card data: the state has no field
// for them (domain/portIn/portInState.ts). Read back through the domain's request check, so a stored value that is not
// one is dropped. A tiny external store for useSyncExternalStore.
import { checkPortInRequest } from "../../domain/portIn/portInRequest";
import { initialPortInState, portInReducer, type PortInEvent, type PortInState } from "../../domain/portIn/portInState";
import { isRecord } from "../../domain/read";

export const PORT_IN_STORAGE_KEY = "aria-portin";
const VERSION = 1;

const storage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** A stored journey, checked field by field (anything unreadable falls back to the initial value). */
function revive(raw: unknown): PortInState {
  const base = initialPortInState();
  if (!isRecord(raw) || raw.v !== VERSION || !isRecord(raw.s)) return base;
  const s = raw.s;
  const selected =
    isRecord(s.selected) && str(s.selected.id) && str(s.selected.offerType)
      ? { id: s.selected.id as string, offerType: s.selected.offerType as string }
      : null;
  const checked = isRecord(s.request) ? checkPortInRequest(s.request) : null;
  const request = checked?.ok ? checked.value : null;
  const vetting = isRecord(s.vetting) ? s.vetting : {};
  const step = ["validatingPhone", "validatingCode", "validated"].includes(vetting.step as string)
    ? (vetting.step as PortInState["vetting"]["step"])
    : base.vetting.step;
  const token =
    isRecord(s.token) && str(s.token.value) && str(s.token.expiresAt)
      ? { value: s.token.value as string, expiresAt: s.token.expiresAt as string }
      : null;
  const porting =
    isRecord(s.porting) && str(s.porting.date) && typeof s.porting.acceptProvisionalNumber === "boolean"
      ? { date: s.porting.date as string, acceptProvisionalNumber: s.porting.acceptProvisionalNumber }
      : null;
  return {
    ...base,
    shouldRedirectToPortin: selected !== null,
    offerType: selected?.offerType ?? null,
    selected,
    request,
    vetting: { step: request ? step : base.vetting.step, resendTimestamp: str(vetting.resendTimestamp) },
    token: request ? token : null,
    porting,
    hasAgreedToTerms: porting !== null && s.hasAgreedToTerms === true,
    inCart: s.inCart === true,
    shopOrderNumber: str(s.shopOrderNumber),
    portInOrderId: str(s.portInOrderId),
  };
}

let current: PortInState = initialPortInState();
/** The stored text `current` was read from: re-read only when storage changed (a stable snapshot in between). */
let currentRaw: string | null | undefined;
const listeners = new Set<() => void>();
const SERVER_STATE = initialPortInState();

function load(): PortInState {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(PORT_IN_STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw === currentRaw) return current;
  currentRaw = raw;
  try {
    current = revive(raw ? JSON.parse(raw) : null);
  } catch {
    current = initialPortInState();
  }
  return current;
}

export const getPortIn = (): PortInState => (typeof window === "undefined" ? SERVER_STATE : load());
export const getServerPortIn = (): PortInState => SERVER_STATE;

export function subscribePortIn(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies a transition and keeps the result. */
export function dispatchPortIn(event: PortInEvent): PortInState {
  current = portInReducer(load(), event);
  try {
    const raw = JSON.stringify({ v: VERSION, s: current });
    storage()?.setItem(PORT_IN_STORAGE_KEY, raw);
    currentRaw = raw;
  } catch {
    // Storage full or refused: the journey still works on this page.
  }
  listeners.forEach((l) => l());
  return current;
}
