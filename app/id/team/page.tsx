import { TeamPage, teamMetadata } from '@/components/pages/team-page';

export const metadata = teamMetadata('id');

export default function Page() {
  return <TeamPage locale="id" />;
}
