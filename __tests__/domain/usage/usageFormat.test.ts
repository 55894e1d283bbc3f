import { countryNameRo, formatDurationRo, formatLeiRo, formatUsageMoment, formatVolumeRo } from "../../../src/domain/usage/usageFormat";

describe("SPEC §1 Romanian display of the usage lists' figures (lei for RON, Romania's time)", () => {
  it("costs with two decimals", () => {
    expect(formatLeiRo(243)).toBe("243,00 lei");
    expect(formatLeiRo(1234.5)).toBe("1.234,50 lei");
    expect(formatLeiRo(0)).toBe("0,00 lei");
    expect(formatLeiRo(null)).toBe("");
  });
  it("durations in h / min / s", () => {
    expect(formatDurationRo(3903)).toBe("1 h 05 min 03 s");
    expect(formatDurationRo(750)).toBe("12 min 30 s");
    expect(formatDurationRo(45)).toBe("45 s");
    expect(formatDurationRo(-1)).toBe("");
  });
  it("volumes in MB, from 1024 MB in GB", () => {
    expect(formatVolumeRo(523.44)).toBe("523,4 MB");
    expect(formatVolumeRo(1280)).toBe("1,25 GB");
    expect(formatVolumeRo(Number.NaN)).toBe("");
  });
  it("a record's moment in Romania's time; countries by their Romanian names", () => {
    expect(formatUsageMoment("2026-02-11T07:56:13Z")).toBe("11.02.2026, 09:56");
    expect(formatUsageMoment("x")).toBe("");
    expect(countryNameRo("IT")).toBe("Italia");
    expect(countryNameRo("Zona 9")).toBe("Zona 9");
  });
});
