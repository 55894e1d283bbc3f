// SPEC §9 container: max width 1180px, centred, with the spacing scale's side padding
// (class styles in src/theme/layoutCss.ts).
import React from "react";

type Props = React.HTMLAttributes<HTMLDivElement> & { as?: "div" | "section" | "nav" };

export function Container({ as: Tag = "div", className, ...rest }: Props): React.ReactElement {
  return <Tag className={className ? `aria-container ${className}` : "aria-container"} {...rest} />;
}
