import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** The current path: a navigation clears the error. */
  pathname: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  pathname: string;
}

const preStyle = { padding: '0.5rem', backgroundColor: 'rgba(200,200,200, 0.5)' };

/**
 * A page that throws while rendering shows React Router's default error screen:
 * "Unexpected Application Error!" over the error's message. Its wording is React Router's, kept
 * verbatim (and untranslated, as React Router's is), for the router we use does not draw it itself.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, pathname: this.props.pathname };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname !== state.pathname ? { error: null, pathname: props.pathname } : null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const message = error instanceof Error ? error.message : JSON.stringify(error);
    const stack = error instanceof Error ? error.stack : null;
    return (
      <>
        <h2>Unexpected Application Error!</h2>
        <h3 style={{ fontStyle: 'italic' }}>{message}</h3>
        {stack ? <pre style={preStyle}>{stack}</pre> : null}
      </>
    );
  }
}
