import { useTranslation } from 'react-i18next';
import { portraitName, type TeamMember } from '../../../content/team.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import type { ImageLookup } from '../../ui/imageAsset.ts';
import { TeamCard } from '../../ui/TeamCard.tsx';

/** The people of a house, with their translated role and a line about each; where they take bookings, a link to book with each. */
export function TeamGrid({
  members,
  portraits,
  bookingPath,
}: {
  members: readonly TeamMember[];
  portraits: ImageLookup;
  bookingPath?: (member: TeamMember) => string;
}) {
  const { t } = useTranslation('team');
  return (
    <ul className="grid gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      {members.map((member) => (
        <li key={member.id} className="flex min-w-0">
          <TeamCard
            name={member.name}
            role={t(`roles.${member.role}`)}
            note={t(`notes.${member.id}`)}
            portrait={portraits(portraitName(member))}
            portraitAlt={t('portraitAlt', { name: member.name })}
          >
            {bookingPath && (
              // At the foot of the card and two lines tall, so the buttons of a row share one line and one size whatever the name's length.
              <div className="mt-auto flex w-full justify-center pt-5">
                <ButtonLink to={bookingPath(member)} variant="outline" className="min-h-16 w-full max-w-60">
                  {t('bookWith', { name: member.name })}
                </ButtonLink>
              </div>
            )}
          </TeamCard>
        </li>
      ))}
    </ul>
  );
}
