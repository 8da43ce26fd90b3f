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
              // At the foot of the card, so a row's buttons line up. The card names the person right above, so the label is
              // short enough for one line in a narrow column; a screen reader hears whom it books with, the label first.
              <div className="mt-auto flex w-full justify-center pt-5">
                <ButtonLink to={bookingPath(member)} variant="outline" aria-label={t('bookWith', { name: member.name })} className="w-full max-w-60">
                  {t('book')}
                </ButtonLink>
              </div>
            )}
          </TeamCard>
        </li>
      ))}
    </ul>
  );
}
