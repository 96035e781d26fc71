'use client';

import Link from 'next/link';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';

/** `requestId`: the API request that failed, shown with the message (a link to its log entry for IT staff). */
type Toast = { id: number; message: string; tone: 'success' | 'error'; requestId?: string | null };
type ToastApi = {
  success(message: string): void;
  error(message: string, options?: { requestId?: string | null }): void;
};
type ToastList = { toasts: Toast[]; dismiss(id: number): void };

/** Toasts shown at once; an older one gives way to a newer. */
const MAX_TOASTS = 3;

const ToastContext = createContext<ToastApi | null>(null);
const ToastListContext = createContext<ToastList>({ toasts: [], dismiss: () => undefined });

/** Whether a click follows a link to another page of the dashboard (not a new tab, not the same page). */
function isLeavingPage(event: MouseEvent): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return false;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin && url.pathname !== window.location.pathname;
}

/**
 * Short confirmations and failures, gone after a few seconds or when dismissed. They belong to the page they were
 * raised on: following a link or going back clears them. A toast raised just before the code itself navigates (say
 * "Quote sent" and then its page) stays, since it confirms what the new page shows.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const push = useCallback(
    (message: string, tone: Toast['tone'], requestId: string | null = null) => {
      const id = Date.now() + Math.random();
      // The same message again replaces the earlier one, and only the newest few stay: nine prices saved in a row are
      // one "Price saved.", not a column over the page.
      setToasts((current) =>
        [...current.filter((toast) => toast.message !== message), { id, message, tone, requestId }].slice(-MAX_TOASTS),
      );
      setTimeout(() => dismiss(id), tone === 'error' ? 8000 : 4000);
    },
    [dismiss],
  );
  const [api] = useState<ToastApi>(() => ({
    success: (message) => push(message, 'success'),
    error: (message, options) => push(message, 'error', options?.requestId ?? null),
  }));

  useEffect(() => {
    const clear = () => setToasts([]);
    const clearOnLeavingLink = (event: MouseEvent) => {
      if (isLeavingPage(event)) clear();
    };
    document.addEventListener('click', clearOnLeavingLink, true);
    window.addEventListener('popstate', clear);
    return () => {
      document.removeEventListener('click', clearOnLeavingLink, true);
      window.removeEventListener('popstate', clear);
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      <ToastListContext.Provider value={{ toasts, dismiss }}>{children}</ToastListContext.Provider>
    </ToastContext.Provider>
  );
}

/**
 * Where toasts appear: at the top of the page, under the header (and at the top of the window once scrolled), centred,
 * so they stay clear of the forms' fields and buttons below the page title. A polite live region announces them.
 */
export function ToastViewport({ linkRequests = false }: { linkRequests?: boolean }) {
  const { toasts, dismiss } = useContext(ToastListContext);
  return (
    <div className="pointer-events-none sticky top-2 z-50 h-0">
      <div role="status" aria-live="polite" className="mx-auto flex w-full max-w-md flex-col gap-2">
        {toasts.map((toast) => (
          <div
            key={toast.id}
            data-testid="toast"
            className={`pointer-events-auto flex items-start gap-3 rounded-lg px-4 py-3 text-sm text-white shadow-lg ${toast.tone === 'success' ? 'bg-green-800' : 'bg-red-800'}`}
          >
            <div className="min-w-0 flex-1 break-words">
              <p>{toast.message}</p>
              {toast.requestId ? (
                <p className="mt-1 text-xs">
                  Request{' '}
                  {linkRequests ? (
                    <Link
                      href={`/developers/requests/${encodeURIComponent(toast.requestId)}`}
                      className="font-mono break-all text-white underline focus-visible:outline-white"
                    >
                      {toast.requestId}
                    </Link>
                  ) : (
                    <span className="font-mono break-all">{toast.requestId}</span>
                  )}
                </p>
              ) : null}
            </div>
            <button
              type="button"
              onClick={() => dismiss(toast.id)}
              aria-label="Dismiss"
              className="-m-1 shrink-0 rounded p-1 hover:bg-white/15 focus-visible:outline-white"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
                <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider> (components/layout/providers.tsx)');
  return api;
}
