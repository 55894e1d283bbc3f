// A port-in failure next to its action: a code the journey explains (domain/portIn/answers.ts) in its own words, any
// other failure as the catalogued ribbon (SPEC §8 generic ribbon, with the retry when one can help).
import React from "react";
import { ErrorRibbon } from "../../components/errors/ErrorRibbon";
import { portInProblemOf } from "../../domain/portIn/answers";
import { roPortIn } from "../../i18n/ro/portIn";

export function ProblemAlert({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }): React.ReactElement | null {
  if (error === null || error === undefined) return null;
  const problem = portInProblemOf(error);
  if (problem === null) return <ErrorRibbon what={what} error={error} onRetry={onRetry} />;
  return (
    <div role="alert" className="error-ribbon">
      <p>{roPortIn.problems[problem]}</p>
    </div>
  );
}
