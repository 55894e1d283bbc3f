// "Creează cont" (issue 26): the registration steps (src/domain/registration/steps.ts, SPEC §4 "Vetting starts at a
// login options step") against the identity back end, then the same sign-in steps as the password form (signInFlow):
// the new account's tokens are stored as a sign-in stores them and the visitor lands where the guards say.
// The step reached is kept in the tab (src/state/registrationProgress.ts) and read back after a reload; a failure
// leaves everything typed where it is (the forms are uncontrolled) and says why.
import { useCallback, useEffect, useRef, useState } from "react";
import { getBotcheckToken, loadBotcheckScript } from "../clients/botcheck/recaptcha";
import { createIdentityApi } from "../clients/gateway/identity";
import { createRegistrationApi, REGISTRATION_BOTCHECK_ACTION } from "../clients/gateway/registrationClient";
import type { Area } from "../domain/area";
import { isRegistrationExpired, readFieldErrors, readRegistrationAnswer, retryAfterSeconds } from "../domain/registration/answer";
import type { DetailsField, RegistrationDetails, RegistrationMessageKey } from "../domain/registration/details";
import { ENDS_REGISTRATION, registrationErrorKey } from "../domain/registration/errors";
import {
  resendWaitSeconds,
  SCREEN_OF_STEP,
  type RegistrationOption,
  type RegistrationScreen,
  type RegistrationVetting,
} from "../domain/registration/steps";
import { clientPathForArea } from "../domain/session/clientPaths";
import { DASHBOARD_PATH, identityChooserPath } from "../domain/session/landing";
import { forgetRegistrationProgress, readRegistrationProgress, saveRegistrationProgress } from "../state/registrationProgress";
import { clearSession, flushSession } from "../state/sessionStore";
import { boundClient } from "./boundClient";
import { navigateInside } from "./navigateInside";
import { continueSsoSignIn, startSsoSession } from "./signInFlow";

/** What the visitor asked for; "signIn" is the sign-in after the account was made. */
export type RegistrationAction = "start" | "resend" | "code" | "account" | "signIn";

export interface RegistrationFailure {
  action: RegistrationAction;
  error: unknown;
}

export interface RegistrationState {
  /** null until a registration started: the login options step. */
  vetting: RegistrationVetting | null;
  screen: RegistrationScreen;
  busy: RegistrationAction | null;
  failure: RegistrationFailure | null;
  /** The gateway's field messages of a refused details step. */
  fieldErrors: Partial<Record<DetailsField, RegistrationMessageKey>>;
  /** "expired": a kept registration was gone after a reload; "resent": a new code went out. */
  notice: "expired" | "resent" | null;
  resendInSeconds: number;
  /** What the options step was last sent with (shown again after "change number"). */
  lastStart: { option: RegistrationOption; msisdn: string } | null;
}

export interface Registration {
  state: RegistrationState;
  start: (option: RegistrationOption, msisdn: string) => void;
  resend: () => void;
  confirmCode: (code: string) => void;
  createAccount: (details: RegistrationDetails) => void;
  changeNumber: () => void;
}

const api = () => boundClient(createRegistrationApi);

/** The vetting a refusal carries (its registration is still there, at the step it names). */
const vettingOfRefusal = (error: unknown): RegistrationVetting | null => {
  const payload = error !== null && typeof error === "object" ? (error as { payload?: unknown }).payload : null;
  const read = readRegistrationAnswer(payload !== null && typeof payload === "object" ? { ...payload, errorCode: "no_error" } : null);
  return read.ok ? read.vetting : null;
};

const payloadOf = (error: unknown): unknown =>
  error !== null && typeof error === "object" ? (error as { payload?: unknown }).payload : null;

export function useRegistration({ area }: { area: Area }): Registration {
  const [vetting, setVetting] = useState<RegistrationVetting | null>(null);
  const [busy, setBusy] = useState<RegistrationAction | null>(null);
  const [failure, setFailure] = useState<RegistrationFailure | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<DetailsField, RegistrationMessageKey>>>({});
  const [notice, setNotice] = useState<RegistrationState["notice"]>(null);
  const [lastStart, setLastStart] = useState<RegistrationState["lastStart"]>(null);
  const [now, setNow] = useState(() => Date.now());
  // A resend the gateway refused names its own wait; kept as a local time, whatever the two clocks say.
  const [notBefore, setNotBefore] = useState(0);
  const mounted = useRef(true);
  const current = useRef<RegistrationVetting | null>(null);
  current.current = vetting;

  const show = useCallback((next: RegistrationVetting | null) => {
    current.current = next;
    setVetting(next);
    if (next && next.currentStep !== "ACCOUNT_CREATED") saveRegistrationProgress(next);
    else forgetRegistrationProgress();
  }, []);

  // After hydration (the page is static HTML, the same for every visitor): the step kept in this tab, then the
  // gateway's word on it.
  useEffect(() => {
    mounted.current = true;
    void loadBotcheckScript();
    const kept = readRegistrationProgress();
    if (kept && (isRegistrationExpired(kept, Date.now()) || kept.currentStep === "ACCOUNT_CREATED")) {
      forgetRegistrationProgress();
      if (kept.currentStep !== "ACCOUNT_CREATED") setNotice("expired");
    } else if (kept) {
      show(kept);
      setLastStart({ option: kept.option, msisdn: kept.msisdn });
      api()
        .read(kept.registrationId)
        .then(
          (fresh) => {
            if (mounted.current && current.current?.registrationId === kept.registrationId) show(fresh);
          },
          (error: unknown) => {
            if (!mounted.current || current.current?.registrationId !== kept.registrationId) return;
            // Forgotten by the gateway: start again. Any other failure keeps the kept step (the next action tells).
            if (registrationErrorKey(error) === "expired") {
              show(null);
              setNotice("expired");
            }
          },
        );
    }
    return () => {
      mounted.current = false;
    };
  }, [show]);

  const resendInSeconds = Math.max(
    vetting?.currentStep === "CODE_SENT" ? resendWaitSeconds(vetting.resendTimestamp, now) : 0,
    Math.max(0, Math.ceil((notBefore - now) / 1000)),
  );
  // A one-second tick only while a resend is being waited out.
  useEffect(() => {
    if (resendInSeconds <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resendInSeconds]);

  const begin = (action: RegistrationAction) => {
    setBusy(action);
    setFailure(null);
    setNotice(null);
  };

  const fail = useCallback(
    (action: RegistrationAction, error: unknown) => {
      if (!mounted.current) return;
      const key = registrationErrorKey(error);
      if (key && ENDS_REGISTRATION.includes(key)) {
        // Forgotten or moved on elsewhere: back to the options step, with the reason.
        show(null);
      } else {
        const refusedAt = vettingOfRefusal(error);
        if (refusedAt && refusedAt.registrationId === current.current?.registrationId) show(refusedAt);
      }
      if (key === "resendTooSoon") {
        const wait = retryAfterSeconds(payloadOf(error));
        if (wait) setNotBefore(Date.now() + wait * 1000);
      }
      setFieldErrors(action === "account" ? readFieldErrors(payloadOf(error)) : {});
      setNow(Date.now());
      setFailure({ action, error });
      setBusy(null);
    },
    [show],
  );

  const start = useCallback(
    async (option: RegistrationOption, msisdn: string) => {
      begin("start");
      setLastStart({ option, msisdn });
      try {
        const botcheck = await getBotcheckToken(REGISTRATION_BOTCHECK_ACTION);
        const started = await api().start(option, msisdn, botcheck);
        if (!mounted.current) return;
        show(started);
        setNotBefore(0);
        setNow(Date.now());
        setBusy(null);
      } catch (error) {
        fail("start", error);
      }
    },
    [fail, show],
  );

  const resend = useCallback(async () => {
    const id = current.current?.registrationId;
    if (!id) return;
    begin("resend");
    try {
      const botcheck = await getBotcheckToken(REGISTRATION_BOTCHECK_ACTION);
      const sent = await api().resend(id, botcheck);
      if (!mounted.current) return;
      show(sent);
      setNotBefore(0);
      setNow(Date.now());
      setNotice("resent");
      setBusy(null);
    } catch (error) {
      fail("resend", error);
    }
  }, [fail, show]);

  const confirmCode = useCallback(
    async (code: string) => {
      const id = current.current?.registrationId;
      if (!id) return;
      begin("code");
      try {
        const checked = await api().confirmCode(id, code);
        if (!mounted.current) return;
        show(checked);
        setBusy(null);
      } catch (error) {
        fail("code", error);
      }
    },
    [fail, show],
  );

  const createAccount = useCallback(
    async (details: RegistrationDetails) => {
      const id = current.current?.registrationId;
      if (!id) return;
      begin("account");
      setFieldErrors({});
      let made: Awaited<ReturnType<ReturnType<typeof api>["createAccount"]>>;
      try {
        const botcheck = await getBotcheckToken(REGISTRATION_BOTCHECK_ACTION);
        made = await api().createAccount(id, details, clientPathForArea(area), botcheck);
      } catch (error) {
        fail("account", error);
        return;
      }
      // The account exists: from here on this is a sign-in, exactly as the password form's.
      forgetRegistrationProgress();
      startSsoSession(made.tokens);
      try {
        const outcome = await continueSsoSignIn(boundClient(createIdentityApi), area, null);
        await flushSession();
        await navigateInside(outcome.kind === "chooseIdentity" ? identityChooserPath(null) : outcome.to, DASHBOARD_PATH);
      } catch (error) {
        // No half-made session; the account is there, the sign-in page opens it.
        clearSession();
        if (!mounted.current) return;
        const madeAt = made.vetting ?? (current.current ? { ...current.current, currentStep: "ACCOUNT_CREATED" as const } : null);
        show(madeAt);
        setFailure({ action: "signIn", error });
        setBusy(null);
      }
    },
    [area, fail, show],
  );

  const changeNumber = useCallback(() => {
    setFailure(null);
    setNotice(null);
    setFieldErrors({});
    show(null);
  }, [show]);

  const screen: RegistrationScreen = vetting ? SCREEN_OF_STEP[vetting.currentStep] : "number";
  return {
    state: { vetting, screen, busy, failure, fieldErrors, notice, resendInSeconds, lastStart },
    start,
    resend,
    confirmCode,
    createAccount,
    changeNumber,
  };
}
