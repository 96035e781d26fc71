'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type RefObject, type SetStateAction } from 'react';

export type RouteDisclosure = {
  isOpen: boolean;
  setOpen: (open: SetStateAction<boolean>) => void;
  /** The button that opens it: focus returns there on Escape. */
  buttonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * Whether a header panel of the phone layout (the navigation, the user menu) is open. It is open for one route only,
 * so navigating anywhere closes it without an effect; it closes on Escape (focus back on its button) and, when
 * `insideRef` is given, on a click outside that element.
 */
export function useRouteDisclosure(insideRef?: RefObject<HTMLElement | null>): RouteDisclosure {
  const pathname = usePathname();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === pathname;
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      buttonRef.current?.focus();
    }
    function closeOnOutsideClick(event: PointerEvent) {
      if (insideRef && !insideRef.current?.contains(event.target as Node)) setOpenOn(null);
    }
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsideClick);
    };
  }, [isOpen, insideRef]);

  const setOpen = (open: SetStateAction<boolean>) =>
    setOpenOn((current) => ((typeof open === 'function' ? open(current === pathname) : open) ? pathname : null));
  return { isOpen, setOpen, buttonRef };
}
