// /accesibilitate (issue 29): the accessibility statement required by Law 232/2022, its text in
// i18n/ro/accessibilityStatement.ts. Styled by .a11y-statement (theme/screens/errorPagesCss.ts).
import React from "react";
import { Container } from "../../components/layout/Container";
import { roAccessibilityStatement as t } from "../../i18n/ro/accessibilityStatement";

interface Block {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

function Body({ block }: { block: Block }): React.ReactElement {
  return (
    <>
      {block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {block.items ? (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function AccessibilityStatementScreen(): React.ReactElement {
  return (
    <div className="a11y-statement">
      <Container>
        <h1>{t.title}</h1>
        <p className="lead">{t.intro}</p>
        <p>
          {t.dateLabel} <time dateTime={t.dateIso}>{t.date}</time>
        </p>
        {t.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <Body block={section} />
            {"parts" in section
              ? section.parts?.map((part) => (
                  <React.Fragment key={part.heading}>
                    <h3>{part.heading}</h3>
                    <Body block={part} />
                  </React.Fragment>
                ))
              : null}
          </section>
        ))}
        <section>
          <h2>{t.report.heading}</h2>
          <p>
            {t.report.before}
            <a className="aria-link" href={`mailto:${t.report.email}`}>
              {t.report.email}
            </a>
            {t.report.after}
          </p>
          <p>{t.report.complaint}</p>
        </section>
      </Container>
    </div>
  );
}
