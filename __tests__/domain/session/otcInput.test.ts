import { checkMobileNumber, checkOtcCode } from "../../../src/domain/session/otcInput";

describe("one-time-code sign-in input (SPEC §5 form validation, §3 phone normalisation)", () => {
  it.each([
    ["0722000101", "0722000101"],
    ["0722 000 101", "0722000101"],
    ["0722.000.101", "0722000101"],
    ["(0722) 000-101", "0722000101"],
    ["+40722000101", "0722000101"],
    ["+40 722 000 101", "0722000101"],
    ["0040722000101", "0722000101"],
    ["40722000101", "0722000101"],
  ])("accepts %s as %s", (input, msisdn) => {
    expect(checkMobileNumber(input)).toEqual({ ok: true, msisdn });
  });

  it.each([
    ["", "required"],
    ["   ", "required"],
    ["0212000101", "invalidPhone"], // a fixed line
    ["072200010", "invalidPhone"], // 9 digits
    ["07220001011", "invalidPhone"], // 11 digits: never truncated to the last 10
    ["+44 7700 900123", "invalidPhone"],
    ["0722abc101", "invalidPhone"],
    ["null", "invalidPhone"],
    ["<script>", "invalidPhone"],
  ])("rejects %j (%s)", (input, reason) => {
    expect(checkMobileNumber(input)).toEqual({ ok: false, reason });
  });

  it.each([
    ["123456", { ok: true, code: "123456" }],
    [" 123 456 ", { ok: true, code: "123456" }],
    ["", { ok: false, reason: "required" }],
    ["12345", { ok: false, reason: "invalidCode" }],
    ["1234567", { ok: false, reason: "invalidCode" }],
    ["12a456", { ok: false, reason: "invalidCode" }],
  ])("checks the code %j", (input, expected) => {
    expect(checkOtcCode(input)).toEqual(expected);
  });
});
