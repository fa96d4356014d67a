import { Interpolate } from '@/components/ui/interpolate';

type Props = {
  /** The heading's id, which names the form (`SimulatedForm`'s `titleId`). */
  id: string;
  title: string;
  /** The dictionary's required-fields note, with a `{star}` placeholder for the gold asterisk. */
  requiredNote: string;
  /** `h1` where the form is the page (event registration), else `h2`. */
  level?: 1 | 2;
};

/** A form's title and its note on required fields, as every form of both editions opens. */
export function FormHeading({ id, title, requiredNote, level = 2 }: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div>
      <Heading
        id={id}
        className={
          level === 1
            ? 'text-3xl font-bold text-cream sm:text-4xl'
            : 'text-3xl font-bold text-cream'
        }
      >
        {title}
      </Heading>
      <p className="mt-3 text-muted">
        <Interpolate
          message={requiredNote}
          values={{ star: <span className="text-gold">*</span> }}
        />
      </p>
    </div>
  );
}
