// "Adaugă în coș" in the address check's answer (issue 28; SPEC §3 fixed-services address and eligibility payload,
// SPEC §7 add with address fields): an available offer's button reads the address, adds the offer with the address
// through the shop's add path and opens the cart; an offer available later or unavailable has no button; an address
// that cannot be read shows the catalogued ribbon beside the button and nothing is added.
import React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { navigate } from "gatsby";
import { GatewayError } from "../../src/clients/gateway/errors";
import type { AddressQualification } from "../../src/domain/address/answers";
import { readGeographicAddress } from "../../src/domain/address/eligibility";
import type { ProductSummary } from "../../src/domain/shop/model";
import { QualificationAnswer } from "../../src/shop/listing/addressCheck/QualificationAnswer";
import { roFixedOrder } from "../../src/i18n/ro/fixedOrder";
import { roAddressCheck } from "../../src/i18n/ro/addressCheck";

const mockAddress = { address: jest.fn() };
jest.mock("../../src/hooks/boundClient", () => ({ boundClient: () => mockAddress }));
const mockAddBuilt = jest.fn();
jest.mock("../../src/shop/cart/addFromPage/loadAdd", () => ({
  loadAddFromPage: () => Promise.resolve({ addBuiltProduct: (...args: unknown[]) => mockAddBuilt(...args) }),
}));

const ID = "B.sector-3.bulevardul-unirii.10";
const ADDRESS = readGeographicAddress({
  id: ID,
  country: "RO",
  stateOrProvince: "București",
  city: "București",
  streetNr: "10",
  fixedServicesAddress: {
    county: { label: "București", value: "B" },
    locality: { label: "Sector 3", value: "B.sector-3" },
    street: { label: "Bulevardul Unirii", value: "B.sector-3.bulevardul-unirii" },
    streetNo: { label: "10", value: ID },
    building: null,
    levelType: null,
    subunit: null,
    addressId: { label: "Bulevardul Unirii nr. 10, Sector 3, București", value: ID },
  },
});

const CABLE_300: AddressQualification = {
  result: "qualified",
  internet: { result: "qualified", technology: "cable", speedsMbps: [100, 300], availableFrom: null, reasons: [] },
  tv: { result: "qualified", technology: "cable", speedsMbps: [], availableFrom: null, reasons: [] },
};
const LATER: AddressQualification = {
  result: "alternate",
  internet: { result: "alternate", technology: "fibre", speedsMbps: [300], availableFrom: "2026-04-16", reasons: [] },
  tv: { result: "alternate", technology: "fibre", speedsMbps: [], availableFrom: "2026-04-16", reasons: [] },
};

function offer(id: string, title: string, serviceType: string, speed: string): ProductSummary {
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
    highlights: [{ title: "Viteză", value: speed, icon: "" }],
    facets: { brand: "", serviceType, network: "", inStock: true },
    orderIndex: 1,
    cartOffer: null,
  };
}
const BUNDLE = offer("FIX-BUNDLE-500-TV", "Internet 500 + TV Standard", "BUNDLE", "300 Mbps");
const FAST = offer("FIX-INTERNET-1000", "Internet Fibră 1 Gbps", "INTERNET", "1 Gbps");
const CHOICE = {
  county: { label: "București", value: "B" },
  locality: { label: "Sector 3", value: "B.sector-3" },
  street: { label: "Bulevardul Unirii", value: "B.sector-3.bulevardul-unirii" },
  number: { label: "10", value: ID, hasSubAddress: false },
};

function show(answer: AddressQualification) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <QualificationAnswer choice={CHOICE} answer={answer} offers={[BUNDLE, FAST]} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mockAddress.address = jest.fn(async () => ADDRESS);
  mockAddBuilt.mockReset();
  (navigate as jest.Mock).mockClear();
});

describe("Adaugă în coș at a checked address (issue 28)", () => {
  it("SPEC §7 add with address fields: the available offer is added with its installation address, then the cart opens", async () => {
    mockAddBuilt.mockResolvedValue(1);
    const user = userEvent.setup();
    show(CABLE_300);
    // Only the offer that fits (300 Mbps ≤ 300) has a button; the 1 Gbps one keeps its reason.
    expect(screen.queryByRole("button", { name: roFixedOrder.add(FAST.title) })).toBeNull();
    expect(screen.getByText(roAddressCheck.result.tooFast(300))).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: roFixedOrder.add(BUNDLE.title) }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/cart"));
    expect(mockAddress.address).toHaveBeenCalledWith(ID);
    const [product, area] = mockAddBuilt.mock.calls[0];
    expect(area).toBe("personal");
    expect(product).toMatchObject({
      productOfferingId: "FIX-BUNDLE-500-TV",
      offerType: "FixedServices",
      flow: "FIX",
      serviceType: "BUNDLE",
      address: {
        addressKey: ID,
        formattedAddress: "Bulevardul Unirii nr. 10, Sector 3, București",
        country: "RO",
        street1: "Bulevardul Unirii",
      },
    });
    expect(await screen.findByText(roFixedOrder.added(BUNDLE.title))).toHaveAttribute("role", "status");
  });

  it("a refused add (shown by the add path) stays on the page: no navigation", async () => {
    mockAddBuilt.mockResolvedValue(null);
    const user = userEvent.setup();
    show(CABLE_300);
    await user.click(screen.getByRole("button", { name: roFixedOrder.add(BUNDLE.title) }));
    await waitFor(() => expect(mockAddBuilt).toHaveBeenCalled());
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: roFixedOrder.add(BUNDLE.title) })).toBeEnabled();
  });

  it("an address that cannot be read (503) shows the ribbon beside the button; a retry adds", async () => {
    mockAddress.address = jest
      .fn()
      .mockRejectedValueOnce(new GatewayError({ kind: "http", status: 503, message: "down", service: "geographicAddress" }))
      .mockResolvedValue(ADDRESS);
    mockAddBuilt.mockResolvedValue(1);
    const user = userEvent.setup();
    show(CABLE_300);
    await user.click(screen.getByRole("button", { name: roFixedOrder.add(BUNDLE.title) }));
    const ribbon = await screen.findByRole("alert");
    expect(ribbon).toHaveTextContent(roFixedOrder.addressError);
    expect(mockAddBuilt).not.toHaveBeenCalled();
    await user.click(within(ribbon).getByRole("button"));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/cart"));
  });

  it("an alternate shows its date and no button", () => {
    show(LATER);
    expect(screen.queryAllByRole("button", { name: /^Adaugă în coș/ })).toHaveLength(0);
    expect(screen.getAllByText(roAddressCheck.result.offerLater("16 aprilie 2026")).length).toBeGreaterThan(0);
    expect(screen.getByText(roFixedOrder.nothingOrderable)).toBeInTheDocument();
  });
});
