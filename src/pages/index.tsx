import React from "react";
import type { HeadFC } from "gatsby";
import { Seo } from "../components/Seo";
import { HomeScreen } from "../shop/home/HomeScreen";

export default function IndexPage(): React.ReactElement {
  return <HomeScreen area="personal" />;
}

export const Head: HeadFC = ({ location }) => <Seo pathname={location.pathname} />;
