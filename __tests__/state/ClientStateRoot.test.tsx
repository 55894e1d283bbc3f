import React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { atom, useRecoilState } from "recoil";
import { useQueryClient } from "@tanstack/react-query";
import { ClientStateRoot } from "../../src/state/ClientStateRoot";
import { createQueryClient } from "../../src/state/queryClient";

const counter = atom({ key: "test-counter", default: 0 });

function Probe() {
  const [n, setN] = useRecoilState(counter);
  const qc = useQueryClient();
  return (
    <button type="button" onClick={() => setN(n + 1)} data-stale={String(qc.getDefaultOptions().queries?.staleTime)}>
      {n}
    </button>
  );
}

describe("client-only state root", () => {
  it("provides Recoil state and the query client", async () => {
    render(
      <ClientStateRoot>
        <Probe />
      </ClientStateRoot>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-stale", "300000");
    await userEvent.click(button);
    expect(button).toHaveTextContent("1");
  });
});

describe("SPEC §9 data-fetch defaults on the query client", () => {
  it("never refetches on focus, keeps data 5 min, retries 3 times with capped backoff (issue 12: only what a retry can cure)", () => {
    const q = createQueryClient().getDefaultOptions().queries!;
    expect(q.refetchOnWindowFocus).toBe(false);
    expect(q.staleTime).toBe(300000);
    expect(q.gcTime).toBe(300000);
    const retry = q.retry as (n: number, e: unknown) => boolean;
    const down = { kind: "http", status: 503 };
    expect([0, 2, 3].map((n) => retry(n, down))).toEqual([true, true, false]);
    expect(retry(0, { kind: "http", status: 403 })).toBe(false);
    expect(retry(0, { kind: "invalid_response", status: 200 })).toBe(false);
    expect(retry(0, new Error("a programming error"))).toBe(false);
    const delay = q.retryDelay as (n: number, e: unknown) => number;
    expect(delay(1, new Error("x"))).toBe(2000);
    expect(delay(10, new Error("x"))).toBe(30000);
  });
});
