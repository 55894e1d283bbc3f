import React from "react";
import type { HeadFC, PageProps } from "gatsby";
import { pageHead } from "../../app/pageHead";
import { Seo } from "../../components/Seo";
import { EcareRoot } from "../../ecare/EcareRoot";
import { AssuranceScreen } from "../../ecare/assurance/AssuranceScreen";
import { roEcare } from "../../i18n/ro/ecare";

export default function AssurancePage({ location }: PageProps): React.ReactElement {
  return (
    <EcareRoot area="business" pathname={location.pathname}>
      <AssuranceScreen />
    </EcareRoot>
  );
}

export const Head: HeadFC = pageHead(() => <Seo title={roEcare.assurance.title} noindex />);
