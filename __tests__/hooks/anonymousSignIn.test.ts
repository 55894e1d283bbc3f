// SPEC §7 anonymous applicationLogin "plus a bot-check token and action name": the token is asked for with the
// anonymous sign-in's action right before the call, and sent with it.
import type { IdentityApi } from "../../src/clients/gateway/identity";
import { anonymousSignIn } from "../../src/hooks/anonymousSignIn";

const mockGetToken = jest.fn();
jest.mock("../../src/clients/botcheck/recaptcha", () => ({ getBotcheckToken: (action: string) => mockGetToken(action) }));

function identity() {
  const anonymousLogin = jest.fn().mockResolvedValue({ tokens: { accessToken: "a", refreshToken: "r" }, payload: null });
  return { api: { anonymousLogin } as unknown as IdentityApi, anonymousLogin };
}

beforeEach(() => mockGetToken.mockReset());

describe("SPEC §7 anonymous applicationLogin carries a bot-check token and action name", () => {
  it("asks for a token for the anonymousLogin action, then signs in with it", async () => {
    mockGetToken.mockResolvedValue({ token: "sbx1.anon", action: "anonymousLogin" });
    const { api, anonymousLogin } = identity();
    await expect(anonymousSignIn(api, "shopcbuweb")).resolves.toMatchObject({ tokens: { accessToken: "a" } });
    expect(mockGetToken).toHaveBeenCalledWith("anonymousLogin");
    expect(anonymousLogin).toHaveBeenCalledWith("shopcbuweb", { token: "sbx1.anon", action: "anonymousLogin" });
  });

  it("without a token (script missing) the call still goes, with none, for the gateway to refuse", async () => {
    mockGetToken.mockResolvedValue(null);
    const { api, anonymousLogin } = identity();
    await anonymousSignIn(api, "shopebuweb");
    expect(anonymousLogin).toHaveBeenCalledWith("shopebuweb", null);
  });
});
