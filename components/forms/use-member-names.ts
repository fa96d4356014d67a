import { useCallback, useState } from 'react';
import { isMemberName, readMemberNames, type MemberName } from '@/lib/member-names';

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
 * The directory's members' names, for the referring-member field: fetched from the directory's
 * search index (`url`) when the visitor first reaches for the field (`load`), never with the page,
 * so the page weighs the same at 12 members or 3,000. `isMember` checks a typed name against
 * them, waiting for the list if it is on its way. If the list cannot be loaded, a name is taken
 * as typed (the secretariat checks referrals anyway): an optional field never blocks an
 * application.
 */
export function useMemberNames(url: string) {
  const [names, setNames] = useState<MemberName[] | null>(null);

  const load = useCallback(() => {
    void loadMemberNames(url).then((loaded) => {
      if (loaded) setNames(loaded);
    });
  }, [url]);

  const isMember = useCallback(
    async (name: string) => {
      const loaded = await loadMemberNames(url);
      return loaded ? isMemberName(loaded, name) : true;
    },
    [url],
  );

  return { names, load, isMember };
}
