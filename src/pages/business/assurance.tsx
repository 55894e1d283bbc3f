import React from "react";
import type { HeadFC } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { SelfCareRoot } from "../../ecare/SelfCareRoot";
import { AssuranceScreen } from "../../ecare/AssuranceScreen";
import { roEcare } from "../../i18n/ro/ecare";

export default function AssurancePage(): React.ReactElement {
  return (
    <SelfCareRoot area="business">
      <AssuranceScreen />
    </SelfCareRoot>
  );
}

export const Head: HeadFC = pageHead(() => <Seo title={roEcare.assurance.title} noindex />);
