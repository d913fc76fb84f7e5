import { Component, Fragment, type ReactNode } from 'react';

interface ReportingBoundaryProps {
  /** Names the failing part in the error report. */
  source: string;
  reportError(error: unknown, source: string): void;
  /** What stands in the failed part's place; `retry` renders the part again from scratch. */
  fallback(retry: () => void): ReactNode;
  children: ReactNode;
}

/**
 * A part of the page that throws while rendering is reported and replaced by its fallback; the
 * rest of the page keeps working. React catches render errors only in a class component.
 */
export class ReportingBoundary extends Component<ReportingBoundaryProps, { failed: boolean; generation: number }> {
  override state = { failed: false, generation: 0 };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.reportError(error, this.props.source);
  }

  private readonly retry = () => this.setState(({ generation }) => ({ failed: false, generation: generation + 1 }));

  override render() {
    if (this.state.failed) return this.props.fallback(this.retry);
    // A new key after a retry: the children start over.
    return <Fragment key={this.state.generation}>{this.props.children}</Fragment>;
  }
}
