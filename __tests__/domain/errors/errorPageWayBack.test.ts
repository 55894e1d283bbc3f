import { errorPageWayBack } from "../../../src/domain/errors/errorPageWayBack";

describe("issue 29: an error page's way back", () => {
  it("SPEC §2 Self-care: a self-care address leads back to the dashboard", () => {
    expect(errorPageWayBack("/ecare/facturi-si-plati")).toBe("/ecare/dashboard");
    expect(errorPageWayBack("/ecare/nu-exista?x=1")).toBe("/ecare/dashboard");
    expect(errorPageWayBack("/ecare")).toBe("/ecare/dashboard");
  });

  it("SPEC §2 areas: a business address leads to the business home, any other to the personal home", () => {
    expect(errorPageWayBack("/business/eshop/checkout")).toBe("/business");
    expect(errorPageWayBack("/business")).toBe("/business");
    expect(errorPageWayBack("/checkout")).toBe("/");
    expect(errorPageWayBack("/ecarex/pagina")).toBe("/");
    expect(errorPageWayBack("/")).toBe("/");
  });
});
