// The one binder of the gateway clients (src/hooks/boundClient.ts): a client is made on first use, once per factory,
// over the session store. Each test hands in a factory of its own, so no client made by another test is seen.
import type { SessionPort } from "../../src/clients/gateway/port";
import { emptyTokens, setBaseTokens } from "../../src/domain/session/tokens";
import { boundClient } from "../../src/hooks/boundClient";
import { clearSession, setTokens, setUserProfile } from "../../src/state/sessionStore";
import { mapUserInfo } from "../../src/domain/session/userInfo";
import { pair } from "../domain/session/fixtures";

const factory = () => jest.fn((port: SessionPort) => ({ port }));

beforeEach(() => clearSession());

describe("boundClient", () => {
  it("makes nothing until asked, then one client per factory, however often it is asked", () => {
    const create = factory();
    expect(create).not.toHaveBeenCalled();
    const first = boundClient(create);
    expect(boundClient(create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("two factories make two clients", () => {
    const a = factory();
    const b = factory();
    expect(boundClient(a)).not.toBe(boundClient(b));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it("every client gets the same session port, which reads the session store of the moment", () => {
    const { port } = boundClient(factory());
    expect(boundClient(factory()).port).toBe(port);
    expect(port.getTokens()).toEqual(emptyTokens());
    setTokens((t) => setBaseTokens(t, pair("base")));
    expect(port.getTokens().baseSSO).toEqual(pair("base"));
    setUserProfile({ ...mapUserInfo({}), vfCustomerSegment: "RESIDENTIAL" });
    expect(port.getCustomerSegment()).toBe("RESIDENTIAL");
    expect(port.getArea()).toBe("personal");
  });
});
