import {
  actionClickEvent,
  analyticsVisitor,
  fraudErrorPageEvent,
  pageViewEvent,
  type AnalyticsPage,
} from "../../../src/domain/analytics/events";
import { mapUserInfo } from "../../../src/domain/session/userInfo";

const PII = {
  cnp: "1900101400011",
  phoneNumber: "0722111222",
  email: "ion.popescu@example.ro",
  firstName: "Ionel",
  lastName: "Popescuțu",
  msisdn: "0733444555",
  attributeEmail: "ionel.attr@example.ro",
  street: "Strada Lalelelor",
  city: "Piatra Neamț",
};

const profile = mapUserInfo({
  cnp: PII.cnp,
  phoneNumber: PII.phoneNumber,
  email: PII.email,
  firstName: PII.firstName,
  lastName: PII.lastName,
  vfCustomerType: "CBU",
  vfResourceValue: PII.msisdn,
  attributes: { email: PII.attributeEmail, emailHash: "eh-123", msisdn: PII.msisdn, msisdnHash: "mh-456", user_id: "u-789" },
  address: { city: PII.city, countryIso: "RO" },
  shippingAddress: { street: PII.street, city: PII.city, county: "Neamț", streetNo: "7", postcode: "610001" },
  vetting: { msisdn: PII.msisdn, cnp: PII.cnp, city: PII.city },
  gdprAttributes: { gdprBasic: true, gdprAdvanced: false },
  eligibleFlows: ["ACQ", "RET"],
});

const page: AnalyticsPage = {
  pathname: "/telefoane/",
  title: "Telefoane",
  area: "personal",
  pageType: "listing_page",
  journey: "ACQ",
};

describe("SPEC §4 analytics data-layer payloads", () => {
  it("SPEC §4 + SPEC §1: a signed-in customer's page_view carries the fixed values, hashed ids, master tab, login status, journey and GDPR permissions", () => {
    expect(pageViewEvent(analyticsVisitor(profile, ["RET", "ACQ"], true), page)).toEqual({
      event: "page_view",
      page_type: "listing_page",
      page_path: "/telefoane",
      page_title: "Telefoane",
      country: "RO",
      locale: "RO-ro",
      section: "eshop",
      platform: "website",
      master_tab: "personal",
      login_status: "logged_in",
      journey: "ACQ",
      visitor_type: "CBU",
      visitor_id_user: "u-789",
      visitor_id_msisdn_hash: "mh-456",
      visitor_id_email_hash: "eh-123",
      gdpr_basic: true,
      gdpr_advanced: false,
    });
  });

  it("SPEC §4: an anonymous visitor has empty ids, no GDPR permissions and a visitor type from the flows", () => {
    const event = pageViewEvent(analyticsVisitor(null, ["MFP", "ACQ"], false), { ...page, area: "business", pathname: "/business" });
    expect(event).toMatchObject({
      login_status: "anonymous",
      master_tab: "business",
      page_path: "/business",
      visitor_type: "prepaid",
      visitor_id_user: "",
      visitor_id_msisdn_hash: "",
      visitor_id_email_hash: "",
      gdpr_basic: false,
      gdpr_advanced: false,
    });
  });

  it("SPEC §4: a profile left over from a signed-out session gives no ids", () => {
    expect(analyticsVisitor(profile, [], false)).toEqual({
      type: "mobile_user",
      loggedIn: false,
      userId: "",
      msisdnHash: "",
      emailHash: "",
      gdprBasic: false,
      gdprAdvanced: false,
    });
  });

  it("SPEC §4: the page path leaves out the query and hash (search words, return addresses)", () => {
    const event = pageViewEvent(analyticsVisitor(null, [], false), { ...page, pathname: "/rezultate?q=ion.popescu@example.ro#x" });
    expect(event.page_path).toBe("/rezultate");
  });

  it("SPEC §4: action_click is the page's payload with the call to action's label and target", () => {
    const visitor = analyticsVisitor(profile, [], true);
    expect(actionClickEvent(visitor, page, { label: "Adaugă în coș", target: "/cart" })).toEqual({
      ...pageViewEvent(visitor, page),
      event: "action_click",
      action_label: "Adaugă în coș",
      action_target: "/cart",
    });
  });

  it("SPEC §8: FRAUD_AND_PREVENTEL gives an error-page page_view carrying the code", () => {
    const visitor = analyticsVisitor(null, [], false);
    const checkout: AnalyticsPage = { ...page, pathname: "/checkout", pageType: "checkout_page", journey: "checkout" };
    expect(fraudErrorPageEvent(visitor, checkout)).toEqual({
      ...pageViewEvent(visitor, checkout),
      event: "page_view",
      page_type: "error",
      error_code: "FRAUD_AND_PREVENTEL",
    });
    expect(fraudErrorPageEvent(visitor, checkout, "FRAUD_AND_PREVENTEL").page_type).toBe("error");
  });

  it("SPEC §4: no CNP, phone number, e-mail, MSISDN, name or address of the profile reaches any event", () => {
    const visitor = analyticsVisitor(profile, profile.eligibleFlows, true);
    const events = [
      pageViewEvent(visitor, page),
      actionClickEvent(visitor, page, { label: "Cumpără", target: "/checkout" }),
      fraudErrorPageEvent(visitor, page),
    ];
    // The fixture does hold the PII (so the check below can fail).
    const source = JSON.stringify(profile);
    for (const value of Object.values(PII)) expect(source).toContain(value);
    for (const event of events) {
      const json = JSON.stringify(event);
      for (const value of [...Object.values(PII)]) expect(json).not.toContain(value);
      expect(json).toContain("eh-123");
    }
  });
});
