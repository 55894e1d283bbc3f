// "Verifică adresa" on the home-services listings (src/shop/listing/addressCheck): the static slot hands what was
// typed over to the loaded check; the cascade Județ → Localitate → Stradă → Număr by keyboard against fake address and
// qualification clients (boundClient mocked); changing a level clears those after it and says so; the answer marks the
// page's offers; an error shows the catalogued ribbon and keeps the address; a reload (sessionStorage) shows it again.
import React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { malformed } from "../../src/clients/gateway/errors";
import type { AddressQualification } from "../../src/domain/address/answers";
import type { CascadeLevel } from "../../src/domain/address/cascade";
import { matchesQuery } from "../../src/domain/address/search";
import type { ProductSummary } from "../../src/domain/shop/model";
import { AddressCheck } from "../../src/shop/listing/addressCheck/AddressCheck";
import { AddressCheckSlot } from "../../src/shop/listing/addressCheck/AddressCheckSlot";
import { ADDRESS_CHECK_STORAGE_KEY } from "../../src/state/address/addressCheckStore";
import { roAddressCheck } from "../../src/i18n/ro/addressCheck";
import { roErrors } from "../../src/i18n/ro/errors";
import { roFixedOrder } from "../../src/i18n/ro/fixedOrder";

const mockAddress = { options: jest.fn() };
const mockSq = { qualify: jest.fn() };
jest.mock("../../src/hooks/boundClient", () => ({
  boundClient: (create: { name: string }) => (create.name === "createGeographicAddressApi" ? mockAddress : mockSq),
}));

const TREE: Record<string, { label: string; value: string; hasSubAddress?: boolean }[]> = {
  county: [
    { label: "Brașov", value: "BV" },
    { label: "București", value: "B" },
    { label: "Timiș", value: "TM" },
  ],
  BV: [{ label: "Brașov", value: "BV.brasov" }],
  TM: [{ label: "Timișoara", value: "TM.timisoara" }],
  "BV.brasov": [{ label: "Strada Republicii", value: "BV.brasov.strada-republicii" }],
  "TM.timisoara": [{ label: "Aleea Viilor", value: "TM.timisoara.aleea-viilor" }],
  "BV.brasov.strada-republicii": [{ label: "10", value: "BV.brasov.strada-republicii.10", hasSubAddress: false }],
  "TM.timisoara.aleea-viilor": [{ label: "2", value: "TM.timisoara.aleea-viilor.2", hasSubAddress: false }],
};

const FIBRE: AddressQualification = {
  result: "qualified",
  internet: { result: "qualified", technology: "fibre", speedsMbps: [300, 500, 1000], availableFrom: null, reasons: [] },
  tv: { result: "qualified", technology: "fibre", speedsMbps: [], availableFrom: null, reasons: [] },
};
const NONE_REASON = { code: "NO_COVERAGE", label: "Adresa nu este în aria de acoperire a rețelei fixe." };
const NONE: AddressQualification = {
  result: "unqualified",
  internet: { result: "unqualified", technology: "none", speedsMbps: [], availableFrom: null, reasons: [NONE_REASON] },
  tv: { result: "unqualified", technology: "none", speedsMbps: [], availableFrom: null, reasons: [NONE_REASON] },
};

function fixed(id: string, title: string, serviceType: string, speed: string | null): ProductSummary {
  return {
    id,
    kind: "fixed",
    segment: "CBU",
    category: "fixe",
    path: `/fixe/${id.toLowerCase()}`,
    title,
    headlineHtml: "",
    summary: "",
    price: null,
    labels: [],
    image: { src: null, placeholder: "/images/placeholders/fixed.svg", width: 400, height: 300 },
    highlights: speed ? [{ title: "Viteză", value: speed, icon: "" }] : [{ title: "Canale", value: "120", icon: "" }],
    facets: { brand: "", serviceType, network: "", inStock: true },
    orderIndex: 1,
    cartOffer: null,
  };
}
const OFFERS = [
  fixed("FIX-INTERNET-1000", "Internet Fibră 1 Gbps", "INTERNET", "1 Gbps"),
  fixed("FIX-TV-STANDARD", "TV Digital Standard", "TV", null),
];

const t = roAddressCheck;
const field = (level: CascadeLevel) => screen.getByRole("combobox", { name: t.fields[level] });

beforeEach(() => {
  window.sessionStorage.clear();
  mockAddress.options = jest.fn(async ({ level, parent, q }: { level: string; parent: string | null; q: string }) => {
    const all = TREE[level === "county" ? "county" : (parent ?? "")] ?? [];
    const items = all.filter((o) => matchesQuery(o.label, q));
    return { items, total: items.length };
  });
  mockSq.qualify = jest.fn(async (id: string) => (id.startsWith("TM.") ? NONE : FIBRE));
});

/** Types into a level, waits for `option` and takes it with Down and Enter. */
async function pick(user: ReturnType<typeof userEvent.setup>, level: CascadeLevel, typed: string, option: string) {
  await user.click(field(level));
  await user.type(field(level), typed);
  await waitFor(() => expect(screen.getByRole("option", { name: option })).toBeInTheDocument());
  await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
  await user.keyboard("{ArrowDown}{Enter}");
  expect(field(level)).toHaveValue(option);
}

describe("Verifică adresa (issue 28; SPEC §7 geographic address and service qualification)", () => {
  it("keyboard through Județ → Localitate → Stradă → Număr, each open once the one before is chosen; fibre speeds and offers", async () => {
    const user = userEvent.setup();
    render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    expect(field("locality")).toBeDisabled();
    expect(screen.getByRole("button", { name: t.check })).toBeDisabled();
    await pick(user, "county", "brasov", "Brașov");
    expect(mockAddress.options).toHaveBeenCalledWith({ level: "county", parent: null, q: "brasov" });
    expect(field("locality")).toBeEnabled();
    expect(field("street")).toBeDisabled();
    await pick(user, "locality", "bra", "Brașov");
    await pick(user, "street", "rep", "Strada Republicii");
    await pick(user, "number", "10", "10");
    expect(screen.queryByRole("combobox", { name: t.fields.flat })).toBeNull();
    await user.click(screen.getByRole("button", { name: t.check }));
    const answer = await screen.findByRole("region", { name: t.result.heading("Strada Republicii nr. 10, Brașov, județul Brașov") });
    expect(mockSq.qualify).toHaveBeenCalledWith("BV.brasov.strada-republicii.10");
    expect(answer).toHaveTextContent(t.result.qualified);
    expect(answer).toHaveTextContent("fibră optică, până la 1 Gbps (300 Mbps, 500 Mbps, 1 Gbps)");
    const offers = within(answer).getByRole("list", { name: t.result.offers });
    expect(
      within(offers)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      `Internet Fibră 1 Gbps${t.result.offerAvailable}${roFixedOrder.addVisible}`,
      `TV Digital Standard${t.result.offerAvailable}${roFixedOrder.addVisible}`,
    ]);
    // Issue 28: each available offer can be ordered here (shop/listing/addressCheck/FixedOfferOrder).
    expect(within(answer).getByRole("button", { name: roFixedOrder.add("Internet Fibră 1 Gbps") })).toBeEnabled();
    expect(answer).toHaveTextContent(roFixedOrder.orderable);
  });

  it("changing the county clears locality, street and number and says so in the polite live region", async () => {
    const user = userEvent.setup();
    render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    await pick(user, "county", "bras", "Brașov");
    await pick(user, "locality", "bra", "Brașov");
    await pick(user, "street", "rep", "Strada Republicii");
    await user.clear(field("county"));
    await pick(user, "county", "tim", "Timiș");
    expect(field("locality")).toHaveValue("");
    expect(field("street")).toHaveValue("");
    expect(field("street")).toBeDisabled();
    expect(screen.getByText(`${t.reset.locality} ${t.reset.street}`)).toHaveAttribute("aria-live", "polite");
  });

  it("an address without coverage says so with the reason and the phone path; nothing is available", async () => {
    const user = userEvent.setup();
    render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    await pick(user, "county", "tim", "Timiș");
    await pick(user, "locality", "tim", "Timișoara");
    await pick(user, "street", "viil", "Aleea Viilor");
    await pick(user, "number", "2", "2");
    await user.click(screen.getByRole("button", { name: t.check }));
    const answer = await screen.findByRole("region", { name: /Aleea Viilor nr\. 2/ });
    expect(answer).toHaveTextContent(t.result.none);
    expect(answer).toHaveTextContent(NONE_REASON.label);
    expect(answer).toHaveTextContent(t.result.phone);
    expect(within(answer).getAllByText(t.result.offerUnavailable)).toHaveLength(2);
    expect(within(answer).queryAllByRole("button", { name: /^Adaugă în coș/ })).toHaveLength(0);
    expect(answer).toHaveTextContent(roFixedOrder.nothingOrderable);
  });

  it("a failed check shows the catalogued ribbon and keeps the address; a retry shows the answer", async () => {
    const user = userEvent.setup();
    mockSq.qualify = jest
      .fn()
      .mockRejectedValueOnce(malformed("serviceQualification", {}, "x"))
      .mockResolvedValue(FIBRE);
    render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    await pick(user, "county", "bras", "Brașov");
    await pick(user, "locality", "bra", "Brașov");
    await pick(user, "street", "rep", "Strada Republicii");
    await pick(user, "number", "10", "10");
    await user.click(screen.getByRole("button", { name: t.check }));
    const ribbon = await screen.findByRole("alert");
    expect(ribbon).toHaveTextContent(t.error);
    expect(ribbon).toHaveTextContent(roErrors.general.generic);
    expect(field("number")).toHaveValue("10");
    expect(field("street")).toHaveValue("Strada Republicii");
    await user.click(screen.getByRole("button", { name: t.check }));
    await screen.findByText(t.result.qualified);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the chosen address and its check survive a reload (sessionStorage: labels and ids only)", async () => {
    const user = userEvent.setup();
    const first = render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    await pick(user, "county", "bras", "Brașov");
    await pick(user, "locality", "bra", "Brașov");
    await pick(user, "street", "rep", "Strada Republicii");
    await pick(user, "number", "10", "10");
    await user.click(screen.getByRole("button", { name: t.check }));
    await screen.findByText(t.result.qualified);
    const stored = JSON.parse(window.sessionStorage.getItem(ADDRESS_CHECK_STORAGE_KEY) ?? "{}");
    expect(Object.keys(stored.choice)).toEqual(["county", "locality", "street", "number"]);
    expect(stored.checked).toBe(true);
    first.unmount();
    render(<AddressCheck offers={OFFERS} handoff={() => ({ text: "", focused: false })} />);
    expect(field("county")).toHaveValue("Brașov");
    expect(field("number")).toHaveValue("10");
    await screen.findByText(t.result.qualified);
  });

  it("the page's own field hands over what was typed before the check loaded, with the focus and the list open", async () => {
    render(<AddressCheckSlot offers={OFFERS} />);
    const shellField = field("county");
    expect(shellField).toHaveAttribute("aria-expanded", "false");
    expect(field("locality")).toBeDisabled();
    // Focus and typing reach the page's field while the check's code is still on its way.
    act(() => shellField.focus());
    fireEvent.input(shellField, { target: { value: "bras" } });
    expect(mockAddress.options).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole("option", { name: "Brașov" })).toBeInTheDocument());
    expect(field("county")).toHaveValue("bras");
    expect(document.activeElement).toBe(field("county"));
    expect(screen.getByText(t.notFound).closest("details")).toHaveTextContent("0800 800 800");
  });
});
