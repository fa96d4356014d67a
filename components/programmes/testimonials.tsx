import { Quote } from 'lucide';
import { Icon } from '@/components/ui/icon';

type Testimonial = { quote: string; name: string; role: string; company: string };

/** What partners say: quotes with the speaker's name, role and company. */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-4 sm:gap-6 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.name} className="rounded-xl border border-line bg-ink p-5 sm:p-8">
          <figure className="flex h-full flex-col">
            <Icon node={Quote} className="size-8 text-gold" />
            <blockquote className="mt-4 text-lg text-cream">
              <p>“{item.quote}”</p>
            </blockquote>
            <figcaption className="mt-auto pt-6">
              <span className="block font-semibold text-gold">{item.name}</span>
              <span className="block text-sm text-muted">
                {item.role}, {item.company}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
