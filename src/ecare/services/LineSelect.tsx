// The line a services page acts on, for callers with several mobile lines; the choice goes into the address (?numar=).
import React from "react";
import { navigate } from "gatsby";
import { LINE_PARAM } from "../../hooks/services/useServiceLine";
import { roProductServices } from "../../i18n/ro/productServices";

export function LineSelect({ lines, value, path, search }: { lines: string[]; value: string; path: string; search: string }) {
  if (lines.length < 2) return null;
  const choose = (msisdn: string) => {
    const params = new URLSearchParams(search);
    params.set(LINE_PARAM, msisdn);
    void navigate(`${path}?${params.toString()}`);
  };
  return (
    <div className="services-line checkout-field">
      <label htmlFor="services-line">{roProductServices.line}</label>
      <select id="services-line" value={value} onChange={(e) => choose(e.target.value)}>
        {lines.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
}
