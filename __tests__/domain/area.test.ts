import { areaFromPath, areaHome, shopClientForPath } from "../../src/domain/area";

describe("SPEC §2 business vs personal area", () => {
  it.each([
    ["/business", "business"],
    ["/business/eshop/checkout", "business"],
    ["/Business/asistenta", "business"],
    ["/business?x=1", "business"],
    ["/", "personal"],
    ["/cart", "personal"],
    ["/businessman", "personal"],
    ["/ecare/business", "personal"],
    ["", "personal"],
  ])("%s is the %s area", (path, area) => {
    expect(areaFromPath(path)).toBe(area);
  });
  it("sets the client type shopebuweb for business paths, else shopcbuweb", () => {
    expect(shopClientForPath("/business/rezultate")).toBe("shopebuweb");
    expect(shopClientForPath("/rezultate")).toBe("shopcbuweb");
  });
  it("names each area's home", () => {
    expect(areaHome("business")).toBe("/business");
    expect(areaHome("personal")).toBe("/");
  });
});
