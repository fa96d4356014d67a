import { SiteHero } from '@/components/home/site-hero';
export default function HomePage() {
  return <SiteHero />;
}
