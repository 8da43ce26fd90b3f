/**
 * The people of the hair clinic and the barbershop. Names are written as the people write them and
 * stay untranslated; roles are translated (content.json `team.roles.<role>`), and so is the short
 * line about each person (content.json `team.notes.<id>`).
 * A portrait appears when media/ holds an image named `team-<id>`; until then the card shows
 * the person's initials.
 */
import { brand } from './site.ts';

export const TEAM_ROLES = ['clinicOwner', 'generalManager', 'receptionist', 'maintenance', 'esthetician', 'barbershopOwner', 'barber'] as const;
type TeamRole = (typeof TEAM_ROLES)[number];

export interface TeamMember {
  /** Stable, used for the note's translation key and the portrait's file name. */
  id: string;
  name: string;
  role: TeamRole;
}

export const hairClinicTeam: readonly TeamMember[] = [
  { id: 'erion-shehu', name: 'Dr. Erion Shehu', role: 'clinicOwner' },
  { id: 'alba-dervishi', name: 'Alba Dervishi', role: 'generalManager' },
  { id: 'klea-hysa', name: 'Klea Hysa', role: 'receptionist' },
  { id: 'genci-leka', name: 'Genci Leka', role: 'maintenance' },
  { id: 'drita-mema', name: 'Drita Mema', role: 'esthetician' },
];

export const barbershopTeam: readonly TeamMember[] = [
  { id: 'arben-hoxha', name: brand.founder, role: 'barbershopOwner' },
  { id: 'dritan-berisha', name: 'Dritan Berisha', role: 'barber' },
  { id: 'ardit-krasniqi', name: 'Ardit Krasniqi', role: 'barber' },
  { id: 'luan-basha', name: 'Luan Basha', role: 'barber' },
  { id: 'endrit-cela', name: 'Endrit Cela', role: 'barber' },
];

export const portraitName = (member: TeamMember) => `team-${member.id}`;
