// /eroare (issue 29): the general error page on its own, static, so a server or CDN can answer its failures (5xx)
// with it. Its way back is the shop's home: the address it stands in for is not known when the page is built.
import React from "react";
import { PageError } from "../../components/errors/PageError";

export function ErrorPageScreen(): React.ReactElement {
  return <PageError pathname="/" />;
}
