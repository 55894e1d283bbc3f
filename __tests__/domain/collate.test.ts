import { compareRo } from "../../src/domain/collate";

describe("Romanian order", () => {
  it("sorts as localeCompare with the ro locale does (ă after a, ș after s, î after i)", () => {
    const words = ["Șanț", "sare", "ața", "Austria", "Îngheț", "Italia", "zebră", "Ăsta", "Ţara", "tare"];
    expect([...words].sort(compareRo)).toEqual([...words].sort((a, b) => a.localeCompare(b, "ro")));
    expect(["tare", "șanț", "sare"].sort(compareRo)).toEqual(["sare", "șanț", "tare"]);
  });
});
