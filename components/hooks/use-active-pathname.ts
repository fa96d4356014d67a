import { usePathname } from 'next/navigation';
import { useHydrated } from './use-hydrated';

/**
 * The current path for highlighting navigation. With `deferred`, it is null until hydration:
 * the root 404 page is pre-rendered once and served for every unknown path, so its server HTML
 * cannot know which entry is current and the first client render must match it.
 */
export function useActivePathname(deferred = false): string | null {
  const pathname = usePathname();
  const hydrated = useHydrated();
  return deferred && !hydrated ? null : pathname;
}
