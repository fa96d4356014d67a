import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';
import type { MemberName } from '@/lib/member-names';

const LIST_ID = 'referrer-members';

type Props = Omit<ComponentProps<typeof TextField>, 'list'> & {
  /** The directory's members, once loaded (null until the field is first focused). */
  members: readonly MemberName[] | null;
};

/**
 * The referring member: a text field whose native suggestions (a <datalist>, announced as a
 * combobox) are the directory's names, each with its company to tell namesakes apart. The list
 * is empty in the page's HTML and filled once the field is first focused.
 */
export function ReferrerField({ members, ...field }: Props) {
  return (
    <div className="flex flex-col gap-2">
      <TextField autoComplete="off" list={LIST_ID} {...field} />
      <datalist id={LIST_ID}>
        {members?.map((member, index) => (
          <option key={index} value={member.name}>
            {member.company}
          </option>
        ))}
      </datalist>
    </div>
  );
}
