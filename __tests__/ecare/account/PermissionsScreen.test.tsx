// permisiuni (issue 27; SPEC §2/§6; TMF672) with the clients faked at the API level: hooks, domain and screen are
// real. The chooser sees every user with their permissions and edits one at a time: a bad form says why under each
// field and sends nothing; a grant is confirmed in a dialog naming the user, the number, the privilege and the date,
// then a polite status; a failure keeps what was typed; revoking their own last administrator right is refused at once.
// Another business user reads their own permissions with no form and no button; a consumer reads a notice.
import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderWithRoot } from "../../render";
import { GatewayError } from "../../../src/clients/gateway/errors";
import { formatDateRo } from "../../../src/domain/dates";
import { mapCompanyPermissions } from "../../../src/domain/permissions/permission";
import { dayOfRo, endOfDayRo } from "../../../src/domain/permissions/validity";
import type { UserInfo } from "../../../src/domain/session/userInfo";
import PermissionsScreen from "../../../src/ecare/account/permissions/PermissionsScreen";
import { roPermissions } from "../../../src/i18n/ro/permissions";
import { PERSONAS, profile } from "../fixtures";

let mockProfile: UserInfo;
const mockApi = { company: jest.fn(), list: jest.fn(), grant: jest.fn(), update: jest.fn(), revoke: jest.fn(), search: jest.fn() };
jest.mock("../../../src/ecare/SessionGate", () => ({ useProfile: () => mockProfile }));
jest.mock("../../../src/hooks/boundClient", () => ({ boundClient: () => mockApi }));

const s = roPermissions;
const f = s.form;
const DAY = 86400000;
const until = dayOfRo(Date.now() + 30 * DAY);

const permission = (id: string, user: [string, string], privileges: [string, string, string][], end?: string) => ({
  id,
  user: { id: user[0], name: user[1] },
  granter: { id: "usr-007", name: "Victor Georgescu" },
  validFor: { startDateTime: "2026-01-12T10:00:00+02:00", ...(end ? { endDateTime: end } : {}) },
  privilege: privileges.map(([asset, type, action]) => ({ manageableAsset: { id: asset, "@referredType": type }, action })),
});
const CHOOSER: [string, string] = ["usr-007", "Victor Georgescu"];
const SUB: [string, string] = ["usr-012", "George Matei"];
const users = (editable: boolean) =>
  mapCompanyPermissions({
    companyName: "Acme Logistic SRL",
    editable,
    accounts: editable ? ["500000501", "500000502", "500000503"] : [],
    user: [
      ...(editable
        ? [
            {
              id: CHOOSER[0],
              name: CHOOSER[1],
              userRole: { id: "Chooser" },
              isAdministrator: true,
              permission: [
                permission(
                  "perm-0001",
                  CHOOSER,
                  ["500000501", "500000502", "500000503"].map((b) => [b, "BillingAccount", "administer"]),
                ),
              ],
            },
          ]
        : []),
      {
        id: SUB[0],
        name: SUB[1],
        userRole: { id: "SubUser" },
        msisdn: "0728000506",
        permission: editable ? [] : [permission("perm-0004", SUB, [["0729100150", "MSISDN", "barUnbar"]], "2026-12-31T23:59:59+02:00")],
      },
    ],
  });

function renderScreen(p: UserInfo) {
  mockProfile = p;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  renderWithRoot(
    <QueryClientProvider client={client}>
      <PermissionsScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
const chooser = () => ({ ...PERSONAS.businessChooser(), vfSsoId: "usr-007" });
const sub = () => ({
  ...profile({ role: "SubUser", firstName: "George", identityId: "idn-012", ban: "500000501", msisdn: "0728000506", customerType: "EBU" }),
  vfSsoId: "usr-012",
});

beforeEach(() => {
  jest.clearAllMocks();
  mockApi.search.mockResolvedValue([]);
});

describe("SPEC §6 permisiuni: the chooser edits, one user at a time", () => {
  it("every user has a section named by them; the form refuses a bad save field by field and sends nothing", async () => {
    mockApi.company.mockResolvedValue(users(true));
    const user = renderScreen(chooser());
    await screen.findByRole("region", { name: "George Matei (Utilizator secundar)" });
    screen.getByRole("region", { name: "Victor Georgescu (Administrator cont)" });
    await user.click(screen.getByRole("button", { name: f.save }));
    expect(await screen.findByText(f.errors.userMissing)).toBeTruthy();
    screen.getByText(f.errors.assetMissing);
    screen.getByText(f.errors.noPrivilege);
    screen.getByText(f.errors.dayMissing);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockApi.grant).not.toHaveBeenCalled();
  });

  it("a grant is confirmed naming user, number, privilege and date, then said politely; a 500 keeps what was typed", async () => {
    mockApi.company.mockResolvedValue(users(true));
    mockApi.grant.mockRejectedValueOnce(new GatewayError({ kind: "http", status: 500, code: "internal_error", message: "x" }));
    const user = renderScreen(chooser());
    const form = await screen.findByRole("region", { name: f.heading });
    await user.selectOptions(within(form).getByLabelText(f.user), "usr-012");
    await user.type(within(form).getByLabelText(f.number), "0729100150");
    await user.click(within(form).getByRole("checkbox", { name: s.actions.barUnbar }));
    const date = within(form).getByLabelText(f.validUntil);
    await user.type(date, until);
    await user.click(within(form).getByRole("button", { name: f.save }));
    const dialog = await screen.findByRole("alertdialog", { name: f.confirmTitle });
    expect(dialog.textContent).toContain(
      f.confirmGrant("George Matei", "numărul 0729100150", s.actions.barUnbar, formatDateRo(endOfDayRo(until), "long")),
    );
    await user.click(within(dialog).getByRole("button", { name: f.confirm }));
    const alert = await within(form).findByRole("alert");
    expect(alert.textContent).toContain(f.saveError);
    expect((within(form).getByLabelText(f.number) as HTMLInputElement).value).toBe("0729100150");
    expect((within(form).getByRole("checkbox", { name: s.actions.barUnbar }) as HTMLInputElement).checked).toBe(true);
    expect((date as HTMLInputElement).value).toBe(until);

    mockApi.grant.mockResolvedValueOnce(permission("perm-0004", SUB, [["0729100150", "MSISDN", "barUnbar"]], "2026-12-31T23:59:59+02:00"));
    await user.click(within(form).getByRole("button", { name: f.save }));
    await user.click(within(await screen.findByRole("alertdialog", { name: f.confirmTitle })).getByRole("button", { name: f.confirm }));
    expect((await within(form).findByRole("status")).textContent).toBe(f.done.grant("George Matei", "numărul 0729100150"));
    expect(mockApi.grant).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: "grant", userId: "usr-012", asset: { type: "msisdn", id: "0729100150" }, actions: ["barUnbar"] }),
    );
    await waitFor(() => expect(mockApi.company).toHaveBeenCalledTimes(2));
  });

  it("revoking their own last administrator right is refused at once, with nothing sent", async () => {
    mockApi.company.mockResolvedValue(users(true));
    const user = renderScreen(chooser());
    const own = await screen.findByRole("region", { name: "Victor Georgescu (Administrator cont)" });
    await user.click(
      within(own).getByRole("button", { name: s.grant.revoke("Victor Georgescu", "contul 500000501, contul 500000502, contul 500000503") }),
    );
    expect((await within(own).findByRole("alert")).textContent).toBe(s.refusals.lastAdministratorRight);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(mockApi.revoke).not.toHaveBeenCalled();
  });
});

describe("SPEC §6 permisiuni: everyone else reads their own", () => {
  it("a sub-user sees their permission with its number, privilege and date, and no form or button", async () => {
    mockApi.company.mockResolvedValue(users(false));
    renderScreen(sub());
    const own = await screen.findByRole("region", { name: "George Matei (Utilizator secundar)" });
    expect(own.textContent).toContain("numărul 0729100150");
    expect(own.textContent).toContain(s.actions.barUnbar);
    expect(own.textContent).toContain(s.grant.until(formatDateRo("2026-12-31T23:59:59+02:00", "long")));
    expect(screen.queryByRole("region", { name: f.heading })).toBeNull();
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    screen.getByText(s.leadReader);
  });

  it("a consumer reads that permissions are for companies, and nothing is asked", async () => {
    renderScreen(PERSONAS.postpaidOwner());
    await screen.findByText(s.noneConsumer);
    expect(mockApi.company).not.toHaveBeenCalled();
  });
});
