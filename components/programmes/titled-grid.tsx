import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

type Props = {
  items: readonly { title: string; text: string }[];
  /** Numbers the items (for an ordered list, such as steps). */
  numbered?: boolean;
  /** Columns on a large screen (4 unless given; 3 suits six items). */
  columns?: 3 | 4;
  className?: string;
};

/** Titled cards in a grid: benefits, deliverables, kinds of collaboration, steps (numbered). */
export function TitledGrid({ items, numbered = false, columns = 4, className }: Props) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={cn(
        'grid gap-3 sm:grid-cols-2 sm:gap-6',
        columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4',
        className,
      )}
    >
      {items.map((item, index) => (
        <Card as="li" key={item.title} compact className="flex flex-col">
          {numbered ? (
            <p
              aria-hidden="true"
              className="font-display text-3xl font-bold text-gold/80 sm:text-4xl"
            >
              {String(index + 1).padStart(2, '0')}
            </p>
          ) : (
            <div aria-hidden="true" className="h-0.5 w-10 bg-gold" />
          )}
          <h3 className="mt-3 text-lg font-semibold text-cream sm:mt-4 sm:text-xl">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </Card>
      ))}
    </List>
  );
}
