import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/Seo";
import { HomeScreen } from "../shop/home/HomeScreen";
import { ro } from "../i18n/ro";

export default function BusinessPage(): React.ReactElement {
  return <HomeScreen area="business" />;
}

export const Head: HeadFC = ({ location }) => <Seo title={ro.area.business} pathname={location.pathname} />;
