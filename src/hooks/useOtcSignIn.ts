// Sign-in with a one-time code (SPEC §3 otc provider, one set per shop area): send the SMS (bot-check action
// otcSendValidationSms), then validate the code; the vetting steps and resend throttle are src/domain/session/vetting.
import { useCallback, useEffect, useRef, useState } from "react";
import { getBotcheckToken } from "../clients/botcheck/recaptcha";
import { createOtcApi, OTC_SMS_BOTCHECK_ACTION } from "../clients/gateway/otc";
import { areaHome, type Area } from "../domain/area";
import { clientPathForArea } from "../domain/session/clientPaths";
import { signInErrorKey } from "../domain/session/signInErrors";
import { readSignInQuery } from "../domain/session/signInQuery";
import { startOtcTokens } from "../domain/session/tokens";
import { mapUserInfo } from "../domain/session/userInfo";
import {
  codeSent,
  codeValidated,
  initialVetting,
  resetVetting,
  secondsUntilResend,
  validatePhone,
  type Vetting,
} from "../domain/session/vetting";
import { clearSession, flushSession, setTokens, setUserProfile } from "../state/sessionStore";
import { carryCartInto, keepAnonymousCarts } from "./cart/carryOnSignIn";
import { roSignIn } from "../i18n/ro/signIn";
import { createIdentityApi } from "../clients/gateway/identity";
import { boundClient } from "./boundClient";
import { navigateInside } from "./navigateInside";

export interface OtcState {
  step: "phone" | "code";
  msisdn: string | null;
  busy: boolean;
  error: string | null;
  resendInSeconds: number;
}

export interface OtcSignIn {
  state: OtcState;
  sendCode: (msisdn: string) => void;
  confirmCode: (code: string) => void;
  changeNumber: () => void;
}

export function useOtcSignIn({ area }: { area: Area }): OtcSignIn {
  const [vetting, setVetting] = useState<Vetting>(() => initialVetting("login"));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const resendInSeconds = secondsUntilResend(vetting, now);
  // A one-second tick only while a resend is being waited out.
  useEffect(() => {
    if (resendInSeconds <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [resendInSeconds]);

  const fail = (err: unknown) => {
    if (!mounted.current) return;
    setError(roSignIn.errors[signInErrorKey(err)]);
    setBusy(false);
  };

  const sendCode = useCallback(
    async (msisdn: string) => {
      setBusy(true);
      setError(null);
      try {
        const botcheck = await getBotcheckToken(OTC_SMS_BOTCHECK_ACTION);
        await boundClient(createOtcApi).sendValidationSms(msisdn, botcheck, area === "business" ? "business" : "shop");
        if (!mounted.current) return;
        const at = Date.now();
        setVetting((v) => codeSent(validatePhone(v, msisdn), at));
        setNow(at);
        setBusy(false);
      } catch (err) {
        fail(err);
      }
    },
    [area],
  );

  const confirmCode = useCallback(
    async (code: string) => {
      const msisdn = vetting.msisdn;
      if (!msisdn) return;
      setBusy(true);
      setError(null);
      try {
        const tokens = await boundClient(createOtcApi).validateCode(msisdn, code, clientPathForArea(area));
        // A new session: no token or profile of an earlier one survives (SSO, extended, other area).
        keepAnonymousCarts();
        clearSession();
        setTokens(startOtcTokens(area, tokens));
        carryCartInto(area);
        setVetting((v) => codeValidated(v));
        try {
          setUserProfile(mapUserInfo(await boundClient(createIdentityApi).userInfo(clientPathForArea(area))));
        } catch {
          // The code is valid and the tokens are held: the profile is fetched again where a page needs it.
        }
        await flushSession();
        // One-time-code sessions are shop sessions: back to the page that asked, else the area's home.
        const { returnTo } = readSignInQuery(window.location.search);
        await navigateInside(returnTo ?? areaHome(area), areaHome(area));
      } catch (err) {
        fail(err);
      }
    },
    [area, vetting.msisdn],
  );

  const changeNumber = useCallback(() => {
    setError(null);
    // The resend timestamp survives a reset, so changing the number cannot get around the wait.
    setVetting((v) => ({ ...resetVetting(v, "login"), msisdn: null }));
  }, []);

  const step = vetting.currentStep === "CODE_SENT" || vetting.currentStep === "CODE_VALIDATED" ? "code" : "phone";
  return { state: { step, msisdn: vetting.msisdn, busy, error, resendInSeconds }, sendCode, confirmCode, changeNumber };
}
