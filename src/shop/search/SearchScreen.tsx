// Search results (/rezultate, /business/rezultate): the build writes a small index per area (/search/<area>.json);
// this screen loads it once and ranks entries in the browser (src/domain/shop/search.ts). The form also works
// without JavaScript (GET ?q=), and the query lives in the address so back/forward and shared links keep it.
import React, { useEffect, useMemo, useRef, useState } from "react";
import { EarlyForm } from "../../components/forms/EarlyForm";
import { fieldValue } from "../../components/forms/formControls";
import { Container } from "../../components/layout/Container";
import { NavLink } from "../../components/layout/NavLink";
import { ShopPageHeader } from "../common/ShopPageHeader";
import { SEARCH_MIN_QUERY, searchCatalogue, type SearchEntry } from "../../domain/shop/search";
import { formatAmount } from "../../domain/currency";
import type { Area } from "../../domain/area";
import { roShop } from "../../i18n/ro/shop";

type IndexState = { kind: "idle" | "loading" } | { kind: "ready"; entries: SearchEntry[] } | { kind: "error" };

export const searchIndexUrl = (area: Area): string => `/search/${area}.json`;

export function SearchScreen({ area, title }: { area: Area; title: string }): React.ReactElement {
  const t = roShop.search;
  const [input, setInput] = useState("");
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState<IndexState>({ kind: "idle" });
  const [attempt, setAttempt] = useState(0);

  // Set by the form (whose effects run first) when the user typed before hydration: their text wins over the address.
  const typedEarly = useRef(false);
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q") ?? "";
    if (!typedEarly.current) setInput(q);
    setQuery(q);
  }, []);

  // Only unmounting discards the index's answer: a new query while it loads still needs it (the effect below
  // returns early while loading, so a per-run flag would leave the screen loading for ever).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // A query too short to search never needs the index.
    if (query.replace(/\s/g, "").length < SEARCH_MIN_QUERY) return;
    if (index.kind === "ready" || index.kind === "loading") return;
    setIndex({ kind: "loading" });
    fetch(searchIndexUrl(area))
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((entries: SearchEntry[]) => mounted.current && setIndex({ kind: "ready", entries: Array.isArray(entries) ? entries : [] }))
      .catch(() => mounted.current && setIndex({ kind: "error" }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only on a new query or an explicit retry
  }, [query, attempt, area]);

  const outcome = useMemo(() => (index.kind === "ready" && query ? searchCatalogue(index.entries, query) : null), [index, query]);

  const submit = (form: HTMLFormElement) => {
    const q = fieldValue(form, "q").trim();
    setInput(q);
    setQuery(q);
    window.history.pushState(window.history.state, "", `${window.location.pathname}${q ? `?q=${encodeURIComponent(q)}` : ""}`);
  };

  let body: React.ReactNode = <p>{t.intro}</p>;
  if (query && query.replace(/\s/g, "").length < SEARCH_MIN_QUERY) body = <p role="status">{t.tooShort}</p>;
  else if (query && index.kind === "loading") body = <p role="status">{t.loading}</p>;
  else if (query && index.kind === "error")
    body = (
      <div role="alert" className="shop-note">
        <p>{t.error}</p>
        <button
          type="button"
          className="aria-button"
          data-variant="secondary"
          onClick={() => {
            setIndex({ kind: "idle" });
            setAttempt((n) => n + 1);
          }}
        >
          {t.retry}
        </button>
      </div>
    );
  else if (outcome?.kind === "tooShort") body = <p role="status">{t.tooShort}</p>;
  else if (outcome?.kind === "results")
    body = (
      <>
        <p role="status" className="listing-count">
          {outcome.results.length === 0 ? t.none(outcome.query) : t.results(outcome.results.length, outcome.query)}
        </p>
        {outcome.results.length > 0 ? (
          <ul className="search-results">
            {outcome.results.slice(0, 60).map((r) => (
              <li key={r.id}>
                <div>
                  <NavLink to={r.path}>{r.title}</NavLink>
                  <p>
                    {roShop.kind[r.kind as keyof typeof roShop.kind] ?? r.kind} · {r.summary}
                  </p>
                </div>
                {r.price !== null ? (
                  <strong>
                    {formatAmount(r.price, r.currency)}
                    {r.recurring ? roShop.recurring : ""}
                  </strong>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </>
    );

  return (
    <Container className="shop-page">
      <ShopPageHeader title={title} />
      {/* An EarlyForm (issue 12): typed before hydration is kept; a search sent before it runs once it is. */}
      <EarlyForm
        className="search-form"
        role="search"
        action=""
        method="get"
        onSubmit={submit}
        onEarlyInput={(form) => {
          typedEarly.current = true;
          setInput(fieldValue(form, "q"));
        }}
      >
        <label>
          {t.label}
          <input
            type="search"
            name="q"
            value={input}
            maxLength={80}
            placeholder={t.placeholder}
            onChange={(e) => setInput(e.target.value)}
          />
        </label>
        <button type="submit" className="aria-button" data-variant="primary">
          {t.submit}
        </button>
      </EarlyForm>
      <div aria-live="polite">{body}</div>
    </Container>
  );
}
