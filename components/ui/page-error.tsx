'use client';

import { ErrorMessage } from './error-message';

/** The error boundary of a data route: the message and a way to try again. */
export function PageError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorMessage error={error} onRetry={reset} />;
}
