'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Toast = { id: number; message: string; tone: 'success' | 'error' };
type ToastApi = { success(message: string): void; error(message: string): void };

const ToastContext = createContext<ToastApi | null>(null);

/** Short confirmations and failures, announced politely to screen readers, gone after a few seconds. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const push = useCallback((message: string, tone: Toast['tone']) => {
    const id = Date.now() + Math.random();
    setToasts((current) => [...current, { id, message, tone }]);
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), tone === 'error' ? 8000 : 4000);
  }, []);
  const [api] = useState<ToastApi>(() => ({ success: (message) => push(message, 'success'), error: (message) => push(message, 'error') }));
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div aria-live="polite" role="status" className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 flex-col gap-2">
        {toasts.map((toast) => (
          <p
            key={toast.id}
            data-testid="toast"
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm shadow-lg ${toast.tone === 'success' ? 'bg-green-800 text-white' : 'bg-red-800 text-white'}`}
          >
            {toast.message}
          </p>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs <ToastProvider> (components/layout/providers.tsx)');
  return api;
}
