// The reCAPTCHA-v3-compatible script served at /sandbox/recaptcha/api.js. It exposes
// window.grecaptcha.ready(cb) and execute(siteKey, {action}) → Promise<token>; tokens are minted by
// the sandbox (POST /sandbox/recaptcha/token) so the HMAC secret never reaches the browser.
export const RECAPTCHA_SCRIPT = `(function () {
  var script = document.currentScript;
  var src = script && script.src ? new URL(script.src) : null;
  var base = src ? src.origin : "";
  function execute(siteKey, opts) {
    var action = (opts && opts.action) || "";
    return fetch(base + "/sandbox/recaptcha/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: action, siteKey: siteKey || null })
    }).then(function (r) {
      if (!r.ok) throw new Error("sandbox recaptcha: token request failed with " + r.status);
      return r.json();
    }).then(function (b) { return b.token; });
  }
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: execute
  };
  // Like Google's api.js, call the function named by ?onload= once loaded.
  var onload = src ? src.searchParams.get("onload") : null;
  if (onload && typeof window[onload] === "function") setTimeout(window[onload], 0);
})();
`;
