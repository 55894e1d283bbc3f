import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { UiDemoScreen } from "../../dev/UiDemoScreen";

export default function UiDemoPage(): React.ReactElement {
  return <UiDemoScreen />;
}

export const Head: HeadFC = pageHead(() => <Seo title="Componente comune" noindex />);
