import type { ProjectMember } from '../contract/offers';
import type { InvitationRecord, ProjectLanguage } from '../contract/team';

/** A language of a project with its rows summed over the namespaces. */
export interface LanguageSummary extends ProjectLanguage {
  /** Translatable source keys. */
  keys: number;
  /** Rows served by the delivered-translations read. */
  delivered: number;
  /** Rows at each stage index. */
  stages: Record<string, number>;
}

/** A project's languages with their counts, and its namespaces (a manager's Projects view). */
export interface TeamLanguages {
  languages: LanguageSummary[];
  namespaces: string[];
}
/** Who works on a project, and who is invited and has not answered yet. */
export interface TeamPeople {
  members: ProjectMember[];
  invitations: InvitationRecord[];
}
