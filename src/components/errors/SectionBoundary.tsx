// An error boundary around one section of a page (issue 12): a render failure there becomes a ribbon with a retry
// that renders the section again, and the rest of the page stays (as each dashboard card fails on its own).
import React, { Suspense, lazy } from "react";
import { roErrors } from "../../i18n/ro/errors";

// Every page is inside a boundary (app/PageFrame.tsx), so the ribbon and the error catalogue it reads load only when a
// section fails: the static pages' first load stays within its budget (bench/budgets.json). Until the ribbon's code
// is there, the same alert says what failed.
const ErrorRibbon = lazy(() => import("./ErrorRibbon").then((m) => ({ default: m.ErrorRibbon })));
// The general error page (issue 29), for the boundary around a whole page: loaded, too, only when a page fails.
const PageError = lazy(() => import("./PageError").then((m) => ({ default: m.PageError })));

interface Props {
  children: React.ReactNode;
  /** What could not be shown; defaults to "this part of the page". */
  what?: string;
  /** Called before rendering again (e.g. to refetch what the section shows). */
  onReset?: () => void;
  /** Changing this value clears a caught failure (e.g. the address, so another page renders afresh). */
  resetKey?: unknown;
  /** The address of the page this boundary wraps whole (app/PageFrame): a failure shows the general error page. */
  page?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

export class SectionBoundary extends React.Component<Props, State> {
  state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { resetKey: props.resetKey, failed: false, error: null } : null;
  }

  private retry = () => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  render(): React.ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.page !== undefined)
      return (
        <Suspense fallback={<p role="alert">{roErrors.general.generic}</p>}>
          <PageError pathname={this.props.page} onRetry={this.retry} />
        </Suspense>
      );
    const what = this.props.what ?? roErrors.section;
    return (
      <Suspense fallback={<p role="alert">{what}</p>}>
        <ErrorRibbon what={what} error={this.state.error} onRetry={this.retry} alwaysRetry />
      </Suspense>
    );
  }
}
