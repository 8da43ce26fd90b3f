import { useLayoutEffect, useRef, useState, type ToggleEvent } from 'react';

/**
 * A popover the browser opens and closes by itself (`popovertarget`), followed by React: `open`
 * for what the toggle says, `ref` and `onToggle` for the popover element. A popover the visitor
 * opened before the app hydrated counts as open from the first effect on.
 */
export function usePopover<T extends HTMLElement>(onOpen?: (popover: T) => void) {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    try {
      // Once, on mount: the browser's state from before hydration, which no event will report.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (ref.current?.matches(':popover-open')) setOpen(true);
    } catch {
      // a browser without popovers: the element is an ordinary block
    }
  }, []);
  const onToggle = (event: ToggleEvent<T>) => {
    const nowOpen = event.newState === 'open';
    setOpen(nowOpen);
    if (nowOpen) onOpen?.(event.currentTarget);
  };
  return { ref, open, onToggle };
}
