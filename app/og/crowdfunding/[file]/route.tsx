import { renderOgCard } from '@/components/og/og-card';
import { getCrowdfundingProjectBySlug, getCrowdfundingProjectSlugs } from '@/data/crowdfunding';
import { fundingProgress } from '@/lib/crowdfunding';
import { formatIdr } from '@/lib/currency';

// One share image per project, written at build time as out/og/crowdfunding/<slug>.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getCrowdfundingProjectSlugs().map((slug) => ({ file: `${slug}.png` }));
}

export async function GET(_: Request, { params }: { params: Promise<{ file: string }> }) {
  const project = getCrowdfundingProjectBySlug((await params).file.replace(/\.png$/, ''));
  if (!project) return new Response('Not found', { status: 404 });
  return renderOgCard({
    eyebrow: `Crowdfunding · ${project.industry}`,
    title: project.name,
    lines: [
      `${formatIdr(project.raisedFunding)} of ${formatIdr(project.targetFunding)} · ${fundingProgress(project).label}`,
      project.location,
    ],
  });
}
