import { BREAKPOINTS } from '@diagops/contracts';
import { useEffect, useState } from 'react';

/** The four width classes (platform.md §2): 3 ≥ 1200, 2 ≥ 992, 1 ≥ 768, 0 below. */
export function screenOf(width: number): 0 | 1 | 2 | 3 {
  if (width >= BREAKPOINTS.lg) return 3;
  if (width >= BREAKPOINTS.md) return 2;
  if (width >= BREAKPOINTS.sm) return 1;
  return 0;
}

export function useScreen(): 0 | 1 | 2 | 3 {
  const [screen, setScreen] = useState(() => screenOf(window.innerWidth));
  useEffect(() => {
    const onResize = () => setScreen(screenOf(window.innerWidth));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return screen;
}
