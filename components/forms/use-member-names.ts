import { useCallback, useState } from 'react';
import { readMemberNames, type MemberName } from '@/lib/member-names';

// One load per address and page, shared by every caller; a failed load is forgotten, so the
// next focus or submit tries again.
const loads = new Map<string, Promise<MemberName[] | null>>();

function loadMemberNames(url: string): Promise<MemberName[] | null> {
  let load = loads.get(url);
  if (!load) {
    load = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.json();
      })
      .then(readMemberNames)
      .catch(() => {
        loads.delete(url);
        return null;
      });
    loads.set(url, load);
  }
  return load;
}

/**
 * The directory's members' names, suggested in the referring-member field: fetched from the
 * directory's search index (`url`) when the visitor first reaches for the field (`load`), never
 * with the page, so the page weighs the same at 12 members or 3,000. Suggestions only: the
 * directory shows a few of some 3,000 members, so any name is taken as typed.
 */
export function useMemberNames(url: string) {
  const [names, setNames] = useState<MemberName[] | null>(null);

  const load = useCallback(() => {
    void loadMemberNames(url).then((loaded) => {
      if (loaded) setNames(loaded);
    });
  }, [url]);

  return { names, load };
}
